import type { AdminCategory } from '#lib/admin/categories';
import { localized, type Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';
import { TableHead } from '../shared/TableHead.tsx';
import { placementKey } from './placement.ts';

interface CategoriesTableProps {
  categories: AdminCategory[];
  locale: Locale;
  t: Translate;
  formatNumber: (n: number) => string;
  onRename: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}

/** Every category with both names, its link name, where the filter bar shows it and how many products use it. */
export function CategoriesTable({ categories, locale, t, formatNumber, onRename, onDelete }: CategoriesTableProps) {
  const col = {
    nameEn: t('adminSite.categories.col.nameEn'),
    nameAr: t('adminSite.categories.col.nameAr'),
    slug: t('adminSite.categories.col.slug'),
    group: t('adminSite.categories.col.group'),
    products: t('adminSite.categories.col.products'),
    actions: t('adminSite.categories.col.actions'),
  };
  return (
    <table className="admin-table categories-table">
      <TableHead labels={Object.values(col)} />
      <tbody>
        {categories.map((category) => {
          const name = localized(category, 'name', locale);
          return (
            <tr key={category.id}>
              <td data-label={col.nameEn}>
                <span className="cell-strong">
                  <bdi lang="en">{category.nameEn}</bdi>
                </span>
              </td>
              <td data-label={col.nameAr}>
                <span className="cell-strong">
                  <bdi lang="ar">{category.nameAr}</bdi>
                </span>
              </td>
              <td data-label={col.slug}>
                <code dir="ltr">{category.slug}</code>
              </td>
              <td data-label={col.group}>{t(placementKey(category))}</td>
              <td data-label={col.products}>{formatNumber(category.productCount)}</td>
              <td data-label={col.actions}>
                <div className="admin-actions">
                  <button type="button" className="btn btn-outline btn-small" onClick={() => onRename(category)} aria-label={t('adminSite.categories.renameOf', { name })}>
                    {t('adminSite.categories.rename')}
                  </button>
                  <button type="button" className="btn btn-outline btn-small btn-outline-danger" onClick={() => onDelete(category)} aria-label={t('adminSite.categories.deleteOf', { name })}>
                    {t('adminSite.categories.delete')}
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
