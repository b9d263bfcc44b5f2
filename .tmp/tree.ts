import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const url = process.argv[2]!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await context.newPage();
await page.goto('about:blank');
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'loading', 'v8', 'fonts'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(2500);
await browser.stopTracing();
await browser.close();
const { traceEvents } = JSON.parse(readFileSync('/tmp/trace.json', 'utf8')) as { traceEvents: any[] };
const mains = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const main = mains.map((m) => ({ m, n: traceEvents.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'ParseHTML').length })).sort((a, b) => b.n - a.n)[0]!.m;
const ev = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur > 4000).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const t0 = ev[0].ts;
const top = ev.filter((e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask').filter((e) => e.dur > 60_000);
const seen = new Set();
for (const t of top) {
  if ([...seen].some((s: any) => s.ts <= t.ts && s.ts + s.dur >= t.ts + t.dur)) continue;
  seen.add(t);
  console.log(`\nTASK at ${((t.ts - t0) / 1000).toFixed(0)} ms, ${(t.dur / 1000).toFixed(0)} ms`);
  const inside = ev.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 8000);
  const stack: any[] = [];
  for (const e of inside) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
    if (stack.length < 7) console.log('  '.repeat(stack.length + 1) + `${e.name} ${(e.dur / 1000).toFixed(0)}` + (e.args?.data?.url ? ' ' + String(e.args.data.url).slice(-50) : '') + (e.args?.beginData?.url ? ' ' + String(e.args.beginData.url).slice(-40) : ''));
    stack.push(e);
  }
}
const urls = new Map<string, string>();
for (const e of traceEvents) if (e.name === 'ResourceSendRequest') urls.set(e.args.data.requestId, e.args.data.url);
for (const e of traceEvents.filter((e) => e.name === 'ResourceFinish').sort((a, b) => a.ts - b.ts)) console.log(`finish ${((e.ts - t0) / 1000).toFixed(0)} ms ${String(urls.get(e.args.data.requestId)).slice(-60)}`);
for (const e of traceEvents.filter((e) => /Font|font/.test(e.name) && e.ph !== 'X').slice(0, 30)) console.log(`font event ${e.name} ${((e.ts - t0) / 1000).toFixed(0)}`);
