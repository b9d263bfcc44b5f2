import type { AdminMessage } from '#lib/inbox/types';
import { canChangeMessage } from '#lib/inbox/transitions';
import type { Translate } from '#i18n/format';
import { TableHead } from '../shared/TableHead.tsx';
import { StatusBadge } from '../inbox/StatusBadge.tsx';

interface MessagesTableProps {
  items: AdminMessage[];
  t: Translate;
  formatDate: (iso: string) => string;
  busyId: number | null;
  onView: (message: AdminMessage) => void;
  onChange: (message: AdminMessage, status: 'read' | 'archived') => void;
}

/** Contact messages, newest first, unread ones highlighted; actions only where SPEC §4 allows them. */
export function MessagesTable({ items, t, formatDate, busyId, onView, onChange }: MessagesTableProps) {
  return (
    <table className="admin-table">
      <TableHead labels={[t('inbox.col.date'), t('inbox.col.sender'), t('inbox.col.subject'), t('inbox.col.status'), t('inbox.col.actions')]} />
      <tbody>
        {items.map((message) => (
          <tr key={message.id} className={message.status === 'unread' ? 'is-unread' : undefined}>
            <td data-label={t('inbox.col.date')}>
              <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
            </td>
            <td data-label={t('inbox.col.sender')}>
              <span className="cell-strong"><bdi>{message.name}</bdi></span>
              {message.company && <span className="cell-sub"><bdi>{message.company}</bdi></span>}
              <a className="cell-sub" href={`mailto:${message.email}`} dir="ltr">
                {message.email}
              </a>
            </td>
            <td data-label={t('inbox.col.subject')}>
              <span className="cell-subject"><bdi>{message.subject}</bdi></span>
            </td>
            <td data-label={t('inbox.col.status')}>
              <StatusBadge status={message.status} label={t(`inbox.message.status.${message.status}`)} />
            </td>
            <td data-label={t('inbox.col.actions')}>
              <div className="admin-actions">
                <button type="button" className="btn btn-outline btn-small" onClick={() => onView(message)} aria-label={t('inbox.action.viewMessage', { name: message.name })}>
                  {t('inbox.action.view')}
                </button>
                {canChangeMessage(message.status, 'read') && (
                  <button type="button" className="btn btn-secondary btn-small" disabled={busyId === message.id} onClick={() => onChange(message, 'read')}>
                    {t('inbox.action.markRead')}
                  </button>
                )}
                {canChangeMessage(message.status, 'archived') && (
                  <button type="button" className="btn btn-outline btn-small" disabled={busyId === message.id} onClick={() => onChange(message, 'archived')}>
                    {t('inbox.action.archive')}
                  </button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
