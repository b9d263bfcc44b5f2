import type { MessageStatus, QuoteFilterStatus } from '#lib/inbox/types';
import type { EmailStatus } from '#lib/admin/outbox';

type Status = QuoteFilterStatus | MessageStatus | EmailStatus;

/** Icons tell the statuses apart without relying on colour alone. */
const ICONS: Record<Status, string> = {
  pending: 'M12 7v5l3 2M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  finished: 'M7 12.5l3.2 3.2L17 9M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  quoted: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h5',
  accepted: 'M5 12.5l4 4L19 7',
  declined: 'M6 6l12 12M18 6L6 18',
  expired: 'M6 3h12M6 21h12M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9',
  unread: 'M3 7l9 6 9-6M3 6h18v12H3z',
  read: 'M3 10l9-6 9 6v9H3zM3 10l9 6 9-6',
  archived: 'M3 4h18v4H3zM5 8v12h14V8M10 12h4',
  queued: 'M12 7v5l3 2M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  sending: 'M3 11l18-7-7 18-2-8z',
  sent: 'M7 12.5l3.2 3.2L17 9M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  dead: 'M12 4l9 16H3zM12 10v4M12 17v.5',
};

export function StatusBadge({ status, label }: { status: Status; label: string }) {
  return (
    <span className={`status-badge status-${status}`}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d={ICONS[status]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {label}
    </span>
  );
}
