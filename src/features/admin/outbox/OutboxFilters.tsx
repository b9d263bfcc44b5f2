import { EMAIL_STATUSES, OUTBOX_FILTERS, type EmailStatus, type OutboxQuery } from '#lib/admin/outbox';
import type { Translate } from '#i18n/format';

interface OutboxFiltersProps {
  query: OutboxQuery;
  /** How many e-mails each status holds (absent until the first page has loaded). */
  counts?: Record<EmailStatus, number>;
  t: Translate;
  formatNumber: (n: number) => string;
  /** A new filter starts again at page 1. */
  onChange: (query: OutboxQuery) => void;
}

/** All, or one status, as a row of toggle buttons with each status's count. */
export function OutboxFilters({ query, counts, t, formatNumber, onChange }: OutboxFiltersProps) {
  const total = counts ? EMAIL_STATUSES.reduce((sum, status) => sum + counts[status], 0) : undefined;
  return (
    <div className="outbox-filters" role="group" aria-label={t('adminOutbox.filter.label')}>
      {OUTBOX_FILTERS.map((filter) => {
        const label = t(filter === 'all' ? 'adminOutbox.filter.all' : `adminOutbox.status.${filter}`);
        const count = filter === 'all' ? total : counts?.[filter];
        return (
          <button
            key={filter}
            type="button"
            className={`btn btn-small ${query.status === filter ? 'btn-primary' : 'btn-outline'}${filter === 'dead' && count ? ' outbox-filter-dead' : ''}`}
            aria-pressed={query.status === filter}
            onClick={() => onChange({ status: filter, page: 1 })}
          >
            {count === undefined ? label : t('adminOutbox.filter.count', { label, count: formatNumber(count) })}
          </button>
        );
      })}
    </div>
  );
}
