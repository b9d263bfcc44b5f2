import { useEffect, useId, useState } from 'react';
import type { AuditQuery } from '#lib/admin/audit';
import { SKU_PATTERN } from '#lib/catalogue';
import { toLatinDigits } from '#lib/digits';
import type { Translate } from '#i18n/format';
import { ACTIVITY_KINDS, DEFAULT_ACTIVITY_QUERY, isFiltered } from './activity-query.ts';

interface ActivityFiltersProps {
  query: AuditQuery;
  t: Translate;
  /** A new filter always starts again at page 1. */
  onChange: (query: AuditQuery) => void;
}

/** Kind (applied when chosen) and SKU (applied with the Filter button); both live in the URL. */
export function ActivityFilters({ query, t, onChange }: ActivityFiltersProps) {
  const id = useId();
  const [sku, setSku] = useState(query.sku);
  const [skuInvalid, setSkuInvalid] = useState(false);
  // Back and forward change the query under the form: the box follows.
  useEffect(() => {
    setSku(query.sku);
    setSkuInvalid(false);
  }, [query.sku]);

  return (
    <form
      className="activity-filters"
      role="search"
      aria-label={t('adminSite.activity.filters')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const typed = toLatinDigits(sku.trim());
        if (typed && !SKU_PATTERN.test(typed)) return setSkuInvalid(true);
        onChange({ ...query, sku: typed, page: 1 });
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-kind`}>{t('adminSite.activity.kind')}</label>
        <select id={`${id}-kind`} value={query.kind} onChange={(event) => onChange({ ...query, kind: event.target.value as AuditQuery['kind'], page: 1 })}>
          {ACTIVITY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`adminSite.activity.kind.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-sku`}>{t('adminSite.activity.sku')}</label>
        <input
          id={`${id}-sku`}
          name="sku"
          value={sku}
          onChange={(event) => {
            setSku(event.target.value);
            setSkuInvalid(false);
          }}
          inputMode="numeric"
          maxLength={8}
          dir="ltr"
          autoComplete="off"
          aria-invalid={skuInvalid || undefined}
          aria-describedby={`${id}-sku-hint`}
        />
        <p id={`${id}-sku-hint`} className={skuInvalid ? 'field-error' : 'field-hint'}>
          {t(skuInvalid ? 'adminSite.activity.skuInvalid' : 'adminSite.activity.skuHelp')}
        </p>
      </div>
      <div className="activity-filter-actions">
        <button type="submit" className="btn btn-primary">
          {t('adminSite.activity.apply')}
        </button>
        {isFiltered(query) && (
          <button type="button" className="btn btn-ghost" onClick={() => onChange(DEFAULT_ACTIVITY_QUERY)}>
            {t('adminSite.activity.clear')}
          </button>
        )}
      </div>
    </form>
  );
}
