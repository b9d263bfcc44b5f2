import type { ImportSummary } from '#lib/admin/product-sheet';
import type { Translate } from '#i18n/format';
import { importFileUrl } from './import-api.ts';

interface Props {
  items: ImportSummary[];
  t: Translate;
  formatNumber: (n: number) => string;
  formatDateTime: (iso: string) => string;
}

/** Every import: who, when, the counts, its state, and the original file to download. */
export function ImportHistoryTable({ items, t, formatNumber, formatDateTime }: Props) {
  if (items.length === 0) return <p className="cell-sub">{t('adminImport.history.empty')}</p>;
  return (
    <table className="admin-table import-table">
      <thead>
        <tr>
          <th scope="col">{t('adminImport.history.when')}</th>
          <th scope="col">{t('adminImport.history.who')}</th>
          <th scope="col">{t('adminImport.history.file')}</th>
          <th scope="col">{t('adminImport.history.counts')}</th>
          <th scope="col">{t('adminImport.history.status')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td data-label={t('adminImport.history.when')}>{formatDateTime(item.createdAt)}</td>
            <td data-label={t('adminImport.history.who')}>
              <span dir="ltr">{item.actorEmail}</span>
            </td>
            <td data-label={t('adminImport.history.file')}>
              <a href={importFileUrl(item.id)} download>
                <bdi>{item.fileName}</bdi>
              </a>
            </td>
            <td data-label={t('adminImport.history.counts')}>
              {t('adminImport.history.countsText', {
                create: formatNumber(item.counts.create),
                update: formatNumber(item.counts.update),
                unchanged: formatNumber(item.counts.unchanged),
                problems: formatNumber(item.counts.badRows),
              })}
            </td>
            <td data-label={t('adminImport.history.status')}>
              {t(`adminImport.status.${item.status}`)}
              {item.status === 'applied' && <span className="cell-sub"> {t('adminImport.history.applied', { n: formatNumber(item.applied) })}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
