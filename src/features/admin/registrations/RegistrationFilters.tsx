import { useEffect, useId, useState } from 'react';
import { REGISTRATION_SEARCH_MAX, REGISTRATION_STATUS_FILTERS, type RegistrationQuery, type RegistrationStatusFilter } from '#lib/validation/registration-admin';
import { errorMessage } from '#i18n/error-message';
import type { Translate } from '#i18n/format';
import { DEFAULT_REGISTRATION_QUERY, isFiltered } from './registrations-query.ts';

interface Props {
  query: RegistrationQuery;
  t: Translate;
  /** A new search or filter always starts again at page 1. */
  onChange: (query: RegistrationQuery) => void;
}

/**
 * Search (company or e-mail) and the registration days, applied with the Search button; the status,
 * applied when chosen. All live in the URL. Days are Riyadh days, as the table shows them.
 */
export function RegistrationFilters({ query, t, onChange }: Props) {
  const id = useId();
  const [draft, setDraft] = useState({ q: query.q, from: query.from, to: query.to });
  const [reversed, setReversed] = useState(false);
  // Back and forward change the query under the form: the boxes follow.
  useEffect(() => {
    setDraft({ q: query.q, from: query.from, to: query.to });
    setReversed(false);
  }, [query.q, query.from, query.to]);

  const set = (field: keyof typeof draft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setReversed(false);
  };

  return (
    <form
      className="registration-filters"
      role="search"
      aria-label={t('admin.registrations.filters')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.from && draft.to && draft.to < draft.from) return setReversed(true);
        onChange({ ...query, q: draft.q.trim(), from: draft.from, to: draft.to, page: 1 });
      }}>
      <div className="field registration-filter-search">
        <label htmlFor={`${id}-q`}>{t('admin.registrations.search')}</label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          value={draft.q}
          maxLength={REGISTRATION_SEARCH_MAX}
          autoComplete="off"
          aria-describedby={`${id}-q-hint`}
          onChange={(event) => set('q', event.target.value)}
        />
        <p id={`${id}-q-hint`} className="field-hint">
          {t('admin.registrations.searchHint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>{t('admin.registrations.statusFilter')}</label>
        <select
          id={`${id}-status`}
          value={query.status}
          onChange={(event) => onChange({ ...query, ...draft, q: draft.q.trim(), status: event.target.value as RegistrationStatusFilter, page: 1 })}>
          {REGISTRATION_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {status === 'all' ? t('admin.registrations.statusAll') : t(`admin.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('admin.registrations.from')}</label>
        <input id={`${id}-from`} type="date" name="from" value={draft.from} min="2000-01-01" max="9998-12-31" onChange={(event) => set('from', event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('admin.registrations.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          name="to"
          value={draft.to}
          min={draft.from || '2000-01-01'}
          max="9998-12-31"
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? `${id}-to-error` : undefined}
          onChange={(event) => set('to', event.target.value)}
        />
        {reversed && (
          <p id={`${id}-to-error`} className="field-error">
            {errorMessage(t, 'date_range_reversed')}
          </p>
        )}
      </div>
      <div className="registration-filter-actions">
        <button type="submit" className="btn btn-primary">
          {t('admin.registrations.apply')}
        </button>
        {isFiltered(query) && (
          <button type="button" className="btn btn-ghost" onClick={() => onChange(DEFAULT_REGISTRATION_QUERY)}>
            {t('admin.registrations.clear')}
          </button>
        )}
      </div>
    </form>
  );
}
