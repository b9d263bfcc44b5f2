import type { ImportDetail } from '#lib/admin/product-sheet';
import type { Translate } from '#i18n/format';
import { errorMessage } from '#i18n/error-message';

interface Props {
  detail: ImportDetail;
  t: Translate;
  formatNumber: (n: number) => string;
}

/** The dry run's findings: the counts, every problem by row and column, and each change before → after. */
export function ImportResult({ detail, t, formatNumber }: Props) {
  const { counts } = detail;
  const cards = [
    ['create', counts.create],
    ['update', counts.update],
    ['unchanged', counts.unchanged],
    ['problems', counts.badRows],
  ] as const;
  return (
    <section className="import-result" aria-labelledby="import-result-title">
      <h2 id="import-result-title" className="import-heading">
        {t('adminImport.result.title', { rows: formatNumber(counts.rows) })}
      </h2>
      {detail.decodedFrom && <p className="alert alert-success">{t('adminImport.result.windows1256')}</p>}
      <ul className="import-counts">
        {cards.map(([kind, n]) => (
          <li key={kind} className={`import-count is-${kind}`} data-testid={`import-count-${kind}`}>
            <span className="import-count-value">{formatNumber(n)}</span>
            <span>{t(`adminImport.count.${kind}`)}</span>
          </li>
        ))}
      </ul>
      {counts.create + counts.update === 0 && counts.badRows === 0 && <p className="alert alert-success">{t('adminImport.result.nothing')}</p>}
      {detail.problems.length > 0 && (
        <>
          <h3 className="import-heading">{t('adminImport.problems.title')}</h3>
          {counts.problems > detail.problems.length && <p className="cell-sub">{t('adminImport.listedOf', { listed: formatNumber(detail.problems.length), total: formatNumber(counts.problems) })}</p>}
          <table className="admin-table import-table">
            <thead>
              <tr>
                <th scope="col">{t('adminImport.col.row')}</th>
                <th scope="col">{t('adminImport.col.column')}</th>
                <th scope="col">{t('adminImport.col.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.problems.map((p, i) => (
                <tr key={`${p.row}-${p.column}-${i}`}>
                  <td data-label={t('adminImport.col.row')}>{formatNumber(p.row)}</td>
                  <td data-label={t('adminImport.col.column')}>
                    <code dir="ltr">{p.column ?? '—'}</code>
                  </td>
                  <td data-label={t('adminImport.col.reason')}>{errorMessage(t, p.code, { max: p.max === undefined ? '' : formatNumber(p.max) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {detail.changes.length > 0 && (
        <>
          <h3 className="import-heading">{t('adminImport.changes.title')}</h3>
          {counts.create + counts.update > detail.changes.length && (
            <p className="cell-sub">{t('adminImport.listedOf', { listed: formatNumber(detail.changes.length), total: formatNumber(counts.create + counts.update) })}</p>
          )}
          <table className="admin-table import-table">
            <thead>
              <tr>
                <th scope="col">{t('adminImport.col.row')}</th>
                <th scope="col">{t('adminImport.col.sku')}</th>
                <th scope="col">{t('adminImport.col.action')}</th>
                <th scope="col">{t('adminImport.col.changes')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.changes.map((change) => (
                <tr key={change.row} data-testid="import-change">
                  <td data-label={t('adminImport.col.row')}>{formatNumber(change.row)}</td>
                  <td data-label={t('adminImport.col.sku')}>
                    <span dir="ltr">{change.sku}</span>
                  </td>
                  <td data-label={t('adminImport.col.action')}>{t(`adminImport.count.${change.action}`)}</td>
                  <td data-label={t('adminImport.col.changes')}>
                    <ul className="import-fields">
                      {change.fields.slice(0, change.action === 'create' ? 4 : undefined).map((f) => (
                        <li key={f.column}>
                          <code dir="ltr">{f.column}</code>{' '}
                          {change.action === 'update' && (
                            <>
                              <bdi className="import-before">{f.before || '∅'}</bdi> <span className="rtl-flip" aria-hidden="true">→</span>
                              <span className="visually-hidden">{t('adminImport.becomes')}</span>{' '}
                            </>
                          )}
                          <bdi className="import-after">{f.after || '∅'}</bdi>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
