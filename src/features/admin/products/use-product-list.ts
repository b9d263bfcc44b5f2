import type { Locale } from '#i18n/locales';
import { useCallback, useEffect, useState } from 'react';
import type { AdminProductList, AdminProductListItem, AdminProductQuery } from '#lib/admin/products';
import { reloadAdminStats } from '../shell/stats-store.ts';
import { listQueryFromSearch, searchFromListQuery } from './list-query.ts';
import type { ListState } from '../shared/ListFrame.tsx';
import { lastPageIfPast } from '../shared/page-range.ts';
import { useListLoad } from '../shared/use-list-load.ts';
import { deleteProduct, fetchProductList, setProductStatus } from './products-api.ts';

export type ListLoad = ListState<AdminProductList>;

/** A refused hide/show, or a deletion done (a refused one is said in the dialog, which stays open). */
export type ListNotice = { kind: 'visibilityFailed' } | { kind: 'deleted'; name: string };

/**
 * How a change reaches the address bar: `push` makes a Back step (filters, sort, pages),
 * `replace` does not (the later keystrokes of one search; a page that no longer exists).
 */
export type HistoryMode = 'push' | 'replace';

/**
 * The products table: its state in the URL (read at start and on Back/Forward), the page loaded
 * for it, and the row actions (hide/show at once, rolled back if refused; delete, then reload).
 */
export function useProductList(initialSearch: string, locale: Locale) {
  const [query, setQuery] = useState<AdminProductQuery>(() => listQueryFromSearch(initialSearch));
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<ListNotice | null>(null);
  /** Bumped when Back/Forward restores a state, so the search box shows the restored text. */
  const [restored, setRestored] = useState(0);

  const apply = useCallback((next: AdminProductQuery, mode: HistoryMode) => {
    const search = searchFromListQuery(next);
    if (search !== location.search) history[mode === 'push' ? 'pushState' : 'replaceState'](null, '', `${location.pathname}${search}`);
    setNotice(null);
    setQuery((current) => (searchFromListQuery(current) === search ? current : next));
  }, []);

  useEffect(() => {
    const onPopState = () => {
      setQuery(listQueryFromSearch(location.search));
      setRestored((n) => n + 1);
    };
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, []);

  const list = useListLoad((signal) => fetchProductList(query, locale, signal), [query], {
    show: (data) => {
      const last = lastPageIfPast(data);
      if (last !== null) apply({ ...query, page: last }, 'replace');
      return last === null;
    },
  });
  const load: ListLoad = list.state;
  const reload = useCallback(() => void list.reload(), [list.reload]);

  const patchRow = (id: number, change: (row: AdminProductListItem) => AdminProductListItem) =>
    list.update((data) => ({ ...data, items: data.items.map((row) => (row.id === id ? change(row) : row)) }));

  const setBusy = (id: number, busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Hide or show: the row flips at once and flips back if the server refuses. */
  const toggleVisibility = useCallback(async (row: AdminProductListItem) => {
    const status = row.status === 'active' ? 'hidden' : 'active';
    setNotice(null);
    setBusy(row.id, true);
    patchRow(row.id, (r) => ({ ...r, status }));
    const result = await setProductStatus(row.id, status);
    if (result.ok) patchRow(row.id, () => result.data.product);
    else {
      patchRow(row.id, (r) => ({ ...r, status: row.status }));
      setNotice({ kind: 'visibilityFailed' });
    }
    setBusy(row.id, false);
  }, []);

  /** Deletes, then reloads the page (rows move up from the next page) and the counters. */
  const remove = useCallback(async (row: AdminProductListItem, name: string): Promise<boolean> => {
    setNotice(null);
    const result = await deleteProduct(row.id);
    // Already gone (another admin, another tab) is what was asked for.
    if (!result.ok && result.error.status !== 404) return false;
    setNotice({ kind: 'deleted', name });
    reload();
    void reloadAdminStats();
    return true;
  }, [reload]);

  return { query, load, apply, reload, busyIds, notice, setNotice, toggleVisibility, remove, restored };
}
