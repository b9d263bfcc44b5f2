import { useState } from 'react';
import type { AccountQuote, AccountRequest, AccountRequestsPage } from '#lib/account/requests';
import { createT, plural, type Translate } from '#i18n/format';
import { intlLocale, localized, localizePath, type Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { dateTimeFormatter, idFormatter } from '../admin/shared/format.ts';
import { StatusBadge } from '../admin/inbox/StatusBadge.tsx';
import '../admin/inbox/inbox.css';
import { openQuoteDialog } from '../quotes/open-quote.ts';
import { accountRequest } from './account-api.ts';
import { RequestedLines } from '../quote-list/RequestedLines.tsx';
import { QuotationPanel } from './QuotationPanel.tsx';

interface RequestsListProps {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  /** The first page, read by the server with the page. */
  initial: AccountRequestsPage;
}

type More = { status: 'idle' | 'loading' | 'failed' };

/**
 * "My requests" on /account: the buyer's quote requests and messages, newest first, each with its
 * status and its history of status changes; "Show more" reads the next page after the last one
 * shown (keyset: a request arriving meanwhile neither repeats nor hides one).
 */
export default function RequestsList({ locale, messages, initial }: RequestsListProps) {
  const t = createT(messages);
  const [items, setItems] = useState(initial.items);
  const [next, setNext] = useState(initial.next);
  const [total, setTotal] = useState(initial.total);
  const [more, setMore] = useState<More>({ status: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const formatDate = dateTimeFormatter(locale);
  const formatId = idFormatter(locale);

  async function showMore() {
    if (!next) return;
    setMore({ status: 'loading' });
    const result = await accountRequest<AccountRequestsPage>(`/api/account/requests?before=${encodeURIComponent(next)}`);
    if (!result.ok) return setMore({ status: 'failed' });
    setItems((shown) => [...shown, ...result.data.items]);
    setNext(result.data.next);
    setMore({ status: 'idle' });
  }

  /**
   * "Request again": the quote dialog of the same kind, filled with this request's product,
   * quantity and notes, sent like any request (POST /api/quotes: validated, idempotent,
   * rate-limited); once it is saved the first page is read again and the new request heads it.
   */
  function requestAgain(item: AccountQuote) {
    if (item.kind === 'list') return;
    setNotice(null);
    openQuoteDialog({
      kind: item.kind,
      ...(item.product?.id ? { product: { id: item.product.id, sku: item.product.sku ?? '', partNumber: item.product.partNumber ?? '', nameEn: item.product.nameEn ?? '', nameAr: item.product.nameAr ?? '' } } : {}),
      again: { from: item.id, quantity: String(item.quantity), notes: item.notes, onSent: () => void reload() },
    });
  }

  async function reload() {
    const result = await accountRequest<AccountRequestsPage>('/api/account/requests');
    if (!result.ok) return;
    setItems(result.data.items);
    setNext(result.data.next);
    setTotal(result.data.total);
    setNotice(t('quotation.account.requestedAgain'));
  }

  if (total === 0) {
    return (
      <div className="account-empty">
        <p>{t('account.requests.empty')}</p>
        <a className="btn btn-outline" href={localizePath('/products', locale)}>
          {t('account.requests.browse')}
        </a>
      </div>
    );
  }

  return (
    <div className="account-requests">
      <p className="account-count">{plural(messages, locale, 'account.requests.count', total)}</p>
      <p className="account-requests-notice" role="status">
        {notice}
      </p>
      <ol className="account-request-list">
        {items.map((item) => (
          <li key={`${item.type}:${item.id}`} className="account-request" data-testid="account-request">
            <RequestCard
              item={item}
              t={t}
              locale={locale}
              messages={messages}
              formatDate={formatDate}
              formatId={formatId}
              onRequestAgain={requestAgain}
              onChange={(changed) => setItems((shown) => shown.map((s) => (s.type === changed.type && s.id === changed.id ? changed : s)))}
            />
          </li>
        ))}
      </ol>
      {more.status === 'failed' && (
        <p className="alert alert-error" role="alert">
          {t('account.requests.loadFailed')}
        </p>
      )}
      {next && (
        <button type="button" className="btn btn-outline" onClick={() => void showMore()} disabled={more.status === 'loading'} aria-busy={more.status === 'loading' || undefined}>
          {more.status === 'loading' && <span className="spinner" aria-hidden="true" />}
          {t(more.status === 'loading' ? 'account.requests.loadingMore' : more.status === 'failed' ? 'account.requests.retry' : 'account.requests.more')}
        </button>
      )}
    </div>
  );
}

interface CardProps {
  item: AccountRequest;
  messages: Partial<Record<MessageKey, string>>;
  onChange: (item: AccountRequest) => void;
  onRequestAgain: (item: AccountQuote) => void;
  t: Translate;
  locale: Locale;
  formatDate: (iso: string) => string;
  formatId: (id: number) => string;
}

function RequestCard({ item, t, locale, messages, formatDate, formatId, onChange, onRequestAgain }: CardProps) {
  const title = item.type === 'quote' ? t(`account.requests.kind.${item.kind}`) : t('account.requests.type.message');
  const headingId = `request-${item.type}-${item.id}`;
  // A quoted request whose quotation's validity ended reads as expired, as on the shop's side.
  const status = item.type === 'quote' && item.status === 'quoted' && item.quotation?.expired ? 'expired' : item.status;
  return (
    <article aria-labelledby={headingId}>
      <header className="account-request-head">
        <h3 id={headingId}>
          {title} <span className="account-request-number">{t('account.requests.number', { id: formatId(item.id) })}</span>
        </h3>
        <StatusBadge status={status} label={statusWord(t, item.type, status)} />
      </header>
      {item.type === 'quote' ? <QuoteBody item={item} t={t} locale={locale} /> : <p className="account-request-subject">
          <bdi>{item.subject}</bdi>
        </p>}
      <dl className="account-request-facts">
        <div>
          <dt>{t('account.requests.sent')}</dt>
          <dd>
            <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
          </dd>
        </div>
        {item.type === 'quote' && (
          <div>
            <dt>{t('account.requests.quantity')}</dt>
            <dd>{new Intl.NumberFormat(intlLocale(locale)).format(item.quantity)}</dd>
          </div>
        )}
      </dl>
      {item.type === 'quote' && item.quotation && (
        <QuotationPanel
          quotation={item.quotation}
          locale={locale}
          t={t}
          messages={messages}
          onAnswered={(quotation, status) => onChange({ ...item, quotation, status, history: [...item.history, { status, at: new Date().toISOString() }] })}
        />
      )}
      {item.type === 'quote' && canRequestAgain(item) && (
        <p className="account-request-again">
          <button type="button" className="btn btn-outline btn-small" aria-describedby={headingId} onClick={() => onRequestAgain(item)}>
            {t('quotation.account.requestAgain')}
          </button>
        </p>
      )}
      {item.history.length > 0 && (
        <details className="account-request-history">
          <summary>{t('account.requests.history')}</summary>
          <ol>
            <li>
              <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time> · {t('account.requests.history.sent')}
            </li>
            {item.history.map((change) => (
              <li key={change.at + change.status}>
                <time dateTime={change.at}>{formatDate(change.at)}</time> · {statusWord(t, item.type, change.status)}
              </li>
            ))}
          </ol>
        </details>
      )}
    </article>
  );
}

function QuoteBody({ item, t, locale }: { item: AccountQuote; t: Translate; locale: Locale }) {
  if (item.kind === 'home_lift') return <p className="account-request-product">{t('account.requests.homeLift')}</p>;
  if (item.kind === 'list') return <RequestedLines lines={item.lines} locale={locale} t={t} />;
  if (!item.product) return <p className="account-request-product">{t('account.requests.custom')}</p>;
  const name = localized(item.product, 'name', locale);
  return (
    <div className="account-request-product">
      {name && (
        <p className="account-request-name">
          <bdi>{name}</bdi>
        </p>
      )}
      <p className="account-request-codes">
        {item.product.sku && (
          <span>
            {t('account.requests.sku')} <bdi dir="ltr">{item.product.sku}</bdi>
          </span>
        )}
        {item.product.partNumber && (
          <span>
            {t('account.requests.partNumber')} <bdi dir="ltr">{item.product.partNumber}</bdi>
          </span>
        )}
      </p>
      {item.product.id === null && <p className="account-request-removed">{t('account.requests.productRemoved')}</p>}
    </div>
  );
}

/**
 * "Request again" is offered once a request is over: finished, accepted (the same parts again),
 * declined, or quoted with its quotation expired. Not while it is in review or its quotation is
 * open (a second request would duplicate the first), nor for a product no longer in the catalogue.
 */
export function canRequestAgain(item: AccountQuote): boolean {
  // A list request has no dialog to open again (issue 23): its lines are in the buyer's requests.
  if (item.kind === 'list' || (item.product && item.product.id === null)) return false;
  return item.status === 'finished' || item.status === 'accepted' || item.status === 'declined' || (item.status === 'quoted' && !!item.quotation?.expired);
}

/** A status in the buyer's words (they differ from the shop's: "In review", not "Pending"). */
function statusWord(t: Translate, type: AccountRequest['type'], status: AccountRequest['status'] | 'expired'): string {
  return t(`account.requests.status.${type}.${status}` as MessageKey);
}
