import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { LOCALES, localizePath } from '../../src/i18n/locales.ts';
import { CONTENT_PAGES, FILTERED_CATALOGUE, inEveryLanguage } from '../support/site-pages.ts';
import { expect, test } from './fixtures.ts';

/**
 * What a page costs that does not depend on the machine's speed (issue 12; the timings themselves
 * are measured by bench/lighthouse): the JavaScript a first visit downloads before the visitor
 * does anything, gzip-compressed as a CDN sends it, within each kind of page's budget; and no
 * request leaving the site's own origin (fonts, images and scripts are all self-hosted).
 */

/** Content pages: the shell is small scripts; React and form code come only when a form is used. */
const CONTENT_PAGE_BUDGET = 20 * 1024;
/**
 * The catalogue and product pages (issue 25): what their first screen needs. React comes when the
 * visitor reaches for an island (ADR 0035); the goal is 75 kB, gzip as measured here.
 */
const CATALOGUE_PAGE_BUDGET = 75 * 1024;

interface Loaded {
  /**
   * Every script the page ran on load, inline ones included, with its gzip size and, for a file,
   * what asked for it: the page's address, or the script that imports it (the browser sends the
   * importing module's address as the referrer of its imports).
   */
  scripts: { name: string; gzipBytes: number; importedBy?: string }[];
  foreignRequests: string[];
}

