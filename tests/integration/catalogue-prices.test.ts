import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '#lib/catalogue';
import { compareMoney } from '#lib/money';
import type { PriceArea } from '#lib/pricing';
import type { Role } from '#server/db/schema';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { productRows, saleInForceNow, seedCatalogue, type ProductRowWithSlugs } from './catalogue-support.ts';

/**
 * SPEC §6 on the wire: every catalogue answer carries only the prices its caller may see.
 * Assertions run on the raw JSON text, so a price hidden in any field would be caught.
 */
const db = useTestDatabase();
let rows: Map<string, ProductRowWithSlugs>;

beforeAll(async () => {
  await seedCatalogue(db());
  rows = new Map((await productRows(db())).map((r) => [r.sku, r]));
}, 120_000);

const CLASS_COLUMNS = ['new_customer_price', 'retail_price', 'small_companies_price', 'large_companies_price', 'distributors_price'] as const;
type ClassColumn = (typeof CLASS_COLUMNS)[number];

/** The class prices a caller may see for one product, besides the sale price during a sale. */
function entitled(role: Role | null, row: ProductRowWithSlugs): ClassColumn[] {
  const own: Record<Role, ClassColumn> = {
    new_customer: 'new_customer_price',
    retail: 'retail_price',
    small_company: 'small_companies_price',
    large_company: 'large_companies_price',
    distributor: 'distributors_price',
    admin: 'retail_price',
  };
  if (role === null) return saleInForceNow(row) ? ['retail_price'] : [];
  return [own[role]];
}

/** Every listing a caller can ask for: all pages, sales, featured, and each product's detail. */
async function allAnswers(cookie?: string): Promise<{ text: string; items: CatalogueProduct[] }[]> {
  const headers = cookie ? { cookie } : undefined;
  const answers: { text: string; items: CatalogueProduct[] }[] = [];
  // The three answers' shapes: a page, a page with the featured block, one product.
  type Answer = { items: CatalogueProduct[]; featured: { items: CatalogueProduct[] }; product: CatalogueProduct };
  const read = async (path: string, pick: (body: Answer) => CatalogueProduct[]) => {
    const response = await api(path, { headers });
    expect(response.status).toBe(200);
    const text = await response.text();
    answers.push({ text, items: pick(JSON.parse(text)) });
  };
  for (let offset = 0; offset < rows.size; offset += 50) await read(`/api/products?offset=${offset}&limit=50`, (b) => b.items);
  await read('/api/products?filter=sale&featured=1&limit=50', (b) => [...b.items, ...b.featured.items]);
  for (const sku of [...rows.values()].filter((r) => r.status === 'active').map((r) => r.sku)) {
    await read(`/api/products/${sku}`, (b) => [b.product]);
  }
  return answers;
}

function assertOnlyEntitledPrices(role: Role | null, answers: { text: string; items: CatalogueProduct[] }[]) {
  for (const { text, items } of answers) {
    for (const column of CLASS_COLUMNS) expect(text).not.toContain(column);
    expect(text).not.toMatch(/"(newCustomer|smallCompany|largeCompany|distributor)"/);
    for (const item of items) {
      const row = rows.get(item.sku)!;
      const itemText = JSON.stringify(item);
      const allowed = new Set([...entitled(role, row).map((c) => row[c]), saleInForceNow(row) ? row.sale_price : null]);
      for (const column of CLASS_COLUMNS) {
        const value = row[column];
        if (value !== null && !allowed.has(value)) expect(itemText, `${role ?? 'visitor'} sees ${column} of ${row.sku}`).not.toContain(`"${value}"`);
      }
      if (!saleInForceNow(row)) expect(itemText).not.toContain(`"${row.sale_price}"`);
    }
  }
}

describe('prices by customer class', () => {
  it('visitors see no class price, only sale prices (and the retail price struck through)', async () => {
    const answers = await allAnswers();
    assertOnlyEntitledPrices(null, answers);
    const priced = answers.flatMap((a) => a.items).filter((p) => p.price.price !== null);
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((p) => p.price.sale)).toBe(true);
  }, 60_000);

  it('a new customer sees only the new-customer price (or a sale price)', async () => {
    const { cookie } = await sessionFor(db(), { role: 'new_customer' });
    const answers = await allAnswers(cookie);
    assertOnlyEntitledPrices('new_customer', answers);
    const regular = answers[0]!.items.find((p) => !p.sale && rows.get(p.sku)!.new_customer_price !== null)!;
    expect(regular.price).toEqual({ price: rows.get(regular.sku)!.new_customer_price, was: null, sale: false, actions: ['wholesale'] });
  }, 60_000);

  it('a sale with an end carries what the viewer pays once it has ended: their price as if there had been no sale', async () => {
    const { cookie } = await sessionFor(db(), { role: 'new_customer' });
    for (const headers of [undefined, { cookie }]) {
      const body = (await (await api('/api/products?filter=sale&limit=50', { headers })).json()) as { items: CatalogueProduct[] };
      const ending = body.items.filter((p) => p.sale?.endsAt);
      expect(ending.length).toBeGreaterThan(0);
      for (const product of ending) {
        const own = headers ? rows.get(product.sku)!.new_customer_price : null;
        const expected = !headers
          ? { price: null, was: null, sale: false, actions: ['standard', 'register_prompt'] }
          : own === null
            ? { price: null, was: null, sale: false, actions: ['standard'] }
            : { price: own, was: null, sale: false, actions: ['wholesale'] };
        expect(product.sale!.after, product.sku).toEqual(expected);
      }
      expect(body.items.filter((p) => !p.sale?.endsAt).every((p) => p.sale?.after === null || p.sale === null)).toBe(true);
    }
  });

  it('an approved small company sees the small-company price', async () => {
    const { cookie } = await sessionFor(db(), { role: 'small_company' });
    const answers = await allAnswers(cookie);
    assertOnlyEntitledPrices('small_company', answers);
    const first = answers[0]!.items.find((p) => !p.sale)!;
    expect(first.price.price).toBe(rows.get(first.sku)!.small_companies_price);
  }, 60_000);

  it('a pending or rejected account is priced as a visitor', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const { cookie } = await sessionFor(db(), { role: 'distributor', status });
      const response = await api('/api/products?limit=50', { headers: { cookie } });
      const body = await response.json();
      assertOnlyEntitledPrices(null, [{ text: JSON.stringify(body), items: body.items }]);
    }
  });

  it.each(['retail', 'large_company', 'distributor'] as const)('%s sees its own class price', async (role) => {
    const { cookie } = await sessionFor(db(), { role });
    const body = (await (await api('/api/products?limit=50', { headers: { cookie } })).json()) as { items: CatalogueProduct[] };
    assertOnlyEntitledPrices(role, [{ text: JSON.stringify(body), items: body.items }]);
  });
});

