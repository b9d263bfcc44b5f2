import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '#lib/catalogue';
import { api } from '../support/api.ts';
import { testDriver, useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { adminApi, draft, insertCategory } from './admin-products-support.ts';

/**
 * ADR 0013: the totals of the whole catalogue, a category and a group are kept between calls.
 * After every kind of admin write they must still be what counting the rows gives.
 */
describe('catalogue totals after admin writes', () => {
  const db = useTestDatabase();
  let cookie = '';
  const asAdmin = adminApi(() => cookie);
  const ids = { locks: 0, motors: 0, kone: 0, widgets: 0 };
  const filters = { all: '', locks: 'category=door-locks', group: 'category=elevator-door-system', kone: 'category=kone' } as const;

  async function listed(query: string): Promise<ProductPage> {
    const response = await api(`/api/products?${query}`);
    expect(response.status).toBe(200);
    return response.json();
  }

  /** The totals counted from the rows, as the catalogue must report them. */
  async function counted(): Promise<Record<keyof typeof filters, number>> {
    const active = (categoryIds: number[] | null) =>
      db()
        .selectFrom('products as p')
        .where('p.status', '=', 'active')
        .$if(categoryIds !== null, (q) =>
          q.where(({ exists, selectFrom }) =>
            exists(selectFrom('product_categories as pc').select('pc.product_id').whereRef('pc.product_id', '=', 'p.id').where('pc.category_id', 'in', categoryIds!)),
          ),
        )
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    const group = await db().selectFrom('categories').select('id').where(sql<string>`lower(trim(name_en))`, 'in', ['door locks', 'door motors', 'door spring']).execute();
    return { all: await active(null), locks: await active([ids.locks]), group: await active(group.map((g) => g.id)), kone: await active([ids.kone]) };
  }

  /** Each filter's total, asked twice (the second answer is the kept one), equals the rows' count. */
  async function expectTotals(expected: Record<keyof typeof filters, number>) {
    expect(await counted()).toEqual(expected);
    for (const [name, query] of Object.entries(filters) as [keyof typeof filters, string][]) {
      for (const call of ['first', 'kept']) {
        const page = await listed(query);
        expect({ name, call, total: page.total, lowerBound: page.totalIsLowerBound }).toEqual({ name, call, total: expected[name], lowerBound: false });
      }
    }
  }

  async function create(sku: string, categoryIds: number[]): Promise<{ id: number; version: number }> {
    const response = await asAdmin('/api/admin/products', { method: 'POST', body: draft(categoryIds, { sku, status: undefined }) });
    expect(response.status).toBe(201);
    return (await response.json()).product;
  }

  const setStatus = async (id: number, status: 'active' | 'hidden') =>
    expect((await asAdmin(`/api/admin/products/${id}/status`, { method: 'PATCH', body: { status } })).status).toBe(200);

  beforeAll(async () => {
    cookie = (await sessionFor(db(), { role: 'admin' })).cookie;
    ids.locks = await insertCategory(db(), 'Door Locks');
    ids.motors = await insertCategory(db(), 'Door Motors');
    ids.kone = await insertCategory(db(), 'KONE');
    ids.widgets = await insertCategory(db(), 'Widgets');
  });

  let lock: { id: number; version: number };
  let motor: { id: number; version: number };
  let widget: { id: number; version: number };

  it('counts nothing in an empty catalogue, and a created product only once it is shown', async () => {
    await expectTotals({ all: 0, locks: 0, group: 0, kone: 0 });
    lock = await create('10000001', [ids.locks, ids.kone]);
    motor = await create('10000002', [ids.motors, ids.kone]);
    widget = await create('10000003', [ids.widgets]);
    await expectTotals({ all: 0, locks: 0, group: 0, kone: 0 });
    for (const { id } of [lock, motor, widget]) await setStatus(id, 'active');
    // Both door products are in the group once, the widget in none of the filtered categories.
    await expectTotals({ all: 3, locks: 1, group: 2, kone: 2 });
  });

  it('follows a product moved to other categories by a save', async () => {
    const response = await asAdmin(`/api/admin/products/${lock.id}`, {
      method: 'PUT',
      body: { ...draft([ids.widgets], { sku: '10000001' }), status: 'active', version: lock.version + 1 },
    });
    expect(response.status).toBe(200);
    await expectTotals({ all: 3, locks: 0, group: 1, kone: 1 });
  });

  it('drops a hidden product and takes it back when shown again', async () => {
    await setStatus(motor.id, 'hidden');
    await expectTotals({ all: 2, locks: 0, group: 0, kone: 0 });
    await setStatus(motor.id, 'active');
    await expectTotals({ all: 3, locks: 0, group: 1, kone: 1 });
  });

  it('drops a product hidden by a save', async () => {
    // Created (1), shown (2), saved (3).
    const response = await asAdmin(`/api/admin/products/${lock.id}`, {
      method: 'PUT',
      body: { ...draft([ids.widgets], { sku: '10000001' }), status: 'hidden', version: lock.version + 2 },
    });
    expect(response.status).toBe(200);
    await expectTotals({ all: 2, locks: 0, group: 1, kone: 1 });
    await setStatus(lock.id, 'active');
    await expectTotals({ all: 3, locks: 0, group: 1, kone: 1 });
  });

  it('drops a deleted product', async () => {
    expect((await asAdmin(`/api/admin/products/${motor.id}`, { method: 'DELETE' })).status).toBe(204);
    await expectTotals({ all: 2, locks: 0, group: 0, kone: 0 });
  });

  it('counts a category renamed into a group as part of it, and out of it again', async () => {
    const rename = async (nameEn: string, version: number) =>
      expect((await asAdmin(`/api/admin/categories/${ids.widgets}`, { method: 'PUT', body: { nameEn, nameAr: 'فئة', version } })).status).toBe(200);
    await rename('Door Spring', 1);
    await expectTotals({ all: 2, locks: 0, group: 2, kone: 0 });
    await rename('Widgets', 2);
    await expectTotals({ all: 2, locks: 0, group: 0, kone: 0 });
  });

  it('follows writes from outside the admin services too (the trigger is on the tables)', async () => {
    await db().insertInto('product_categories').values({ product_id: widget.id, category_id: ids.locks }).execute();
    await expectTotals({ all: 2, locks: 1, group: 1, kone: 0 });
    await db().deleteFrom('products').where('id', '=', widget.id).execute();
    await expectTotals({ all: 1, locks: 0, group: 0, kone: 0 });
  });

  it('never reads a total kept from an earlier catalogue', async () => {
    // A count stored under an old generation (a reader that counted just before a write committed).
    await db().deleteFrom('catalogue_counts').execute();
    await db()
      .insertInto('catalogue_counts')
      .values({ filter_key: 'all', generation: sql<string>`(select generation - 1 from catalogue_count_generation)` as never, total: 999 })
      .execute();
    expect((await listed('')).total).toBe(1);
    // And the fresh count replaced it.
    expect(await db().selectFrom('catalogue_counts').select('total').where('filter_key', '=', 'all').executeTakeFirst()).toEqual({ total: 1 });
  });

  // PGlite has one connection: a reader could not run beside an open write transaction.
  it.skipIf(testDriver === 'pglite')('never keeps a total counted while a write was under way', async () => {
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('products').set({ status: 'hidden' }).where('id', '=', lock.id).execute();
        // Counted (and stored) beside the uncommitted write: the catalogue as it was.
        expect((await listed('')).total).toBe(1);
      });
    expect((await listed('')).total).toBe(0);
  });
});

