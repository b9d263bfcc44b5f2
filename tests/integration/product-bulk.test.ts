import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRecordedPurges, recordedPurges } from '#server/http/cache-tags';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { adminApi, insertCategory } from './admin-products-support.ts';
import { catalogueCounts, seedCatalogue } from './product-sheet-support.ts';

/** Bulk actions on the products tab (issue 24): one transaction, one audit entry, one purge. */
describe('bulk actions on products', () => {
  const db = useTestDatabase();
  let cookie = '';
  const asAdmin = adminApi(() => cookie);
  let ids: number[] = [];
  let categories: { doors: number; motors: number };

  beforeAll(async () => {
    cookie = (await sessionFor(db(), { role: 'admin' })).cookie;
    categories = await seedCatalogue(db(), asAdmin, 4);
    ids = (await db().selectFrom('products').select('id').orderBy('sku').execute()).map((r) => r.id);
  });
  beforeEach(() => clearRecordedPurges());

  const bulk = (body: unknown) => asAdmin('/api/admin/product-bulk', { method: 'POST', body });
  const statuses = async () => (await db().selectFrom('products').select('status').orderBy('sku').execute()).map((r) => r.status);
  const bulkAudits = async () => (await db().selectFrom('audit_log').select('after').where('action', '=', 'product.bulk').execute()).length;

  it('shows and hides the selected rows; one audit entry and one purge per action', async () => {
    const audits = await bulkAudits();
    const shown = await bulk({ selection: { kind: 'ids', ids: ids.slice(0, 3) }, action: { kind: 'show' } });
    expect(await shown.json()).toEqual({ changed: 2, selected: 3 });
    expect(await statuses()).toEqual(['active', 'active', 'active', 'hidden']);
    const hidden = await bulk({ selection: { kind: 'ids', ids: ids.slice(0, 3) }, action: { kind: 'hide' } });
    expect(await hidden.json()).toEqual({ changed: 3, selected: 3 });
    expect(await statuses()).toEqual(['hidden', 'hidden', 'hidden', 'hidden']);
    expect(await bulkAudits()).toBe(audits + 2);
    expect(recordedPurges()).toEqual([['catalogue'], ['catalogue']]);
  });

  it('selects everything matching the filter, and refuses when the count moved on', async () => {
    const stale = await bulk({ selection: { kind: 'filter', filter: { q: '', status: 'hidden', sale: 'all' }, count: 3 }, action: { kind: 'show' } });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe('bulk_selection_changed');
    const ok = await bulk({ selection: { kind: 'filter', filter: { q: '', status: 'hidden', sale: 'all' }, count: 4 }, action: { kind: 'show' } });
    expect(await ok.json()).toEqual({ changed: 4, selected: 4 });
  });

  it('previews and applies a 10% rise of one class, rounded to 0.05; nothing written by the preview', async () => {
    const before = await catalogueCounts(db());
    const change = { classes: 'retail', method: 'percent', amount: '10', rounding: '0.05' };
    const preview = await (await asAdmin('/api/admin/product-bulk/preview', { method: 'POST', body: { selection: { kind: 'ids', ids: ids.slice(0, 2) }, change } })).json();
    expect(preview.count).toBe(2);
    expect(preview.rows[0].prices).toEqual([{ class: 'retail', before: '140.00', after: '154.00' }]);
    expect(await catalogueCounts(db())).toEqual(before);
    const applied = await bulk({ selection: { kind: 'ids', ids: ids.slice(0, 2) }, action: { kind: 'price', change } });
    expect(await applied.json()).toEqual({ changed: 2, selected: 2 });
    const prices = await db().selectFrom('products').select(['retail_price', 'distributors_price']).orderBy('sku').execute();
    expect(prices.map((p) => p.retail_price)).toEqual(['154.00', '154.00', '140.00', '140.00']);
    expect(prices[0]!.distributors_price).toBe('100.50');
  });

  it('changes every class by a fixed amount rounded to 1.00, and refuses a change below zero', async () => {
    const all = { classes: 'all', method: 'fixed', amount: '-0.40', rounding: '1.00' };
    expect((await bulk({ selection: { kind: 'ids', ids: [ids[3]!] }, action: { kind: 'price', change: all } })).status).toBe(200);
    const row = await db().selectFrom('products').select(['new_customer_price', 'retail_price', 'small_companies_price', 'distributors_price']).where('id', '=', ids[3]!).executeTakeFirstOrThrow();
    expect(row).toEqual({ new_customer_price: '150.00', retail_price: '140.00', small_companies_price: null, distributors_price: '100.00' });
    const before = await catalogueCounts(db());
    const refused = await bulk({ selection: { kind: 'ids', ids }, action: { kind: 'price', change: { ...all, amount: '-1000' } } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ amount: 'negative_price' });
    expect(await catalogueCounts(db())).toEqual(before);
  });

  it('adds and removes a category, never leaving a product without one', async () => {
    const extra = await insertCategory(db(), 'Door Rollers');
    expect(await (await bulk({ selection: { kind: 'ids', ids }, action: { kind: 'add_category', categoryId: extra } })).json()).toEqual({ changed: 4, selected: 4 });
    expect(await (await bulk({ selection: { kind: 'ids', ids }, action: { kind: 'remove_category', categoryId: categories.motors } })).json()).toEqual({ changed: 2, selected: 4 });
    // The first product has Door Locks and Door Rollers: one can go, not both.
    expect((await bulk({ selection: { kind: 'ids', ids: [ids[0]!] }, action: { kind: 'remove_category', categoryId: categories.doors } })).status).toBe(200);
    const before = await catalogueCounts(db());
    const last = await bulk({ selection: { kind: 'ids', ids: [ids[0]!] }, action: { kind: 'remove_category', categoryId: extra } });
    expect(last.status).toBe(400);
    expect((await last.json()).error.fields).toEqual({ categoryId: 'categories_required' });
    expect(await catalogueCounts(db())).toEqual(before);
  });

  it('deletes only with the typed count', async () => {
    const before = await catalogueCounts(db());
    const wrong = await bulk({ selection: { kind: 'ids', ids: ids.slice(2) }, action: { kind: 'delete', confirm: '3' } });
    expect(wrong.status).toBe(400);
    expect(await catalogueCounts(db())).toEqual(before);
    const ok = await bulk({ selection: { kind: 'ids', ids: ids.slice(2) }, action: { kind: 'delete', confirm: '2' } });
    expect(await ok.json()).toEqual({ changed: 2, selected: 2 });
    expect((await catalogueCounts(db())).products).toBe(before.products - 2);
  });
});
