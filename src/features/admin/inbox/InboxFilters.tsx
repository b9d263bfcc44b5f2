import { useId, useRef, useState } from 'react';
import { DEFAULT_INBOX_QUERY, INBOX_SEARCH_MAX, isInboxFiltered, type InboxQuery } from '#lib/inbox/query';
import type { Translate } from '#i18n/format';
import { errorMessage } from '#i18n/error-message';
import { useAdoptEarlyInput } from '../../forms/adopt-early-input.ts';
import './inbox-filters.css';

interface InboxFiltersProps<S extends string> {
  query: InboxQuery<S>;
  statuses: readonly S[];
  /** A status's words in the admin's language. */
  statusLabel: (status: S) => string;
  /** What the search box matches in this inbox ("Company, e-mail or SKU"). */
  searchHint: string;
  t: Translate;
  /** A new search or filter always starts again at page 1. */
  onChange: (query: InboxQuery<S>) => void;
}

/**
 * An inbox's search and filters (issue 20), the same for every inbox: choosing a status applies the
 * form as it reads; the search and the dates apply with the Filter button or Enter (not as typed: a
 * date typed digit by digit passes through other dates). All of it lives in the address (useInbox). `t` holds `inbox.filters.*` and
 * `errors.date_range_reversed`.
 */
export function InboxFilters<S extends string>({ query, statuses, statusLabel, searchHint, t, onChange }: InboxFiltersProps<S>) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [typed, setTyped] = useState({ q: query.q, from: query.from, to: query.to });
  const [reversed, setReversed] = useState(false);
  // Back and forward change the query under the form: the boxes follow. Compared while rendering, not
  // in an effect: an effect would also run when the island mounts and erase what was typed before.
  const applied = [query.q, query.from, query.to].join('\n');
  const [shownFor, setShownFor] = useState(applied);
  if (shownFor !== applied) {
    setShownFor(applied);
    setTyped({ q: query.q, from: query.from, to: query.to });
    setReversed(false);
  }
  // A search typed while the page was still becoming live is kept (ADR 0035).
  useAdoptEarlyInput(formRef);

  const edit = (change: Partial<typeof typed>) => {
    setTyped((current) => ({ ...current, ...change }));
    setReversed(false);
  };

  /** The form as it reads (what is typed, and the status chosen), or null while its range is reversed. */
  const apply = (status: InboxQuery<S>['status']) => {
    if (typed.from && typed.to && typed.to < typed.from) return setReversed(true);
    onChange({ ...query, q: typed.q.trim(), from: typed.from, to: typed.to, status, page: 1 });
  };

  return (
    <form
      ref={formRef}
      className="inbox-filters"
      role="search"
      aria-label={t('inbox.filters.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply(query.status);
      }}
    >
      <div className="field inbox-filter-search">
        <label htmlFor={`${id}-q`}>{t('inbox.filters.search')}</label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          value={typed.q}
          maxLength={INBOX_SEARCH_MAX}
          autoComplete="off"
          dir="auto"
          aria-describedby={`${id}-q-hint`}
          onChange={(event) => edit({ q: event.target.value })}
        />
        <p id={`${id}-q-hint`} className="field-hint">
          {searchHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>{t('inbox.filters.status')}</label>
        <select id={`${id}-status`} name="status" value={query.status} onChange={(event) => apply(event.target.value as InboxQuery<S>['status'])}>
          <option value="all">{t('inbox.filters.allStatuses')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="field inbox-filter-date">
        <label htmlFor={`${id}-from`}>{t('inbox.filters.from')}</label>
        <input id={`${id}-from`} name="from" type="date" value={typed.from} min="2000-01-01" max="9998-12-31" onChange={(event) => edit({ from: event.target.value })} />
      </div>
      <div className="field inbox-filter-date">
        <label htmlFor={`${id}-to`}>{t('inbox.filters.to')}</label>
        <input
          id={`${id}-to`}
          name="to"
          type="date"
          value={typed.to}
          min={typed.from || '2000-01-01'}
          max="9998-12-31"
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? `${id}-to-error` : undefined}
          onChange={(event) => edit({ to: event.target.value })}
        />
        {reversed && (
          <p id={`${id}-to-error`} className="field-error" role="alert">
            {errorMessage(t, 'date_range_reversed')}
          </p>
        )}
      </div>
      <div className="inbox-filter-actions">
        <button type="submit" className="btn btn-primary">
          {t('inbox.filters.apply')}
        </button>
        {isInboxFiltered(query) && (
          <button type="button" className="btn btn-ghost" onClick={() => onChange({ ...DEFAULT_INBOX_QUERY })}>
            {t('inbox.filters.clear')}
          </button>
        )}
      </div>
    </form>
  );
}
