import { beforeAll, describe, expect, it } from 'vitest';
import { loadCataloguePage } from '#server/catalogue/catalogue-page';
import { listProducts } from '#server/catalogue/catalogue-service';
import { PAGE_SIZE_FIRST } from '#lib/catalogue';
import { filtersFromSearch } from '#lib/catalogue-url';
import { LOCALES } from '#i18n/locales';
import { bundleMessages } from '#i18n/message-bundle-keys';
import { firstStateFrom, firstStateQuery } from '../../src/features/catalogue/first-state.ts';
import { islandInitial } from '../../src/features/catalogue/island-data.ts';
import { renderedFrom, serverOnly } from '../../src/integrations/server-only-prop.ts';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { seedCatalogue } from './catalogue-support.ts';

/** The catalogue page's server side (ADR 0016): its first state and its cache headers. */
const db = useTestDatabase();

beforeAll(async () => {
  await seedCatalogue(db());
}, 120_000);

const page = (search: string, cookie?: string) => {
  const url = new URL(`http://localhost:4321/products${search}`);
  return loadCataloguePage(new Request(url, cookie ? { headers: { cookie } } : {}), url);
};

describe('the catalogue page rendered on demand', () => {
  it('carries the first page, the featured sales and the categories for visitors, shared at the CDN', async () => {
    const { initial, headers } = await page('');
    const api = await listProducts(db(), { offset: 0, limit: PAGE_SIZE_FIRST }, null);
    expect(initial.page?.items.map((p) => p.sku)).toEqual(api.items.map((p) => p.sku));
    expect(initial.page?.total).toBe(api.total);
    expect(initial.featured?.items.length).toBeGreaterThan(0);
    expect(initial.categories.length).toBeGreaterThan(0);
    expect(initial.viewer).toBe('visitor');
    expect(headers).toMatchObject({ 'Netlify-Cache-Tag': 'catalogue', 'Netlify-Vary': 'cookie=lp_access', 'Cache-Control': 'public, max-age=0, must-revalidate' });
  });

  it('follows the filters of the address, without the featured block', async () => {
    const { initial } = await page('?category=door-locks&filter=sale');
    expect(initial.filters).toEqual({ category: 'door-locks', saleOnly: true, q: '' });
    expect(initial.featured).toBeNull();
    for (const product of initial.page!.items) expect(product.sale).not.toBeNull();
  });

  it('ignores malformed filters and answers an unknown category with nothing but the categories', async () => {
    const bad = await page('?filter=cheap&q=%3Cb%3E%27&offset=-1');
    expect(bad.initial.filters).toEqual({ category: null, saleOnly: false, q: 'b' });
    expect(bad.initial.page).not.toBeNull();
    // A category value with markup in it names no category: the page says so (issue 20), never every product.
    const markup = await page('?category=%3Cscript%3E');
    expect(markup.initial.filters.category).toBe('script');
    expect(markup.initial.page).toMatchObject({ items: [], total: 0 });
    const unknown = await page('?category=no-such-category');
    expect(unknown.initial.page).toMatchObject({ items: [], total: 0 });
    expect(unknown.initial.categories.length).toBeGreaterThan(0);
  });

  it('prices an approved customer in the page, which is never stored', async () => {
    const { cookie } = await sessionFor(db(), { role: 'small_company' });
    const { initial, headers } = await page('', cookie);
    expect(initial.viewer).toBe('customer');
    expect(initial.page!.items.some((p) => p.price.price !== null && !p.sale)).toBe(true);
    expect(headers['Cache-Control']).toBe('private, no-store');
    expect(headers['Netlify-Cache-Tag']).toBeUndefined();
  });
});

describe("the browser's first state", () => {
  // The island hydrates from the state it asks for only if the page's fingerprint says the server
  // rendered from the same (CatalogueApp); were they built differently, every visit would render twice.
  const json = async (path: string, cookie?: string) => JSON.parse(await (await api(path, cookie ? { headers: { cookie } } : {})).text());

  it.each(['', '?category=door-locks', '?filter=sale', '?q=door', '?category=no-such-category'])('from the calls for %s is the one the server rendered from', async (search) => {
    const { cookie } = await sessionFor(db(), { role: 'large_company' });
    for (const viewerCookie of [undefined, cookie]) {
      for (const locale of LOCALES) {
        const { initial } = await page(search, viewerCookie);
        const written = serverOnly({ initial: islandInitial(initial, locale), messages: bundleMessages('catalogue', locale) });
        const inBrowser = { rendered: written.rendered };
        const filters = filtersFromSearch(search);
        const answers = {
          products: await json(firstStateQuery(filters), viewerCookie),
          categories: (await json('/api/categories')).categories,
          messages: JSON.parse(JSON.stringify(bundleMessages('catalogue', locale))),
        };
        expect(renderedFrom(inBrowser, firstStateFrom(filters, answers, locale)), `${search} ${locale} ${viewerCookie ? 'customer' : 'visitor'}`).toBe(true);
        const oneMore = { ...answers, products: { ...answers.products, total: answers.products.total + 1 } };
        expect(renderedFrom(inBrowser, firstStateFrom(filters, oneMore, locale))).toBe(false);
      }
    }
  });
});
