import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const url = process.argv[2]!;
const slow = Number(process.argv[3] ?? 4);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow });
await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(3000);
await browser.stopTracing();
await browser.close();
const { traceEvents } = JSON.parse(readFileSync('/tmp/trace.json', 'utf8')) as { traceEvents: any[] };
const mains = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const main = mains.map((m) => ({ m, n: traceEvents.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'ParseHTML').length })).sort((a, b) => b.n - a.n)[0]!.m;
const ev = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const tasks = ev.filter((e) => e.name === 'RunTask' && e.dur > 40_000).sort((a, b) => a.ts - b.ts);
const t0 = Math.min(...ev.map((e) => e.ts));
for (const t of tasks) {
  const kids = ev.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && !/RunTask|Loader|ThreadController|ParseAuthorStyleSheet::|SequenceManager/.test(e.name));
  const by = new Map<string, number>();
  for (const k of kids) by.set(k.name, (by.get(k.name) ?? 0) + k.dur);
  console.log(`task at ${((t.ts - t0) / 1000).toFixed(0)} ms: ${(t.dur / 1000).toFixed(0)} ms  ` + [...by].sort((a, b) => b[1] - a[1]).slice(0, 9).map(([n, d]) => `${n} ${(d / 1000).toFixed(0)}`).join(', '));
}
