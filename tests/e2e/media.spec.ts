import { LOCALES } from '../../src/i18n/locales.ts';
import type { Page } from '@playwright/test';
import type { ProductPage } from '../../src/lib/catalogue.ts';
import { CONTENT_PAGES } from '../support/site-pages.ts';
import { decideCookies, expect, gotoIn, test } from './fixtures.ts';
import { holdFonts, layoutShift, watchLayoutShifts } from './layout-shift.ts';

interface PictureReport {
  /** <img> elements without both a width and a height attribute. */
  unsized: string[];
  /** <img> elements wholly outside the first screen (below it, or beside it in a row that scrolls sideways) that are not lazily loaded. */
  eagerOffScreen: string[];
  /** <img> elements asking to be fetched first. */
  highPriority: string[];
  /** The page's largest contentful paint, when it is a picture. */
  /** The largest paint's picture: its address, its priority, and whether the head asks for it (a preload). */
  lcpImage: { src: string; fetchpriority: string | null; preloaded: boolean } | null;
}

/** How the page's pictures load, read once the largest paint of the first screen is known. */
async function pictures(page: Page): Promise<PictureReport> {
  return page.evaluate(async () => {
    // The first screen's pictures decoded and painted first: on a loaded machine a picture can paint
    // after the load event, and until then the largest paint reported is the text beside it.
    const firstScreen = [...document.images].filter((img) => img.getAttribute('loading') !== 'lazy');
    await Promise.all(firstScreen.map((img) => img.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const lcp = await new Promise<Element | null>((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
        resolve(entries.at(-1)?.element ?? null);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const images = [...document.querySelectorAll('img')];
    const name = (img: HTMLImageElement) => img.getAttribute('src') ?? '';
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('head link[rel="preload"][as="image"]')];
    const candidates = (link: HTMLLinkElement) => [link.href, ...link.imageSrcset.split(',').filter(Boolean).map((candidate) => new URL(candidate.trim().split(/\s+/)[0]!, location.href).href)];
    const preloaded = (img: HTMLImageElement) => preloads.some((link) => candidates(link).includes(img.currentSrc));
    return {
      unsized: images.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map(name),
      eagerOffScreen: images
        .filter((img) => {
          const box = img.getBoundingClientRect();
          const outside = box.top >= window.innerHeight || box.bottom <= 0 || box.left >= window.innerWidth || box.right <= 0;
          return outside && img.getAttribute('loading') !== 'lazy';
        })
        .map(name),
      highPriority: images.filter((img) => img.getAttribute('fetchpriority') === 'high').map(name),
      lcpImage: lcp instanceof HTMLImageElement ? { src: name(lcp), fetchpriority: lcp.getAttribute('fetchpriority'), preloaded: preloaded(lcp) } : null,
    };
  });
}

for (const locale of LOCALES) {
  test(`every picture has its size, loads lazily below the first screen, and the largest is fetched first (${locale})`, async ({ page, request }) => {
    const products = (await (await request.get('/api/products?limit=50')).json()) as ProductPage;
    const product = products.items.find((p) => p.images.length >= 2);
    if (!product) throw new Error('The seed has no product with several pictures');
    await decideCookies(page);
    for (const path of [...CONTENT_PAGES, `/products/${product.sku}`]) {
      await gotoIn(page, locale, path);
      const report = await pictures(page);
      expect(report.unsized, `${path}: pictures without width and height`).toEqual([]);
      expect(report.eagerOffScreen, `${path}: pictures outside the first screen that are not lazy`).toEqual([]);
      expect(report.highPriority.length, `${path}: at most one picture is fetched first`).toBeLessThanOrEqual(1);
      // The pictures are painted by now, but the text beside them may still be on its way to the
      // screen: a CI run read the 36 px logo as /ar/privacy's largest paint, its paragraphs not yet
      // reported. Asked again until the largest paint is text or a picture fetched first.
      await expect
        .poll(async () => {
          const { lcpImage } = await pictures(page);
          return lcpImage && lcpImage.fetchpriority !== 'high' ? `${lcpImage.src} (fetchpriority ${lcpImage.fetchpriority})` : 'text, or a picture fetched first';
        }, { message: `${path}: the largest paint` })
        .toBe('text, or a picture fetched first');
    }
  });
}

test('on a phone the catalogue asks at once only for the pictures its first screen shows', async ({ page }) => {
  // The featured sales scroll sideways there: the third card's picture, off the screen, used to be
  // fetched beside the first one, the page's largest paint (ADR 0035).
  await page.setViewportSize({ width: 412, height: 823 });
  await decideCookies(page);
  for (const locale of LOCALES) {
    await gotoIn(page, locale, '/products');
    const report = await pictures(page);
    expect(report.eagerOffScreen, `/products (${locale}): pictures outside the first screen that are not lazy`).toEqual([]);
    expect(report.highPriority.length, `/products (${locale}): one picture fetched first`).toBe(1);
  }
});

test('the home lift page and a product page paint a picture first, and ask for it first, from the head', async ({ page, request }) => {
  const products = (await (await request.get('/api/products?limit=50')).json()) as ProductPage;
  const product = products.items.find((p) => p.images.length >= 2)!;
  await decideCookies(page);
  for (const locale of LOCALES) {
    for (const path of ['/home-lift', `/products/${product.sku}`]) {
      await gotoIn(page, locale, path);
      // The largest paint's entry comes once its frame is on screen, which on a busy machine can be a
      // few frames after the picture was decoded (a CI run read an entry that was not the picture's): ask again.
      let lcpImage: PictureReport['lcpImage'] = null;
      await expect.poll(async () => (lcpImage = (await pictures(page)).lcpImage), { message: `${path} (${locale}): the largest paint is a picture` }).not.toBeNull();
      expect(lcpImage!.fetchpriority).toBe('high');
      // Below the header and the hero's text, the parser meets the picture late: the head asks for it.
      expect(lcpImage!.preloaded, `${path} (${locale}): a preload in the head for ${lcpImage!.src}`).toBe(true);
    }
  }
});

test('an Arabic page draws its Arabic and its Latin words in IBM Plex Sans Arabic, from two files', async ({ page }) => {
  await decideCookies(page);
  await gotoIn(page, 'ar', '/about');
  await page.evaluate(() => document.fonts.ready);
  const webFaces = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded' && !face.family.includes('fallback')).map((face) => face.family.replace(/-[0-9a-f]+$/, '')),
  );
  // Latin words (the "English" link, the footer's e-mail) come from Plex's own Latin, in the same
  // file as the Arabic: a Latin face of their own was two more files on every Arabic page (ADR 0035).
  expect(new Set(webFaces)).toEqual(new Set(['IBM Plex Sans Arabic']));
  const fontFiles = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/_astro/fonts/')).length);
  expect(fontFiles).toBe(2);
  // Plex first, its scaled local stand-ins next, then Inter for a rarer Latin character.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^"IBM Plex Sans Arabic-[0-9a-f]+", ("IBM Plex Sans Arabic fallback: [^"]+", )+"?Inter-/);
  await expect(page.getByRole('link', { name: 'English' })).toHaveCSS('font-family', /^"IBM Plex Sans Arabic-/);
});

/**
 * The stand-ins match the web fonts' width over the site's text, not word by word: an English line
 * ending near the edge may re-wrap when Inter arrives (ADR 0017); Arabic lines keep theirs.
 */
const LATE_FONT_SHIFT = { en: 0.02, ar: 0.005 };

for (const path of ['/about', '/ar/about', '/', '/ar/']) {
  test(`no layout shift when the fonts arrive late: ${path}`, async ({ page }) => {
    await decideCookies(page);
    await watchLayoutShifts(page);
    const releaseFonts = await holdFonts(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    releaseFonts();
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => page.evaluate(() => [...document.fonts].some((face) => face.status === 'loaded'))).toBe(true);
    const shifts = await layoutShift(page);
    expect(shifts).toBeLessThanOrEqual(LATE_FONT_SHIFT[path.startsWith('/ar/') ? 'ar' : 'en']);
  });
}
