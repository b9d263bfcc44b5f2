import { chromium } from '@playwright/test';
const urls = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const url of urls) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    (window as any).__lcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) (window as any).__lcp.push(`${Math.round(e.startTime)} ms size ${e.size} ${e.element?.tagName}.${e.element?.className} ${e.url ? 'img' : ''}`);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) if (e.name === 'first-contentful-paint') (window as any).__lcp.push(`FCP ${Math.round(e.startTime)}`);
    }).observe({ type: 'paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  const fonts = await page.evaluate(() => performance.getEntriesByType('resource').filter((r) => r.name.includes('woff2')).map((r) => `${r.name.slice(-22)} ${Math.round(r.responseEnd)}`));
  console.log(url, await page.evaluate(() => (window as any).__lcp), fonts);
  await context.close();
}
await browser.close();
