import { ADMIN_PAGE_SIZE, type AdminProductList, type AdminProductListRequest } from '#lib/admin/products';
import type { Database } from '../../db/index.ts';
import { countAdminProducts, findAdminProductPage, type AdminListFilter } from './list-repository.ts';
import { toAdminListItem } from './product-view.ts';

/**
 * Below this offset a page is read in parallel with the count; from it on the count comes first,
 * so a page in the second half of the table can be read from its end (see `fromEnd`).
 */
const DEEP_OFFSET = 50 * ADMIN_PAGE_SIZE;

/** GET /api/admin/products: one page of the table (hidden products included) and the total. */
export async function listAdminProducts(db: Database, query: AdminProductListRequest, now = new Date()): Promise<AdminProductList> {
  const filter: AdminListFilter = {
    search: query.q || undefined,
    status: query.status === 'all' ? undefined : query.status,
    onSaleAt: query.sale === 'on_sale' ? now : undefined,
  };
  const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
  const order = { sort: query.sort, direction: query.dir, locale: query.lang };

  let rows;
  let total;
  if (offset < DEEP_OFFSET) {
    [rows, total] = await Promise.all([
      findAdminProductPage(db, filter, { ...order, offset, limit: ADMIN_PAGE_SIZE }),
      countAdminProducts(db, filter),
    ]);
  } else {
    total = await countAdminProducts(db, filter);
    const fromEnd = offset > total / 2;
    rows =
      offset >= total
        ? []
        : await findAdminProductPage(
            db,
            filter,
            fromEnd
              ? { ...order, fromEnd, offset: Math.max(0, total - offset - ADMIN_PAGE_SIZE), limit: Math.min(ADMIN_PAGE_SIZE, total - offset) }
              : { ...order, offset, limit: ADMIN_PAGE_SIZE },
          );
  }
  return { items: rows.map((row) => toAdminListItem(row, now)), page: query.page, pageSize: ADMIN_PAGE_SIZE, total };
}
