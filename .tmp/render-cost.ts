import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [path, ...bases] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
const results: Record<string, { render: number[]; longest: number[] }> = {};
for (let run = 0; run < 5; run++) {
  for (const base of bases) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    const page = await context.newPage();
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { path: '/tmp/rc.json', categories: ['devtools.timeline'] });
    await page.goto(base + path, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    await browser.stopTracing();
    await context.close();
    const { traceEvents } = JSON.parse(readFileSync('/tmp/rc.json', 'utf8')) as { traceEvents: any[] };
    const mains = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const main = mains.map((m) => ({ m, n: traceEvents.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'ParseHTML').length })).sort((a, b) => b.n - a.n)[0]!.m;
    const ev = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    const render = ev.filter((e) => ['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint'].includes(e.name)).reduce((s, e) => s + e.dur, 0) / 1000;
    const longest = Math.max(...ev.filter((e) => e.name === 'RunTask').map((e) => e.dur)) / 1000;
    (results[base] ??= { render: [], longest: [] }).render.push(render);
    results[base]!.longest.push(longest);
  }
}
await browser.close();
for (const [base, r] of Object.entries(results)) console.log(`${path} ${base}: style+layout+paint median ${median(r.render).toFixed(0)} ms [${r.render.map((x) => x.toFixed(0)).join(' ')}], longest task median ${median(r.longest).toFixed(0)} ms`);
