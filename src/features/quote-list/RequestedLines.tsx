import { localized, type Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';
import { formatNumber } from '#lib/format';
import type { RequestedLine } from '#lib/quote-list';
import './requested-lines.css';

/** The words it shows: the admin inbox and the buyer's account pick them into their islands. */
export const REQUESTED_LINES_MESSAGES = ['quoteList.lines.'] as const;

/**
 * A sent list request's lines (issue 23), for the admin's quote detail and the buyer's "My
 * requests": each product as it was asked for, or the number the catalogue did not know, marked.
 */
export function RequestedLines({ lines, locale, t }: { lines: readonly RequestedLine[]; locale: Locale; t: Translate }) {
  return (
    <table className="requested-lines" data-testid="requested-lines">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('quoteList.lines.part')}</th>
          <th scope="col">{t('quoteList.lines.quantity')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index} className={line.requested !== null ? 'is-requested' : undefined}>
            <td>{formatNumber(index + 1, locale)}</td>
            <td>
              {line.requested !== null ? (
                <>
                  <bdi dir="ltr" className="requested-number">
                    {line.requested}
                  </bdi>{' '}
                  <span className="requested-badge">{t('quoteList.lines.notInCatalogue')}</span>
                </>
              ) : (
                <>
                  <bdi>{localized({ nameEn: line.nameEn ?? '', nameAr: line.nameAr ?? '' }, 'name', locale)}</bdi>
                  <span className="requested-codes">
                    {t('quoteList.lines.sku')} <bdi dir="ltr">{line.sku}</bdi> · {t('quoteList.lines.partNumber')} <bdi dir="ltr">{line.partNumber}</bdi>
                    {line.productId === null && ` · ${t('quoteList.lines.removed')}`}
                  </span>
                </>
              )}
            </td>
            <td>{formatNumber(line.quantity, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
