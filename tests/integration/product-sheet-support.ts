import type { Database } from '#server/db/index';
import { adminApi, draft, insertCategory } from './admin-products-support.ts';

/** What the spreadsheet import and export tests share. */

export type AdminCall = ReturnType<typeof adminApi>;

/** A small catalogue: two categories and `n` products (SKUs 30000001…), the first `active`. */
export async function seedCatalogue(db: Database, asAdmin: AdminCall, n = 3): Promise<{ doors: number; motors: number }> {
  const doors = await insertCategory(db, 'Door Locks', 'أقفال الأبواب');
  const motors = await insertCategory(db, 'Door Motors', 'محركات الأبواب');
  for (let i = 1; i <= n; i++) {
    const response = await asAdmin('/api/admin/products', {
      method: 'POST',
      body: draft(i % 2 ? [doors] : [doors, motors], { sku: String(30000000 + i), partNumber: i === 2 ? '-KM 2' : `KM-${i}`, nameEn: `Lock ${i}`, nameAr: `قفل ${i}` }),
    });
    if (response.status !== 201) throw new Error(`seed product ${i}: ${response.status}`);
  }
  await db.updateTable('products').set({ status: 'active' }).where('sku', '=', '30000001').execute();
  return { doors, motors };
}

export async function exportSheet(asAdmin: AdminCall, format: 'csv' | 'xlsx', query = ''): Promise<Uint8Array> {
  const response = await asAdmin(`/api/admin/product-export?format=${format}${query}`);
  if (response.status !== 200) throw new Error(`export: ${response.status} ${await response.text()}`);
  return new Uint8Array(await response.arrayBuffer());
}

export function dryRun(asAdmin: AdminCall, data: Uint8Array | string, name: string) {
  return asAdmin(`/api/admin/product-imports?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    body: typeof data === 'string' ? new TextEncoder().encode(data) : data,
    headers: { 'content-type': 'application/octet-stream' },
  });
}

/** Applies an import step by step, as the browser's progress bar does. */
export async function applyAll(asAdmin: AdminCall, id: number, mode: 'all_or_nothing' | 'skip_bad_rows') {
  for (let step = 0; step < 100; step++) {
    const response = await asAdmin(`/api/admin/product-imports/${id}/apply`, { method: 'POST', body: { mode } });
    const body = await response.json();
    if (response.status !== 200 || body.status === 'applied') return { status: response.status, body };
  }
  throw new Error('apply never finished');
}

/** Row counts of every table an import could write. */
export async function catalogueCounts(db: Database) {
  const count = async (table: 'products' | 'product_categories' | 'audit_log') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const products = await db.selectFrom('products').select(['sku', 'version']).orderBy('sku').execute();
  return { products: await count('products'), links: await count('product_categories'), audit: await count('audit_log'), versions: products.map((p) => `${p.sku}@${p.version}`).join(',') };
}
