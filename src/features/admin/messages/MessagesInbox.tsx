import { useState } from 'react';
import { MESSAGE_STATUSES, type AdminMessage, type MessageStatus } from '#lib/inbox/types';
import { isInboxFiltered, type InboxQuery } from '#lib/inbox/query';
import type { Locale } from '#i18n/locales';
import { numberFormatter } from '#lib/format';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import '../inbox/inbox.css';
import { useInbox } from '../inbox/use-inbox.ts';
import { InboxFilters } from '../inbox/InboxFilters.tsx';
import { useStatusChange } from '../inbox/use-status-change.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { dateTimeFormatter, idFormatter } from '../shared/format.ts';
import { PagedListFrame } from '../shared/ListFrame.tsx';
import { MessageDetailDialog } from './MessageDetailDialog.tsx';
import { MessagesTable } from './MessagesTable.tsx';

interface MessagesInboxProps {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  /** The search, filters and page of the address the page was opened with. */
  initialQuery: InboxQuery<MessageStatus>;
}

/**
 * /admin/messages (island): the paged list of contact messages, searched by company, name or e-mail
 * and filtered by status and date (all in the address), their details, read and archive.
 * Archiving cannot be undone, so the admin confirms it first.
 */
export default function MessagesInbox({ locale, messages, initialQuery }: MessagesInboxProps) {
  const t = createT(messages);
  const inbox = useInbox<AdminMessage, MessageStatus>('/api/admin/messages', MESSAGE_STATUSES, initialQuery);
  const [viewing, setViewing] = useState<AdminMessage | null>(null);
  const [archiving, setArchiving] = useState<AdminMessage | null>(null);
  const status = useStatusChange(t, inbox.reload);
  const formatDate = dateTimeFormatter(locale);
  const formatNumber = numberFormatter(locale);
  const formatId = idFormatter(locale);
  const change = (message: AdminMessage, to: 'read' | 'archived') => {
    if (to === 'archived') return setArchiving(message);
    void status.change(message.id, `/api/admin/messages/${message.id}`, to);
  };
  return (
    <>
      <InboxFilters
        query={inbox.query}
        statuses={MESSAGE_STATUSES}
        statusLabel={(status) => t(`inbox.message.status.${status}`)}
        searchHint={t('inbox.filters.messagesHint')}
        t={t}
        onChange={inbox.navigate}
      />
      <PagedListFrame t={t} state={inbox.state} empty={t(isInboxFiltered(inbox.query) ? 'inbox.filters.noMatch' : 'inbox.messages.empty')} formatNumber={formatNumber} onRetry={inbox.reload} onPage={inbox.setPage} notice={status.notice}>
        {(page) => <MessagesTable items={page.items} t={t} formatDate={formatDate} busyId={status.busyId} onView={setViewing} onChange={change} />}
      </PagedListFrame>
      {viewing && (
        <MessageDetailDialog
          message={viewing}
          t={t}
          formatDate={formatDate}
          formatId={formatId}
          onChange={(to) => {
            setViewing(null);
            change(viewing, to);
          }}
          onClose={() => setViewing(null)}
        />
      )}
      {archiving && (
        <ConfirmDialog
          title={t('inbox.confirm.archiveTitle', { id: formatId(archiving.id) })}
          confirmLabel={t('inbox.action.archive')}
          cancelLabel={t('inbox.action.cancel')}
          onCancel={() => setArchiving(null)}
          onConfirm={() => {
            setArchiving(null);
            void status.change(archiving.id, `/api/admin/messages/${archiving.id}`, 'archived');
          }}
        >
          <p className="cell-strong">
            <bdi>{archiving.name}</bdi> · <bdi>{archiving.subject}</bdi>
          </p>
          <p>{t('inbox.confirm.archiveText')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
