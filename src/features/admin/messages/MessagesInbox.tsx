import { useState } from 'react';
import type { AdminMessage } from '#lib/inbox/types';
import type { Locale } from '#i18n/locales';
import { numberFormatter } from '#lib/format';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import '../inbox/inbox.css';
import { useInbox } from '../inbox/use-inbox.ts';
import { useStatusChange } from '../inbox/use-status-change.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { dateTimeFormatter, idFormatter } from '../shared/format.ts';
import { PagedListFrame } from '../shared/ListFrame.tsx';
import { MessageDetailDialog } from './MessageDetailDialog.tsx';
import { MessagesTable } from './MessagesTable.tsx';

interface MessagesInboxProps {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}

/**
 * /admin/messages (island): the paged list of contact messages, their details, read and archive.
 * Archiving cannot be undone, so the admin confirms it first.
 */
export default function MessagesInbox({ locale, messages }: MessagesInboxProps) {
  const t = createT(messages);
  const inbox = useInbox<AdminMessage>('/api/admin/messages');
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
      <PagedListFrame t={t} state={inbox.state} empty={t('inbox.messages.empty')} formatNumber={formatNumber} onRetry={inbox.reload} onPage={inbox.setPage} notice={status.notice}>
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
