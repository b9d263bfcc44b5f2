import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const urls = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  for (const url of urls) {
    const lhr = (await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] }))!.lhr;
    const a = lhr.audits;
    console.log(`\n=== ${url}  perf ${Math.round(lhr.categories.performance!.score! * 100)}  FCP ${a['first-contentful-paint']!.numericValue!.toFixed(0)}  LCP ${a['largest-contentful-paint']!.numericValue!.toFixed(0)}  TBT ${a['total-blocking-time']!.numericValue!.toFixed(0)} CLS ${a['cumulative-layout-shift']!.numericValue!.toFixed(3)} SI ${a['speed-index']!.numericValue!.toFixed(0)}`);
    const lcpEl = a['largest-contentful-paint-element']?.details as any;
    for (const item of lcpEl?.items ?? []) {
      if (item.type === 'table') for (const row of item.items) console.log('  LCP el/phase:', JSON.stringify(row).slice(0, 300));
    }
    const ins = lhr.audits['lcp-breakdown-insight']?.details as any;
    if (ins) console.log('  lcp-breakdown:', JSON.stringify(ins).slice(0, 600));
    const lt = (a['long-tasks']?.details as any)?.items ?? [];
    for (const t of lt) console.log('  long task', Math.round(t.duration), 'ms at', Math.round(t.startTime), t.url);
    const mw = (a['mainthread-work-breakdown']?.details as any)?.items ?? [];
    console.log('  main thread:', mw.map((i: any) => `${i.group} ${Math.round(i.duration)}`).join(', '));
    const bt = (a['bootup-time']?.details as any)?.items ?? [];
    for (const b of bt.slice(0, 5)) console.log('  bootup', b.url, Math.round(b.total), 'script', Math.round(b.scripting));
    for (const id of ['render-blocking-resources', 'render-blocking-insight', 'font-display-insight', 'network-dependency-tree-insight']) if (a[id]) console.log(' ', id, a[id]!.displayValue ?? '', a[id]!.score);
  }
} finally { chrome.kill(); }