/** Loads `path` as a first-time visitor and waits until the network is quiet (idle-time islands included). */
async function load(page: Page, path: string, baseURL: string): Promise<Loaded> {
  const origin = new URL(baseURL).origin;
  const foreignRequests: string[] = [];
  const bodies: Promise<Loaded['scripts'][number]>[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) foreignRequests.push(request.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const referrer = response.request().headerValue('referer');
    bodies.push(
      Promise.all([response.body(), referrer]).then(([body, importedBy]) => ({
        name: new URL(response.url()).pathname,
        gzipBytes: gzipSync(body).length,
        importedBy: importedBy ? new URL(importedBy).pathname : undefined,
      })),
    );
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const inline = await page.locator('script:not([src]):not([type="application/ld+json"])').evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
  const scripts = [...(await Promise.all(bodies)), ...inline.map((code, i) => ({ name: `inline #${i + 1}`, gzipBytes: gzipSync(code).length }))];
  return { scripts, foreignRequests };
}

const total = (loaded: Loaded) => loaded.scripts.reduce((sum, s) => sum + s.gzipBytes, 0);

/** A component script's own file, a page's entry: Astro names it `<Component>.astro_astro_type_script_…`. */
const isScriptEntry = (path: string) => path.includes('_astro_type_script_');
/** Any other script file of the build: what the entries import, or what an island loads. */
const isImportedScriptFile = (path: string) => path.startsWith('/_astro/') && !isScriptEntry(path);

/**
 * The files a page's component scripts share, beside the scripts themselves: the site's one shared
 * file and Rolldown's runtime (ADR 0035), where the build once split them into some twenty files
 * fetched three imports deep.
 */
const SHARED_SCRIPT_FILES_BUDGET = 2;
const sharedScriptFiles = (loaded: Loaded) => loaded.scripts.filter((s) => isImportedScriptFile(s.name)).map((s) => s.name);
/**
 * The scripts' own entries: the frame's (SiteShell.astro: header, maintenance gate, cookie banner,
 * chat, quote dialogs) and the page's own (its view's). Each entry is a request at high priority
 * before the largest paint: a product page made thirteen until stop 39, one per component (ADR 0035).
 */
const SCRIPT_ENTRIES_BUDGET = 2;
function expectScriptEntriesWithinBudget(loaded: Loaded, path: string): void {
  const entries = loaded.scripts.filter((s) => isScriptEntry(s.name)).map((s) => s.name);
  expect(entries.length, `script entries on ${path}: ${entries.join(', ')}`).toBeLessThanOrEqual(SCRIPT_ENTRIES_BUDGET);
}
/**
 * Every file a page's scripts need on load is one import from the page: asked for by the page or by
 * one of its entries, never by a file an entry imports, which a phone would wait a further round trip
 * for (Rolldown's runtime did, imported by the site's shared file until stop 48: ADR 0035).
 */
function expectEveryScriptOneImportFromThePage(loaded: Loaded, path: string): void {
  const deeper = loaded.scripts.filter((s) => s.importedBy !== undefined && isImportedScriptFile(s.importedBy));
  expect(deeper.map((s) => `${s.name} (imported by ${s.importedBy})`), `scripts two imports deep on ${path}`).toEqual([]);
}
/** The total and the largest scripts, for a failure message that says where the bytes went. */
const listing = (loaded: Loaded) =>
  `${(total(loaded) / 1024).toFixed(1)} kB in ${loaded.scripts.length} scripts, largest: ` +
  [...loaded.scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 5)
    .map((s) => `${s.name} ${(s.gzipBytes / 1024).toFixed(1)} kB`)
    .join(', ');

test.describe('JavaScript on load', () => {
  for (const path of inEveryLanguage(CONTENT_PAGES)) {
    test(`${path} stays within ${CONTENT_PAGE_BUDGET / 1024} kB gzip in at most ${SHARED_SCRIPT_FILES_BUDGET} shared files and ${SCRIPT_ENTRIES_BUDGET} entries, each file one import from the page, and asks nothing of another origin`, async ({ page, baseURL }) => {
      const loaded = await load(page, path, baseURL!);
      expect(total(loaded), `JavaScript on ${path}: ${listing(loaded)}`).toBeLessThanOrEqual(CONTENT_PAGE_BUDGET);
      expect(loaded.foreignRequests).toEqual([]);
      expect(sharedScriptFiles(loaded).length, `shared script files on ${path}: ${sharedScriptFiles(loaded).join(', ')}`).toBeLessThanOrEqual(SHARED_SCRIPT_FILES_BUDGET);
      expectScriptEntriesWithinBudget(loaded, path);
      expectEveryScriptOneImportFromThePage(loaded, path);
    });
  }
});

test.describe('Catalogue and product pages: JavaScript on load, no request to another origin', () => {
  for (const path of inEveryLanguage(['/products', FILTERED_CATALOGUE])) {
    test(`${path} stays within ${CATALOGUE_PAGE_BUDGET / 1024} kB gzip, each file one import from the page`, async ({ page, baseURL }) => {
      const loaded = await load(page, path, baseURL!);
      expect(total(loaded), `JavaScript on ${path}: ${listing(loaded)}`).toBeLessThanOrEqual(CATALOGUE_PAGE_BUDGET);
      expect(loaded.foreignRequests).toEqual([]);
      expectScriptEntriesWithinBudget(loaded, path);
      expectEveryScriptOneImportFromThePage(loaded, path);
    });
  }

  test(`a product page on sale, in both languages, stays within ${CATALOGUE_PAGE_BUDGET / 1024} kB gzip`, async ({ page, baseURL, request }) => {
    // On sale: the page with the most to do on its own (the countdown ticks).
    const { items } = (await (await request.get('/api/products?filter=sale&limit=1')).json()) as { items: { sku: string }[] };
    for (const path of inEveryLanguage([`/products/${items[0]!.sku}`])) {
      const loaded = await load(page, path, baseURL!);
      expect(total(loaded), `JavaScript on ${path}: ${listing(loaded)}`).toBeLessThanOrEqual(CATALOGUE_PAGE_BUDGET);
      expect(loaded.foreignRequests, path).toEqual([]);
      expectScriptEntriesWithinBudget(loaded, path);
      expectEveryScriptOneImportFromThePage(loaded, path);
    }
  });
});

test.describe('The islands’ element comes with the site’s script, not in the page (island-loader.ts)', () => {
  for (const path of inEveryLanguage(['/products', '/contact'])) {
    test(`${path}: no inline copy of it, and its island goes live`, async ({ page }) => {
      await page.goto(path);
      const inline = await page.locator('script:not([src])').evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
      expect(inline.filter((code) => code.includes('customElements'))).toEqual([]);
      expect(await page.evaluate(() => customElements.get('astro-island') !== undefined)).toBe(true);
      // Reaching for the island hydrates it: Astro removes `ssr` from the element it has hydrated.
      const island = page.locator('astro-island').first();
      await island.hover();
      await expect(island).not.toHaveAttribute('ssr');
    });
  }
});

test.describe('The catalogue island’s first state: asked for as it goes live, not written into the page', () => {
  // It was 3.5 kB of the catalogue's first answer (issue 25): the island is rendered from it on the
  // server and asks for it again when the visitor reaches for it (first-state.ts).
  const islandProps = (html: string) => /<astro-island[^>]*component-url="[^"]*CatalogueApp[^"]*"[^>]*props="([^"]*)"/.exec(html)?.[1] ?? '';
  for (const path of inEveryLanguage(['/products', FILTERED_CATALOGUE])) {
    test(`${path}: no product in the page's props; live with the cards the server rendered`, async ({ page }) => {
      const response = await page.goto(path);
      const props = islandProps(await response!.text());
      expect(props).toContain('&quot;locale&quot;');
      expect(props).not.toContain('sku');
      const cards = page.getByTestId('product-card');
      const served = await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-sku')));
      expect(served.length).toBeGreaterThan(0);
      const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/products');
      await page.locator('.catalogue-controls').hover();
      await asked;
      await expect(page.locator('astro-island:not([ssr]) .catalogue')).toBeVisible();
      await expect(page.locator('astro-island [data-until-live]')).toHaveCount(0);
      // Hydrated from the same state: the same cards, and no hydration error (the fixture fails on one).
      expect(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-sku')))).toEqual(served);
    });
  }

  for (const locale of LOCALES) {
    test(`a search that found nothing carries its state and asks for no products as it goes live (${locale})`, async ({ page }) => {
      const path = localizePath(`/products?q=ZQ${Date.now()}`, locale);
      const response = await page.goto(path);
      expect(islandProps(await response!.text())).toContain('&quot;total&quot;');
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/products') asked.push(request.url());
      });
      await page.locator('.catalogue-controls').hover();
      await expect(page.locator('astro-island:not([ssr]) .catalogue')).toBeVisible();
      await expect(page.locator('astro-island [data-until-live]')).toHaveCount(0);
      // The search is counted once, by the page (ADR 0033): going live asks again for nothing.
      expect(asked).toEqual([]);
    });
  }
});

