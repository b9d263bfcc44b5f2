import { useEffect, useState } from 'react';
import type { OutboxItem, OutboxPage, OutboxQuery } from '#lib/admin/outbox';
import { intlLocale, type Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT, plural } from '#i18n/format';
import '../inbox/inbox.css';
import { adminRequest } from '../shared/admin-api.ts';
import { dateTimeFormatter } from '../shared/format.ts';
import { PagedListFrame } from '../shared/ListFrame.tsx';
import { useListLoad } from '../shared/use-list-load.ts';
import { outboxApiUrl, outboxQueryFrom, outboxSearch } from './outbox-query.ts';
import { OutboxFilters } from './OutboxFilters.tsx';
import { OutboxMessageDialog } from './OutboxMessageDialog.tsx';
import { OutboxTable } from './OutboxTable.tsx';
import './outbox.css';

interface OutboxAdminProps {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  /** The filter and page of the URL the page was opened with. */
  initialQuery: OutboxQuery;
}

/**
 * /admin/outbox (island): every e-mail the shop queued, newest first, filtered by status; each one
 * opens as its recipient sees it, and a dead one can be sent again. Filter and page live in the URL.
 */
export default function OutboxAdmin({ locale, messages, initialQuery }: OutboxAdminProps) {
  const t = createT(messages);
  const formatDate = dateTimeFormatter(locale);
  const formatNumber = new Intl.NumberFormat(intlLocale(locale)).format;
  const attempts = (count: number) => plural(messages, locale, 'adminOutbox.attempts', count);
  const [query, setQuery] = useState(initialQuery);
  const { state, reload } = useListLoad((signal) => adminRequest<OutboxPage>(outboxApiUrl(query), { signal }), [query]);
  const [viewing, setViewing] = useState<OutboxItem | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    const follow = () => setQuery(outboxQueryFrom(new URLSearchParams(window.location.search)));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  const navigate = (next: OutboxQuery) => {
    window.history.pushState(null, '', `${window.location.pathname}${outboxSearch(next)}`);
    setNotice(null);
    setQuery(next);
  };

  /** Queues a dead e-mail again (one step, keyed), then shows the list as it is now. */
  async function retry(item: OutboxItem): Promise<void> {
    setBusyId(item.id);
    setNotice(null);
    const result = await adminRequest<OutboxItem>(`/api/admin/outbox/${item.id}/retry`, { method: 'POST', body: {}, once: true });
    setBusyId(null);
    if (result.ok) setNotice({ tone: 'success', text: t('adminOutbox.retried') });
    else setNotice({ tone: 'error', text: t(result.error.status === 409 ? 'adminOutbox.retryConflict' : 'adminOutbox.retryFailed') });
    void reload();
  }

  const delivery = state.data?.delivery;
  return (
    <div className="outbox-admin">
      <p className="outbox-intro">{t('adminOutbox.intro')}</p>
      {delivery && delivery !== 'smtp' && (
        <p className="alert outbox-delivery" role="note">
          {t(delivery === 'mailbox' ? 'adminOutbox.delivery.mailbox' : 'adminOutbox.delivery.none')}
        </p>
      )}
      <OutboxFilters query={query} counts={state.data?.counts} t={t} formatNumber={formatNumber} onChange={navigate} />
      {notice && (
        <p className={`alert alert-${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      <PagedListFrame
        t={t}
        state={state}
        empty={t(query.status === 'all' ? 'adminOutbox.empty' : 'adminOutbox.emptyFiltered')}
        formatNumber={formatNumber}
        onRetry={() => void reload()}
        onPage={(page) => navigate({ ...query, page })}
      >
        {(page) => <OutboxTable items={page.items} t={t} formatDate={formatDate} attempts={attempts} busyId={busyId} onView={setViewing} onRetry={(item) => void retry(item)} />}
      </PagedListFrame>
      {viewing && (
        <OutboxMessageDialog
          item={viewing}
          t={t}
          formatDate={formatDate}
          formatNumber={formatNumber}
          attempts={attempts}
          busy={busyId === viewing.id}
          onRetry={() => {
            const item = viewing;
            setViewing(null);
            void retry(item);
          }}
          onClose={() => setViewing(null)}
        />
      )}
    </div>
  );
}
