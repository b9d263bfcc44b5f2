import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCategory } from '#lib/admin/categories';
import { CATEGORY_NAME_MAX } from '#lib/admin/categories';
import { clearRecordedPurges, recordedPurges } from '#server/http/cache-tags';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { adminApi, auditActions, draft, writeCounts } from './admin-products-support.ts';

describe('category administration', () => {
  const db = useTestDatabase();
  let cookie = '';
  let adminEmail = '';
  const asAdmin = adminApi(() => cookie);
  const create = (nameEn: string, nameAr = 'فئة') => asAdmin('/api/admin/categories', { method: 'POST', body: { nameEn, nameAr } });
  const created = async (nameEn: string, nameAr?: string): Promise<AdminCategory> => {
    const response = await create(nameEn, nameAr);
    expect(response.status).toBe(201);
    return (await response.json()).category;
  };
  const rename = (category: AdminCategory, nameEn: string, nameAr = category.nameAr, version = category.version) =>
    asAdmin(`/api/admin/categories/${category.id}`, { method: 'PUT', body: { nameEn, nameAr, version } });
  const publicSkus = async (category: string) => {
    const response = await api(`/api/products?category=${encodeURIComponent(category)}`);
    expect(response.status).toBe(200);
    return (await response.json()).items.map((p: { sku: string }) => p.sku);
  };
  let keys: AdminCategory;
  let fans: AdminCategory;

  beforeAll(async () => {
    const session = await sessionFor(db(), { role: 'admin' });
    cookie = session.cookie;
    adminEmail = session.email;
  });

  it('creates categories with a slug from the English name, audited, and purges the catalogue', async () => {
    clearRecordedPurges();
    keys = await created('Keys & Locks', 'المفاتيح والأقفال');
    expect(keys).toEqual({
      id: expect.any(Number),
      slug: 'keys-locks',
      nameEn: 'Keys & Locks',
      nameAr: 'المفاتيح والأقفال',
      group: 'access-safety',
      productCount: 0,
      version: 1,
      createdAt: expect.any(String),
    });
    expect(recordedPurges()).toEqual([['catalogue']]);
    const [entry] = await db().selectFrom('audit_log').selectAll().execute();
    expect(entry).toMatchObject({ action: 'category.create', entity_type: 'category', entity_id: String(keys.id), sku: null, actor_email: adminEmail, before: null, after: keys });
  });

  it('makes slugs unique with a number, and never takes a group slug', async () => {
    fans = await created('Fans');
    expect(fans).toMatchObject({ slug: 'fans', group: 'accessories' });
    expect((await created('Fans!')).slug).toBe('fans-2');
    expect((await created('Fans?')).slug).toBe('fans-3');
    expect((await created('Accessories')).slug).toBe('accessories-2');
    expect((await created('مراوح')).slug).toBe('category');
  });

  it('refuses a second category with an English name that exists, whatever its case', async () => {
    const before = await writeCounts(db());
    for (const name of ['Fans', 'FANS', '  fans  ']) {
      const response = await create(name);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: { code: 'name_taken', fields: { nameEn: 'name_taken' } } });
    }
    expect(await writeCounts(db())).toEqual(before);
  });

  it('lists every category with its group and how many products use it', async () => {
    const product = await asAdmin('/api/admin/products', { method: 'POST', body: draft([keys.id], { sku: '40000001' }) });
    expect(product.status).toBe(201);
    const { categories } = await (await asAdmin('/api/admin/categories')).json();
    expect(categories.map((c: AdminCategory) => c.nameEn)).toEqual(['Accessories', 'Fans', 'Fans!', 'Fans?', 'Keys & Locks', 'مراوح']);
    expect(categories.find((c: AdminCategory) => c.id === keys.id)).toMatchObject({ productCount: 1, group: 'access-safety' });
    expect(categories.find((c: AdminCategory) => c.slug === 'accessories-2')).toMatchObject({ productCount: 0, group: null });
  });

  it('resolves the stored slug and SPEC’s literal form in the public catalogue; an unknown one matches nothing', async () => {
    await asAdmin(`/api/admin/products/${(await db().selectFrom('products').select('id').executeTakeFirstOrThrow()).id}/status`, { method: 'PATCH', body: { status: 'active' } });
    expect(await publicSkus('keys-locks')).toEqual(['40000001']);
    expect(await publicSkus('keys-&-locks')).toEqual(['40000001']);
    expect(await publicSkus('Keys-&-Locks')).toEqual(['40000001']);
    expect(await publicSkus('no-such-category')).toEqual([]);
    expect(await publicSkus('access-safety')).toEqual(['40000001']);
  });

  it('renames with the version it was loaded at: new slug, the old one kept as an alias', async () => {
    clearRecordedPurges();
    const response = await rename(keys, 'Keys & Padlocks', 'المفاتيح والأقفال الجديدة');
    expect(response.status).toBe(200);
    const renamed: AdminCategory = (await response.json()).category;
    expect(renamed).toMatchObject({ id: keys.id, slug: 'keys-padlocks', nameEn: 'Keys & Padlocks', version: 2, productCount: 1, group: null });
    expect(recordedPurges()).toEqual([['catalogue']]);
    const [entry] = await db().selectFrom('audit_log').selectAll().where('action', '=', 'category.rename').execute();
    expect(entry).toMatchObject({ before: { ...keys, productCount: 1 }, after: renamed });

    for (const value of ['keys-padlocks', 'keys-&-padlocks', 'keys-locks']) expect(await publicSkus(value), value).toEqual(['40000001']);
    // The old literal form named the old English name, which no category has any more.
    expect(await publicSkus('keys-&-locks')).toEqual([]);
    const { categories } = await (await api('/api/categories')).json();
    expect(categories.find((c: { id: number }) => c.id === keys.id)).toMatchObject({ slug: 'keys-padlocks', aliases: ['keys-locks'] });

    const stale = await rename(keys, 'Keys', 'مفاتيح', keys.version);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: { code: 'version_conflict' } });
    keys = renamed;
  });

  it('keeps the slug when only the Arabic name changes, and takes an earlier slug back', async () => {
    const arabic: AdminCategory = (await (await rename(keys, keys.nameEn, 'مفاتيح')).json()).category;
    expect(arabic).toMatchObject({ slug: 'keys-padlocks', nameAr: 'مفاتيح', version: 3 });
    const back: AdminCategory = (await (await rename(arabic, 'Keys & Locks')).json()).category;
    expect(back).toMatchObject({ slug: 'keys-locks', version: 4 });
    const aliases = await db().selectFrom('category_slug_aliases').select(['slug', 'category_id']).orderBy('slug').execute();
    expect(aliases).toEqual([{ slug: 'keys-padlocks', category_id: keys.id }]);
    keys = back;
    // A slug once held (and still leading) elsewhere is not given to a new category.
    expect((await created('Keys & Padlocks')).slug).toBe('keys-padlocks-2');
  });

  it('refuses renaming to another category’s English name', async () => {
    const before = await writeCounts(db());
    const response = await rename(keys, 'fans');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: 'name_taken', fields: { nameEn: 'name_taken' } } });
    expect(await writeCounts(db())).toEqual(before);
  });

  it('refuses deleting a category products use, with their number; deletes an unused one', async () => {
    const before = await writeCounts(db());
    const inUse = await asAdmin(`/api/admin/categories/${keys.id}`, { method: 'DELETE' });
    expect(inUse.status).toBe(409);
    expect(await inUse.json()).toEqual({ error: { code: 'category_in_use', count: 1 } });
    expect(await writeCounts(db())).toEqual(before);

    clearRecordedPurges();
    const gone = await asAdmin(`/api/admin/categories/${fans.id}`, { method: 'DELETE' });
    expect(gone.status).toBe(204);
    expect(recordedPurges()).toEqual([['catalogue']]);
    expect((await auditActions(db())).slice(-1)).toEqual(['category.delete']);
    expect((await asAdmin(`/api/admin/categories/${fans.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await rename(fans, 'Fans')).status).toBe(404);
  });

  it('refuses bad input with field codes and writes nothing', async () => {
    const cases: [string, () => Promise<Response>, number, Record<string, string> | undefined][] = [
      ['no names', () => asAdmin('/api/admin/categories', { method: 'POST', body: {} }), 400, { nameEn: 'required', nameAr: 'required' }],
      ['blank English name', () => create('   '), 400, { nameEn: 'required' }],
      ['English name too long', () => create('x'.repeat(CATEGORY_NAME_MAX + 1)), 400, { nameEn: 'too_long' }],
      ['Arabic name too long', () => create('Fine', 'ع'.repeat(CATEGORY_NAME_MAX + 1)), 400, { nameAr: 'too_long' }],
      ['NUL in a name', () => create('Fa\u0000ns'), 400, { nameEn: 'invalid_characters' }],
      ['a number for a name', () => asAdmin('/api/admin/categories', { method: 'POST', body: { nameEn: 5, nameAr: 'x' } }), 400, { nameEn: 'invalid_type' }],
      ['an unknown field', () => asAdmin('/api/admin/categories', { method: 'POST', body: { nameEn: 'A', nameAr: 'B', slug: 'a' } }), 400, { slug: 'unknown_field' }],
      ['a rename without version', () => asAdmin(`/api/admin/categories/${keys.id}`, { method: 'PUT', body: { nameEn: 'A', nameAr: 'B' } }), 400, { version: 'required' }],
      ['a rename of a huge id', () => asAdmin('/api/admin/categories/2147483648', { method: 'PUT', body: { nameEn: 'A', nameAr: 'B', version: 1 } }), 404, undefined],
      ['a delete of a non-numeric id', () => asAdmin('/api/admin/categories/fans', { method: 'DELETE' }), 404, undefined],
    ];
    for (const [name, call, status, fields] of cases) {
      const before = await writeCounts(db());
      const response = await call();
      expect(response.status, name).toBe(status);
      const { error } = await response.json();
      expect(error.fields, name).toEqual(fields);
      if (status === 404) expect(error.code).toBe('category_not_found');
      expect(await writeCounts(db()), name).toEqual(before);
    }
  });

  it('lets exactly one of two renames from the same version through', async () => {
    const responses = await Promise.all([rename(keys, 'Keys One'), rename(keys, 'Keys Two')]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('creates exactly one of two racing categories with one name', async () => {
    const responses = await Promise.all([create('Intercoms'), create('intercoms')]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});
