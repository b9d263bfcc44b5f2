import { useEffect, useId, useRef, useState } from 'react';
import { PRODUCT_LIMITS, SALE_FILTERS, STATUS_FILTERS, type AdminProductQuery } from '#lib/admin/products';
import type { Translate } from '#i18n/format';
import { withFilter } from './list-query.ts';
import type { HistoryMode } from './use-product-list.ts';

interface Props {
  query: AdminProductQuery;
  t: Translate;
  onApply: (next: AdminProductQuery, mode: HistoryMode) => void;
}

/** Searches as the admin types (after a short pause) or at once on Enter. */
const TYPING_PAUSE_MS = 350;

/**
 * Search box and the two filters. A search typed in several bursts makes one Back step: the first
 * burst pushes a history entry, the later ones replace it, until the box loses focus. Remounted (keyed) when Back restores a
 * state, so the box shows the restored search.
 */
export function ProductsToolbar({ query, t, onApply }: Props) {
  const id = useId();
  const [text, setText] = useState(query.q);
  const typing = useRef(false);
  const latest = useRef(query);
  latest.current = query;

  const search = (value: string, mode: HistoryMode) => {
    const q = value.trim().slice(0, PRODUCT_LIMITS.search);
    if (q !== latest.current.q) onApply(withFilter(latest.current, { q }), mode);
  };

  useEffect(() => {
    if (text.trim() === latest.current.q) return;
    const timer = setTimeout(() => {
      search(text, typing.current ? 'replace' : 'push');
      typing.current = true;
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
    // Only the text starts a search; the query is read when the pause ends.
  }, [text]);

  const filter = (change: Partial<Pick<AdminProductQuery, 'status' | 'sale'>>) => {
    typing.current = false;
    onApply(withFilter(query, change), 'push');
  };

  return (
    <div className="products-toolbar">
      <form
        role="search"
        className="products-search"
        onSubmit={(event) => {
          event.preventDefault();
          search(text, typing.current ? 'replace' : 'push');
          typing.current = false;
        }}>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {t('adminProducts.search.label')}
        </label>
        <input
          id={`${id}-q`}
          className="input"
          type="search"
          name="q"
          value={text}
          maxLength={PRODUCT_LIMITS.search}
          placeholder={t('adminProducts.search.placeholder')}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            typing.current = false;
          }}
        />
        <button type="submit" className="btn btn-secondary btn-small">
          {t('adminProducts.search.submit')}
        </button>
      </form>
      <div className="products-filters">
        <label className="products-filter">
          <span>{t('adminProducts.filter.status')}</span>
          <select className="input" value={query.status} onChange={(event) => filter({ status: event.target.value as AdminProductQuery['status'] })}>
            {STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {t(`adminProducts.filter.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="products-filter">
          <span>{t('adminProducts.filter.sale')}</span>
          <select className="input" value={query.sale} onChange={(event) => filter({ sale: event.target.value as AdminProductQuery['sale'] })}>
            {SALE_FILTERS.map((sale) => (
              <option key={sale} value={sale}>
                {t(`adminProducts.filter.sale.${sale}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
