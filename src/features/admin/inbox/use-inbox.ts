import { useCallback, useEffect, useState } from 'react';
import { inboxApiPath, inboxQueryFromSearch, inboxSearch, type InboxQuery } from '#lib/inbox/query';
import type { Page } from '#lib/inbox/types';
import { reloadAdminStats } from '../shell/stats-store.ts';
import { adminRequest } from '../shared/admin-api.ts';
import { lastPageIfPast } from '../shared/page-range.ts';
import { useListLoad } from '../shared/use-list-load.ts';

/**
 * One page of an admin inbox, as its address says (?q=&status=&from=&to=&page=, src/lib/inbox/query.ts):
 * a new search, filter or page is a new history entry, so reload, Back and a shared link show the
 * same list. Fetched from `${endpoint}` with the same parameters; `reload()` fetches it again (after
 * a status change), `update()` changes the shown rows in place. A page past the last (rows gone, a
 * stale link) moves to the last one. Every inbox uses it (quotes, messages, registrations), with its
 * own statuses; `onNavigate` runs on every new query (e.g. to clear the last action's notice).
 */
export function useInbox<T, S extends string>(endpoint: string, statuses: readonly S[], initialQuery: InboxQuery<S>, { onNavigate }: { onNavigate?: () => void } = {}) {
  const [query, setQuery] = useState<InboxQuery<S>>(initialQuery);

  // Back and forward move through the admin's earlier searches.
  useEffect(() => {
    const follow = () => setQuery(inboxQueryFromSearch(statuses, window.location.search));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [statuses]);

  const navigate = useCallback(
    (next: InboxQuery<S>, mode: 'push' | 'replace' = 'push') => {
      const search = inboxSearch(next);
      if (search !== window.location.search) window.history[mode === 'push' ? 'pushState' : 'replaceState'](null, '', `${window.location.pathname}${search}`);
      onNavigate?.();
      setQuery(next);
    },
    [onNavigate],
  );

  const list = useListLoad((signal) => adminRequest<Page<T>>(inboxApiPath(endpoint, query), { signal }), [endpoint, query], {
    show: (page) => {
      const last = lastPageIfPast(page);
      if (last !== null) navigate({ ...query, page: last }, 'replace');
      return last === null;
    },
  });

  return { query, navigate, setPage: (page: number) => navigate({ ...query, page }), state: list.state, reload: () => void list.reload(), update: list.update };
}

export type StatusChangeResult = 'changed' | 'conflict' | 'failed';

/**
 * PATCHes an item's status; a 409 means someone (or another tab) changed it first. The change
 * carries an idempotency key and is retried after a lost connection or a 503: a retry of a
 * change that went through answers like the first time instead of a 409. The stat cards
 * (pending quotes, unread messages) are refreshed after any change.
 */
export async function changeStatus(url: string, status: string): Promise<StatusChangeResult> {
  const result = await adminRequest<unknown>(url, { method: 'PATCH', body: { status }, once: true });
  void reloadAdminStats();
  if (result.ok) return 'changed';
  return result.error.status === 409 ? 'conflict' : 'failed';
}
