import { useState } from 'react';
import type { AdminQuote } from '#lib/inbox/types';
import { dir, intlLocale, type Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import ImageViewer from '../../viewer/ImageViewer.tsx';
import '../inbox/inbox.css';
import { dateTimeFormatter } from '../shared/format.ts';
import { InboxFrame } from '../inbox/InboxFrame.tsx';
import { QuoteDetailDialog } from './QuoteDetailDialog.tsx';
import { QuotesTable } from './QuotesTable.tsx';
import { useStatusChange } from '../inbox/use-status-change.ts';
import { useInbox } from '../inbox/use-inbox.ts';

interface QuotesInboxProps {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}

/**
 * /admin/quotes (island): the paged list of quote requests, their details (photos open full size
 * in the shop's image viewer), and marking them finished. `messages` holds `inbox.*` and `viewer.*`.
 */
export default function QuotesInbox({ locale, messages }: QuotesInboxProps) {
  const t = createT(messages);
  const inbox = useInbox<AdminQuote>('/api/admin/quotes');
  const [viewing, setViewing] = useState<AdminQuote | null>(null);
  const status = useStatusChange(t, inbox.reload);
  const formatDate = dateTimeFormatter(locale);
  const formatNumber = new Intl.NumberFormat(intlLocale(locale)).format;
  return (
    <>
      <InboxFrame t={t} state={inbox.state} emptyText={t('inbox.quotes.empty')} formatNumber={formatNumber} onRetry={inbox.reload} onPage={inbox.setPage} notice={status.notice}>
        <QuotesTable
          items={inbox.state.data?.items ?? []}
          locale={locale}
          t={t}
          formatDate={formatDate}
          formatNumber={formatNumber}
          busyId={status.busyId}
          onView={setViewing}
          onFinish={(quote) => status.change(quote.id, `/api/admin/quotes/${quote.id}`, 'finished')}
        />
      </InboxFrame>
      {viewing && (
        <QuoteDetailDialog
          quote={viewing}
          locale={locale}
          t={t}
          formatDate={formatDate}
          formatNumber={formatNumber}
          onClose={() => setViewing(null)}
          viewer={<ImageViewer messages={messages} intlLocale={intlLocale(locale)} rtl={dir(locale) === 'rtl'} />}
        />
      )}
    </>
  );
}