describe('the total of a broad search', () => {
  const db = useTestDatabase();
  const MATCHING = 600;

  beforeAll(async () => {
    // More matches than a search counts exactly (500), and a few products it must not count.
    await sql`insert into products (sku, part_number, name_en, name_ar, distributors_price, status, images, created_at)
      select lpad((30000000 + g)::text, 8, '0'), 'ZB-' || g, case when g <= ${MATCHING} then 'Zebra Roller ' else 'Door Motor ' end || g,
        'بكرة ' || g, 100, 'active', '[]'::jsonb, timestamptz '2025-01-01' + g * interval '1 minute'
      from generate_series(1, ${MATCHING + 40}) g`.execute(db());
  });

  const listed = async (query: string): Promise<ProductPage> => (await api(`/api/products?${query}`)).json();

  it('is a lower bound past 500 matches, always past the page, and exact on the last page; Load more reaches every match', async () => {
    const first = await listed('q=zebra&offset=0&limit=15');
    expect({ total: first.total, lowerBound: first.totalIsLowerBound }).toEqual({ total: 500, lowerBound: true });
    const skus = first.items.map((p) => p.sku);
    let last = first;
    // Load more while a full page came back, as the catalogue does.
    while (last.items.length === last.limit) {
      last = await listed(`q=zebra&offset=${skus.length}&limit=50`);
      skus.push(...last.items.map((p) => p.sku));
      if (last.totalIsLowerBound) {
        expect(last.total).toBeLessThanOrEqual(MATCHING);
        expect(last.total).toBeGreaterThan(skus.length);
      }
    }
    expect({ total: last.total, lowerBound: last.totalIsLowerBound }).toEqual({ total: MATCHING, lowerBound: false });
    expect(new Set(skus).size).toBe(MATCHING);
  });

  it('is exact for a search with fewer matches, and for the catalogue as a whole', async () => {
    expect(await listed('q=door%20motor')).toMatchObject({ total: 40, totalIsLowerBound: false });
    expect(await listed('')).toMatchObject({ total: MATCHING + 40, totalIsLowerBound: false });
  });

  const keptSearches = () => db().selectFrom('catalogue_counts').select(['filter_key', 'total']).where('filter_key', 'like', 'q:%').execute();

  it('keeps a broad search reaching 500 for the catalogue generation, and nothing for a narrow one', async () => {
    await db().deleteFrom('catalogue_counts').execute();
    for (const call of ['counted', 'kept']) expect({ call, ...(await listed('q=ZEBRA')) }).toMatchObject({ call, total: 500, totalIsLowerBound: true });
    expect(await keptSearches()).toEqual([{ filter_key: 'q:500:all:zebra', total: 500 }]);
    // A narrow term costs little to count and stores nothing (a scraper's random terms fill no table).
    expect(await listed('q=zebra%20roller%20599')).toMatchObject({ total: 1, totalIsLowerBound: false });
    expect(await keptSearches()).toHaveLength(1);
  });

  it('counts a kept broad search again once products leave it, by any writer', async () => {
    expect(await listed('q=zebra')).toMatchObject({ total: 500, totalIsLowerBound: true });
    // Hidden: the catalogue's generation moves on.
    await db().updateTable('products').set({ status: 'hidden' }).where('sku', '<=', '30000150').execute();
    expect(await listed('q=zebra')).toMatchObject({ total: MATCHING - 150, totalIsLowerBound: false });
    await db().updateTable('products').set({ status: 'active' }).execute();
    expect(await listed('q=zebra')).toMatchObject({ total: 500, totalIsLowerBound: true });
    // Renamed: what a search matches changes with the names, and so does the generation.
    await db().updateTable('products').set({ name_en: sql<string>`'Plain Roller ' || id` }).where('sku', '<=', '30000150').execute();
    expect(await listed('q=zebra')).toMatchObject({ total: MATCHING - 150, totalIsLowerBound: false });
  });
});