test.describe('Each page’s first answer fits a new connection’s first round trip', () => {
  // 10 segments of 1,460 bytes (ADR 0035): a page larger than that waits one more round trip for
  // its end, and with it every file it names. Measured as served here (brotli 5, compression.ts):
  // the status line, the headers and the compressed body.
  const FIRST_ROUND_TRIP = 10 * 1460;
  for (const path of inEveryLanguage(['/', '/contact', '/register', '/products', FILTERED_CATALOGUE, '/products/10001307'])) {
    test(`${path}: at most ${FIRST_ROUND_TRIP} bytes`, async ({ baseURL }) => {
      const bytes = await answerBytes(new URL(path, baseURL));
      expect(bytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
    });
  }
});

test.describe('The settings call leaves from the page itself (page-frame.ts)', () => {
  // Sent by the site's script, it waited for three imports (the script's entry, the shared file,
  // Rolldown's runtime), and on a slow phone the largest paint waited for it too (issue 25).
  for (const path of inEveryLanguage(['/', '/products', '/login'])) {
    test(`${path}: one request, sent by the page's inline script before any script file`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      const senders: string[] = [];
      cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
        if (new URL(request.url).pathname === '/api/site-settings') senders.push(initiator.stack?.callFrames[0]?.url ?? initiator.type);
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(senders).toEqual([page.url()]);
    });
  }
});

/** A page's answer as a browser that takes brotli receives it: status line, headers and body, in bytes. */
function answerBytes(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      // Each header is `name: value\r\n`; a blank line ends them.
      const headers = response.rawHeaders.reduce((sum, part) => sum + Buffer.byteLength(part) + 2, 0) + 2;
      const statusLine = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length;
      let body = 0;
      response.on('data', (chunk: Buffer) => (body += chunk.length));
      response.on('end', () => resolve(statusLine + headers + body));
    }).on('error', reject);
  });
}
