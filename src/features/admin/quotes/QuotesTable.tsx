import type { AdminQuote } from '#lib/inbox/types';
import { canChangeQuote } from '#lib/inbox/transitions';
import type { Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';
import { TableHead } from '../shared/TableHead.tsx';
import { StatusBadge } from '../inbox/StatusBadge.tsx';
import { quoteProductLabel } from './quote-product.ts';
import { QuoteProductTitle } from './QuoteProductTitle.tsx';
import { ADMIN_SECTION_PATHS } from '#lib/admin/sections';
import { localizePath } from '#i18n/locales';
import { formatMoney } from '#lib/format';
import { halalasToDecimal } from '#lib/quotations/totals';
import type { QuoteFilterStatus } from '#lib/inbox/types';

/** A quoted request past its quotation's validity reads as expired (issue 22). */
export const displayStatus = (quote: AdminQuote): QuoteFilterStatus => (quote.status === 'quoted' && quote.quotation?.expired ? 'expired' : quote.status);

interface QuotesTableProps {
  items: AdminQuote[];
  locale: Locale;
  t: Translate;
  formatDate: (iso: string) => string;
  formatNumber: (n: number) => string;
  busyId: number | null;
  onView: (quote: AdminQuote) => void;
  /** Asks to mark a quote finished (the inbox confirms first: there is no way back). */
  onFinish: (quote: AdminQuote) => void;
}

/** The quote requests, newest first, with their kind; pending rows can be marked finished, finished rows only viewed. */
export function QuotesTable({ items, locale, t, formatDate, formatNumber, busyId, onView, onFinish }: QuotesTableProps) {
  return (
    <table className="admin-table">
      <TableHead
        labels={[t('inbox.col.date'), t('inbox.col.type'), t('inbox.col.product'), t('inbox.col.customer'), t('inbox.col.quantity'), t('inbox.col.status'), t('inbox.col.actions')]}
      />
      <tbody>
        {items.map((quote) => {
          const product = quoteProductLabel(quote, locale, t);
          return (
            <tr key={quote.id} className={quote.status === 'pending' ? 'is-pending' : undefined}>
              <td data-label={t('inbox.col.date')}>
                <time dateTime={quote.createdAt}>{formatDate(quote.createdAt)}</time>
              </td>
              <td data-label={t('inbox.col.type')}>
                <span className="kind-badge">{t(`inbox.quote.kind.${quote.kind}`)}</span>
              </td>
              <td data-label={t('inbox.col.product')}>
                {quote.kind === 'list' && <span className="cell-strong">{t('inbox.quote.lineCount', { count: formatNumber(quote.lines.length) })}</span>}
                <span className={product.removed ? 'inbox-removed' : quote.kind === 'list' ? 'cell-sub' : 'cell-strong'}><QuoteProductTitle label={product} /></span>
                {product.removedNamed && <span className="cell-sub">{t('inbox.quote.productRemoved')}</span>}
                {(product.sku || product.partNumber) && (
                  <span className="cell-sub" dir="ltr">
                    {[product.sku, product.partNumber].filter(Boolean).join(' · ')}
                  </span>
                )}
              </td>
              <td data-label={t('inbox.col.customer')}>
                <span className="cell-strong">
                  <bdi>{quote.company}</bdi>
                </span>
                <span className="cell-sub">
                  <bdi>{quote.name}</bdi>
                </span>
                <a className="cell-sub" href={`mailto:${quote.email}`} dir="ltr">
                  {quote.email}
                </a>
                <a className="cell-sub" href={`tel:${quote.phoneCountryCode}${quote.phone}`} dir="ltr">
                  {quote.phoneCountryCode} {quote.phone}
                </a>
              </td>
              <td data-label={t('inbox.col.quantity')}>{formatNumber(quote.quantity)}</td>
              <td data-label={t('inbox.col.status')}>
                <StatusBadge status={displayStatus(quote)} label={t(`inbox.quote.status.${displayStatus(quote)}`)} />
                {quote.quotation && (
                  <span className="cell-sub">
                    <span dir="ltr">{quote.quotation.number}</span> · {formatMoney(halalasToDecimal(quote.quotation.totalHalalas), locale)}
                  </span>
                )}
              </td>
              <td data-label={t('inbox.col.actions')}>
                <div className="admin-actions">
                  <button type="button" className="btn btn-outline btn-small" onClick={() => onView(quote)} aria-label={t('inbox.action.viewQuote', { name: quote.name })}>
                    {t('inbox.action.view')}
                  </button>
                  {quote.status !== 'finished' && (
                    <a className="btn btn-primary btn-small" href={localizePath(`${ADMIN_SECTION_PATHS.quotes}/${quote.id}`, locale)} aria-label={`${t(quote.quotation ? 'quotation.editor.revise' : 'quotation.editor.open')}: ${quote.name}`}>
                      {t(quote.quotation ? 'quotation.editor.revise' : 'quotation.editor.open')}
                    </a>
                  )}
                  {canChangeQuote(quote.status, 'finished') && (
                    <button type="button" className="btn btn-secondary btn-small" disabled={busyId === quote.id} onClick={() => onFinish(quote)}>
                      {t('inbox.action.finish')}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