/** What a viewer sees of every active product: on its card in the catalogue and on its product page. */
async function cardsAndPages(cookie?: string): Promise<{ cards: Map<string, PriceArea>; pages: Map<string, PriceArea> }> {
  const headers = cookie ? { cookie } : undefined;
  const cards = new Map<string, PriceArea>();
  const pages = new Map<string, PriceArea>();
  for (let offset = 0; offset < rows.size; offset += 50) {
    const body = (await (await api(`/api/products?offset=${offset}&limit=50`, { headers })).json()) as { items: CatalogueProduct[] };
    for (const item of body.items) cards.set(item.sku, item.price);
  }
  for (const sku of cards.keys()) {
    const body = (await (await api(`/api/products/${sku}`, { headers })).json()) as { product: CatalogueProduct };
    pages.set(sku, body.product.price);
  }
  return { cards, pages };
}

const shown = ({ price, was, sale }: PriceArea) => ({ price, was, sale });

describe('one price per viewer and moment (ADR 0011)', () => {
  const VIEWERS = [null, 'new_customer', 'retail', 'small_company', 'large_company', 'distributor', 'admin'] as const;

  it('every role sees the same price on a card and its product page, never more than a visitor', async () => {
    const visitor = await cardsAndPages();
    expect(visitor.cards.size).toBe([...rows.values()].filter((r) => r.status === 'active').length);
    for (const role of VIEWERS) {
      const seen = role === null ? visitor : await cardsAndPages((await sessionFor(db(), { role })).cookie);
      for (const [sku, card] of seen.cards) {
        const who = `${role ?? 'visitor'} on ${sku}`;
        expect(shown(seen.pages.get(sku)!), who).toEqual(shown(card));
        const visitorPrice = visitor.cards.get(sku)!.price;
        if (visitorPrice === null) continue;
        expect(card.price, who).not.toBeNull();
        expect(compareMoney(card.price!, visitorPrice), `${who}: ${card.price} vs ${visitorPrice}`).toBeLessThanOrEqual(0);
      }
    }
  }, 120_000);

  it('a retail customer sees the sale price where a visitor does (issue 11: 10005279, 10060887)', async () => {
    const { cookie } = await sessionFor(db(), { role: 'retail' });
    const retail = await cardsAndPages(cookie);
    for (const sku of ['10005279', '10060887']) {
      const row = rows.get(sku)!;
      expect(saleInForceNow(row)).toBe(true);
      const expected = { price: row.sale_price, was: row.retail_price, sale: true };
      expect(shown(retail.cards.get(sku)!)).toEqual(expected);
      expect(shown(retail.pages.get(sku)!)).toEqual(expected);
    }
  }, 60_000);

  it('visitors see the retail price struck through on the product page and its API answer as on the card', async () => {
    const visitor = await cardsAndPages();
    const sales = [...rows.values()].filter((r) => r.status === 'active' && saleInForceNow(r) && r.retail_price !== null);
    expect(sales.length).toBeGreaterThan(0);
    for (const row of sales) {
      expect(visitor.cards.get(row.sku)!.was).toBe(row.retail_price);
      expect(visitor.pages.get(row.sku)!.was).toBe(row.retail_price);
    }
  }, 60_000);
});

describe('caching of priced answers', () => {
  it('lets the CDN keep visitor answers, keyed on the session cookie', async () => {
    const response = await api('/api/products');
    expect(response.headers.get('cache-control')).toContain('public');
    expect(response.headers.get('netlify-cdn-cache-control')).toContain('s-maxage');
    expect(response.headers.get('netlify-vary')).toBe('cookie=lp_access');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('keeps answers shaped for a signed-in caller private', async () => {
    const { cookie } = await sessionFor(db(), { role: 'distributor' });
    for (const path of ['/api/products', `/api/products/${[...rows.values()].find((r) => r.status === 'active')!.sku}`]) {
      const response = await api(path, { headers: { cookie } });
      expect(response.headers.get('cache-control')).toMatch(/^private/);
      expect(response.headers.get('netlify-cdn-cache-control')).toBeNull();
      expect(response.headers.get('vary')).toContain('Cookie');
    }
  });
});
