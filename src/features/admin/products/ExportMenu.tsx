import type { AdminProductQuery } from '#lib/admin/products';
import { SHEET_FORMATS, type SheetFormat } from '#lib/admin/product-sheet';
import type { Translate } from '#i18n/format';
import { hasSearchOrFilter } from './list-query.ts';

interface Props {
  query: AdminProductQuery;
  t: Translate;
}

/** The export's address: the whole catalogue, or what the table's search and filters show. */
export function exportUrl(format: SheetFormat, query?: Pick<AdminProductQuery, 'q' | 'status' | 'sale'>): string {
  const params = new URLSearchParams({ format });
  if (query) {
    if (query.q) params.set('q', query.q);
    if (query.status !== 'all') params.set('status', query.status);
    if (query.sale !== 'all') params.set('sale', query.sale);
  }
  return `/api/admin/product-export?${params}`;
}

const LABEL = { csv: 'Csv', xlsx: 'Xlsx' } as const;

/** Downloads of the catalogue as CSV or Excel (a disclosure: plain links, no script needed to follow them). */
export function ExportMenu({ query, t }: Props) {
  const filtered = hasSearchOrFilter(query);
  return (
    <details className="export-menu">
      <summary className="btn btn-outline">{t('adminImport.export')}</summary>
      <ul className="export-menu-list" aria-label={t('adminImport.export.label')}>
        {SHEET_FORMATS.map((format) => (
          <li key={format}>
            <a href={exportUrl(format)} download>
              {t(`adminImport.export.all${LABEL[format]}`)}
            </a>
          </li>
        ))}
        {filtered &&
          SHEET_FORMATS.map((format) => (
            <li key={`f-${format}`}>
              <a href={exportUrl(format, query)} download>
                {t(`adminImport.export.filtered${LABEL[format]}`)}
              </a>
            </li>
          ))}
      </ul>
    </details>
  );
}
