import { useEffect, useId, useState } from 'react';
import type { Translate } from '#i18n/format';
import { plural } from '#i18n/format';
import type { Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { errorMessage } from '#i18n/error-message';
import { countdown, formatCountdown } from '#lib/countdown';
import { formatDate, formatMoney, formatNumber, formatPercent } from '#lib/format';
import { halalasToDecimal } from '#lib/quotations/totals';
import { quotationPdfUrl, validityEnd, type Quotation } from '#lib/quotations/types';
import { accountRequest } from './account-api.ts';

type Action = 'accept' | 'decline' | 'change';

interface Props {
  quotation: Quotation;
  locale: Locale;
  t: Translate;
  messages: Partial<Record<MessageKey, string>>;
  /** The request's status after an answer (accepted, declined, back to pending). */
  onAnswered: (quotation: Quotation, requestStatus: 'accepted' | 'declined' | 'pending') => void;
}

const day = (value: string, locale: Locale) => formatDate(`${value}T12:00:00+03:00`, locale, { dateStyle: 'long', timeZone: 'Asia/Riyadh' });

/** The shop's quotation on "My requests" (issue 22): lines, totals, validity with a countdown, the PDF, and the buyer's answer. */
export function QuotationPanel({ quotation, locale, t, messages, onAnswered }: Props) {
  const id = useId();
  const end = validityEnd(quotation.validUntil);
  // The clock starts after hydration: the server's second and the browser's would differ.
  const [now, setNow] = useState<Date | null>(null);
  const [asking, setAsking] = useState<Action | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = quotation.status === 'sent';
  const left = open && now ? countdown(end, now) : null;
  const expired = open && (now ? !left : quotation.expired);

  useEffect(() => {
    if (!open) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [open]);

  const money = (halalas: number) => formatMoney(halalasToDecimal(halalas), locale);

  async function answer(action: Action) {
    setBusy(true);
    setError(null);
    const result = await accountRequest<Quotation>(`/api/account/quotations/${quotation.id}/response`, { method: 'POST', body: { action, note } });
    setBusy(false);
    if (!result.ok) return setError(errorMessage(t, result.error.code === 'invalid_input' ? Object.values(result.error.fields ?? {})[0] : result.error.code));
    setAsking(null);
    onAnswered(result.data, action === 'accept' ? 'accepted' : action === 'decline' ? 'declined' : 'pending');
  }

  const status = expired ? 'expired' : quotation.status;
  return (
    <section className="account-quotation" aria-labelledby={`${id}-title`} data-testid="account-quotation">
      <header className="account-quotation-head">
        <h4 id={`${id}-title`}>{t('quotation.account.heading', { number: quotation.number ?? '' })}</h4>
        <span className={`status-badge status-${status === 'sent' ? 'quoted' : status === 'change_requested' ? 'pending' : status}`}>{t(`quotation.status.${status}`)}</span>
      </header>
      {quotation.version > 1 && <p className="account-quotation-version">{t('quotation.version', { version: formatNumber(quotation.version, locale) })}</p>}
      {/* In a narrow card each line stacks its cells (account.css); a wide table scrolls in this frame, never the page. */}
      <div className="account-quotation-table">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('quotation.col.item')}</th>
              <th scope="col">{t('quotation.col.unitPrice')}</th>
              <th scope="col">{t('quotation.col.quantity')}</th>
              <th scope="col">{t('quotation.col.discount')}</th>
              <th scope="col">{t('quotation.col.total')}</th>
            </tr>
          </thead>
          <tbody>
            {quotation.lines.map((line, index) => (
              <tr key={index}>
                <td>
                  <bdi>{line.description}</bdi>
                  {(line.sku || line.partNumber) && (
                    <span className="account-quotation-codes" dir="ltr">
                      {[line.sku, line.partNumber].filter(Boolean).join(' · ')}
                    </span>
                  )}
                  {line.leadTime && <span className="account-quotation-codes">{t('quotation.col.leadTime')}: <bdi>{line.leadTime}</bdi></span>}
                </td>
                <td data-label={t('quotation.col.unitPrice')}>{money(line.unitPriceHalalas)}</td>
                <td data-label={t('quotation.col.quantity')}>{formatNumber(line.quantity, locale)}</td>
                <td data-label={t('quotation.col.discount')}>{line.discountBp ? formatPercent(line.discountBp / 10_000, locale) : '—'}</td>
                <td data-label={t('quotation.col.total')}>{money(line.lineTotalHalalas)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="account-quotation-totals">
        <dt>{t('quotation.subtotal')}</dt>
        <dd>{money(quotation.subtotalHalalas)}</dd>
        <dt>{t('quotation.vat')}</dt>
        <dd>{money(quotation.vatHalalas)}</dd>
        <dt className="account-quotation-grand">{t('quotation.total')}</dt>
        <dd className="account-quotation-grand">{money(quotation.totalHalalas)}</dd>
      </dl>
      {quotation.deliveryTerms && (
        <p>
          <strong>{t('quotation.deliveryTerms')}:</strong> <bdi>{quotation.deliveryTerms}</bdi>
        </p>
      )}
      <p className="account-quotation-validity">
        {t('quotation.validity')} <time dateTime={quotation.validUntil}>{day(quotation.validUntil, locale)}</time>
        {left && (
          <>
            {' · '}
            <span data-testid="quotation-countdown">{t('quotation.account.expiresIn', { time: formatCountdown(left, locale, (n) => plural(messages, locale, 'catalogue.countdown.days', n)) })}</span>
          </>
        )}
      </p>
      {expired && <p className="alert alert-warning">{t('quotation.account.expired', { date: day(quotation.validUntil, locale) })}</p>}
      {quotation.status === 'accepted' && <p className="alert alert-success">{t('quotation.account.accepted')}</p>}
      {quotation.status === 'declined' && <p className="alert alert-info">{t('quotation.account.declined')}</p>}
      {quotation.status === 'change_requested' && <p className="alert alert-info">{t('quotation.account.changeRequested')}</p>}
      <div className="account-quotation-actions">
        <a className="btn btn-outline btn-small" href={quotationPdfUrl(quotation.id, 'account')} download>
          {t('quotation.downloadPdf')}
        </a>
        {open && !expired && !asking && (
          <>
            <button type="button" className="btn btn-primary btn-small" onClick={() => setAsking('accept')}>
              {t('quotation.account.accept')}
            </button>
            <button type="button" className="btn btn-outline btn-small" onClick={() => setAsking('decline')}>
              {t('quotation.account.decline')}
            </button>
            <button type="button" className="btn btn-outline btn-small" onClick={() => setAsking('change')}>
              {t('quotation.account.requestChange')}
            </button>
          </>
        )}
      </div>
      {asking && (
        <form
          className="account-quotation-answer"
          onSubmit={(event) => {
            event.preventDefault();
            void answer(asking);
          }}
        >
          <label htmlFor={`${id}-note`}>{t(asking === 'change' ? 'quotation.account.changeNote' : 'quotation.account.note')}</label>
          <textarea id={`${id}-note`} rows={3} value={note} onChange={(e) => setNote(e.target.value)} required={asking === 'change'} maxLength={1000} />
          {error && (
            <p className="alert alert-error" role="alert">
              {error}
            </p>
          )}
          <div className="account-quotation-actions">
            <button type="submit" className="btn btn-primary btn-small" disabled={busy}>
              {t(asking === 'accept' ? 'quotation.account.accept' : asking === 'decline' ? 'quotation.account.decline' : 'quotation.account.requestChange')}
            </button>
            <button type="button" className="btn btn-outline btn-small" onClick={() => setAsking(null)}>
              {t('quotation.account.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
