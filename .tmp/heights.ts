import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h] of [[412, 823], [800, 900], [1280, 900]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const path of ['/products', '/ar/products']) {
    await page.goto('http://localhost:4321' + path);
    const hs = await page.$$eval('.catalogue-results .pcard', (els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
    const fh = await page.$$eval('.featured .pcard', (els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
    const foot = await page.$eval('footer', (e) => Math.round(e.getBoundingClientRect().height));
    console.log(w, path, 'grid', hs.join(','), 'featured', fh.join(','), 'footer', foot);
  }
}
await browser.close();
