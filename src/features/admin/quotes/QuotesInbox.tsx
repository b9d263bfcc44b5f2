import { useState } from 'react';
import { QUOTE_FILTER_STATUSES, type AdminQuote, type QuoteFilterStatus } from '#lib/inbox/types';
import { isInboxFiltered, type InboxQuery } from '#lib/inbox/query';
import { dir, type Locale } from '#i18n/locales';
import { numberFormatter } from '#lib/format';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import ImageViewer from '../../viewer/ImageViewer.tsx';
import '../inbox/inbox.css';
import { useInbox } from '../inbox/use-inbox.ts';
import { InboxFilters } from '../inbox/InboxFilters.tsx';
import { useStatusChange } from '../inbox/use-status-change.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { dateTimeFormatter, idFormatter } from '../shared/format.ts';
import { PagedListFrame } from '../shared/ListFrame.tsx';
import { QuoteDetailDialog } from './QuoteDetailDialog.tsx';
import { quoteProductLabel } from './quote-product.ts';
import { QuoteProductTitle } from './QuoteProductTitle.tsx';
import { QuotesTable } from './QuotesTable.tsx';

interface QuotesInboxProps {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  /** The search, filters and page of the address the page was opened with. */
  initialQuery: InboxQuery<QuoteFilterStatus>;
}

/**
 * /admin/quotes (island): the paged list of quote requests, searched by company, name, e-mail, SKU or
 * part number and filtered by status and date (all in the address), their details (photos open full
 * size in the shop's image viewer), and marking them finished once the admin confirms. `messages`
 * holds `inbox.*`, `admin.list.*`, `admin.pager.*`, `viewer.*` and `errors.date_range_reversed`.
 */
export default function QuotesInbox({ locale, messages, initialQuery }: QuotesInboxProps) {
  const t = createT(messages);
  const inbox = useInbox<AdminQuote, QuoteFilterStatus>('/api/admin/quotes', QUOTE_FILTER_STATUSES, initialQuery);
  const [viewing, setViewing] = useState<AdminQuote | null>(null);
  const [finishing, setFinishing] = useState<AdminQuote | null>(null);
  const status = useStatusChange(t, inbox.reload);
  const formatDate = dateTimeFormatter(locale);
  const formatNumber = numberFormatter(locale);
  const formatId = idFormatter(locale);
  return (
    <>
      <InboxFilters
        query={inbox.query}
        statuses={QUOTE_FILTER_STATUSES}
        statusLabel={(status) => t(`inbox.quote.status.${status}`)}
        searchHint={t('inbox.filters.quotesHint')}
        t={t}
        onChange={inbox.navigate}
      />
      <PagedListFrame t={t} state={inbox.state} empty={t(isInboxFiltered(inbox.query) ? 'inbox.filters.noMatch' : 'inbox.quotes.empty')} formatNumber={formatNumber} onRetry={inbox.reload} onPage={inbox.setPage} notice={status.notice}>
        {(page) => (
        <QuotesTable
          items={page.items}
          locale={locale}
          t={t}
          formatDate={formatDate}
          formatNumber={formatNumber}
          busyId={status.busyId}
          onView={setViewing}
          onFinish={setFinishing}
        />
        )}
      </PagedListFrame>
      {viewing && (
        <QuoteDetailDialog
          quote={viewing}
          locale={locale}
          t={t}
          formatDate={formatDate}
          formatNumber={formatNumber}
          formatId={formatId}
          onClose={() => setViewing(null)}
          viewer={<ImageViewer messages={messages} locale={locale} rtl={dir(locale) === 'rtl'} />}
        />
      )}
      {finishing && (
        <ConfirmDialog
          title={t('inbox.confirm.finishTitle', { id: formatId(finishing.id) })}
          confirmLabel={t('inbox.action.finish')}
          cancelLabel={t('inbox.action.cancel')}
          onCancel={() => setFinishing(null)}
          onConfirm={() => {
            setFinishing(null);
            void status.change(finishing.id, `/api/admin/quotes/${finishing.id}`, 'finished');
          }}
        >
          <p className="cell-strong">
            <bdi>{finishing.company}</bdi> · <bdi>{finishing.name}</bdi> · <QuoteProductTitle label={quoteProductLabel(finishing, locale, t)} />
          </p>
          <p>{t('inbox.confirm.finishText')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
