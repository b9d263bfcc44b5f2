import type { AdminProductListItem, AdminProductQuery, ProductSort } from '#lib/admin/products';
import { adminProductEditPath } from '#lib/admin/sections';
import { mediaUrl } from '#lib/media';
import { localized, localizePath, type Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';
import { sortBy } from './list-query.ts';

interface Props {
  items: AdminProductListItem[];
  query: AdminProductQuery;
  locale: Locale;
  t: Translate;
  busyIds: ReadonlySet<number>;
  onSort: (next: AdminProductQuery) => void;
  onToggle: (row: AdminProductListItem) => void;
  onDelete: (row: AdminProductListItem) => void;
  /** Rows picked for a bulk action (issue 24). */
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], on: boolean) => void;
}


/**
 * One page of products. On phones each row is a card whose cells carry their column's name
 * (data-label), as in the inbox tables, the photo beside name and SKU; the sortable headings
 * then stay reachable as a row of buttons above the cards.
 */
export function ProductsTable({ items, query, locale, t, busyIds, onSort, onToggle, onDelete, selected, onSelect }: Props) {
  const pageSelected = items.length > 0 && items.every((row) => selected.has(row.id));
  const label = {
    photo: t('adminProducts.col.photo'),
    name: t('adminProducts.col.name'),
    sku: t('adminProducts.col.sku'),
    partNumber: t('adminProducts.col.partNumber'),
    status: t('adminProducts.col.status'),
    sale: t('adminProducts.col.sale'),
    actions: t('adminProducts.col.actions'),
  };
  const sortable = (column: ProductSort, text: string) => <SortHeading column={column} label={text} query={query} onSort={onSort} t={t} />;
  return (
    <table className="admin-table products-table">
      <thead>
        <tr>
          <th scope="col" className="products-select-col">
            <input type="checkbox" checked={pageSelected} aria-label={t('adminBulk.selectPage')} onChange={(event) => onSelect(items.map((row) => row.id), event.target.checked)} />
          </th>
          <th scope="col" className="products-photo-col">
            <span className="visually-hidden">{label.photo}</span>
          </th>
          {sortable('name', label.name)}
          {sortable('sku', label.sku)}
          {sortable('part_number', label.partNumber)}
          {sortable('status', label.status)}
          <th scope="col">{label.sale}</th>
          <th scope="col">{label.actions}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((row) => {
          const name = localized(row, 'name', locale);
          const busy = busyIds.has(row.id);
          return (
            <tr key={row.id} data-status={row.status} className={selected.has(row.id) ? 'is-selected' : undefined}>
              <td className="products-select-cell">
                <input type="checkbox" checked={selected.has(row.id)} aria-label={t('adminBulk.select', { name })} onChange={(event) => onSelect([row.id], event.target.checked)} />
              </td>
              <td className="products-photo-cell" data-label={label.photo}>
                {row.image ? (
                  <img src={mediaUrl(row.image, 160)} alt="" width="56" height="56" loading="lazy" decoding="async" />
                ) : (
                  <span className="products-no-photo" role="img" aria-label={t('adminProducts.noPhoto')} />
                )}
              </td>
              <td className="products-name-cell" data-label={label.name}>
                <span className="cell-strong">
                  <bdi>{name}</bdi>
                </span>
              </td>
              <td className="products-sku-cell" data-label={label.sku}>
                <span className="ltr" dir="ltr">
                  {row.sku}
                </span>
              </td>
              <td data-label={label.partNumber}>
                <span className="ltr products-part" dir="ltr">
                  {row.partNumber}
                </span>
              </td>
              <td data-label={label.status}>
                <span className={`product-badge is-${row.status}`}>{t(`adminProducts.status.${row.status}`)}</span>
              </td>
              <td className="products-sale-cell" data-label={label.sale}>
                {row.onSale ? (
                  <span className="product-badge is-sale">{t('adminProducts.sale.badge')}</span>
                ) : (
                  <span className="products-no-sale" aria-label={t('adminProducts.sale.none')}>
                    —
                  </span>
                )}
              </td>
              <td data-label={label.actions}>
                <div className="admin-actions">
                  <a className="btn btn-outline btn-small" href={localizePath(adminProductEditPath(row.id), locale)} aria-label={t('adminProducts.action.editNamed', { name })}>
                    {t('adminProducts.action.edit')}
                  </a>
                  {/* Busy rows refuse clicks but keep focus (aria-disabled): the keyboard stays on the row. */}
                  <button
                    type="button"
                    className="btn btn-outline btn-small"
                    aria-disabled={busy || undefined}
                    aria-label={t(row.status === 'active' ? 'adminProducts.action.hideNamed' : 'adminProducts.action.showNamed', { name })}
                    onClick={() => !busy && onToggle(row)}>
                    {t(row.status === 'active' ? 'adminProducts.action.hide' : 'adminProducts.action.show')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline btn-small btn-outline-danger"
                    aria-disabled={busy || undefined}
                    aria-label={t('adminProducts.action.deleteNamed', { name })}
                    onClick={() => !busy && onDelete(row)}>
                    {t('adminProducts.action.delete')}
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

interface SortHeadingProps {
  column: ProductSort;
  label: string;
  query: AdminProductQuery;
  onSort: (next: AdminProductQuery) => void;
  t: Translate;
}

/** A column heading that sorts by its column; aria-sort says which one and which way. */
function SortHeading({ column, label, query, onSort, t }: SortHeadingProps) {
  const active = query.sort === column;
  const direction = active ? (query.dir === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={direction}>
      <button type="button" className="products-sort" onClick={() => onSort(sortBy(query, column))} title={t('adminProducts.sortBy', { column: label })}>
        {label}
        <span className={`products-sort-icon is-${direction}`} aria-hidden="true" />
      </button>
    </th>
  );
}
