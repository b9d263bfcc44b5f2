import type { OutboxItem } from '#lib/admin/outbox';
import type { Translate } from '#i18n/format';
import { StatusBadge } from '../inbox/StatusBadge.tsx';
import { TableHead } from '../shared/TableHead.tsx';

interface OutboxTableProps {
  items: OutboxItem[];
  t: Translate;
  formatDate: (iso: string) => string;
  attempts: (count: number) => string;
  busyId: number | null;
  onView: (item: OutboxItem) => void;
  onRetry: (item: OutboxItem) => void;
}

/** The e-mails of one page: when, to whom, what, and how sending went; View for each, Send again for dead ones. */
export function OutboxTable({ items, t, formatDate, attempts, busyId, onView, onRetry }: OutboxTableProps) {
  return (
    <table className="admin-table outbox-table">
      <TableHead labels={[t('adminOutbox.col.date'), t('adminOutbox.col.to'), t('adminOutbox.col.subject'), t('adminOutbox.col.status'), t('adminOutbox.col.actions')]} />
      <tbody>
        {items.map((item) => (
          <tr key={item.id} className={item.status === 'dead' ? 'is-dead' : undefined}>
            <td data-label={t('adminOutbox.col.date')}>
              <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
            </td>
            <td data-label={t('adminOutbox.col.to')}>
              <span className="outbox-address" dir="ltr">
                {item.to}
              </span>
            </td>
            <td data-label={t('adminOutbox.col.subject')}>
              <span className="cell-strong">
                <bdi>{item.subject}</bdi>
              </span>
              <span className="cell-sub">{t(`adminOutbox.template.${item.template}`)}</span>
            </td>
            <td data-label={t('adminOutbox.col.status')}>
              <StatusBadge status={item.status} label={t(`adminOutbox.status.${item.status}`)} />
              <span className="cell-sub">{attempts(item.attempts)}</span>
              {item.status === 'sent' && item.sentAt && <span className="cell-sub">{t('adminOutbox.sentAt', { date: formatDate(item.sentAt) })}</span>}
              {item.status === 'queued' && item.nextAttemptAt && item.attempts > 0 && <span className="cell-sub">{t('adminOutbox.nextAttempt', { date: formatDate(item.nextAttemptAt) })}</span>}
              {item.lastError && item.status !== 'sent' && <span className="cell-sub outbox-error">{t(`adminOutbox.error.${item.lastError}`)}</span>}
            </td>
            <td data-label={t('adminOutbox.col.actions')}>
              <div className="admin-actions">
                <button type="button" className="btn btn-outline btn-small" onClick={() => onView(item)} aria-label={t('adminOutbox.action.viewEmail', { subject: item.subject })}>
                  {t('adminOutbox.action.view')}
                </button>
                {item.status === 'dead' && (
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    disabled={busyId === item.id}
                    onClick={() => onRetry(item)}
                    aria-label={t('adminOutbox.action.retryEmail', { subject: item.subject })}
                  >
                    {t('adminOutbox.action.retry')}
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
