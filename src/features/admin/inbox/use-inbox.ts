import { useEffect, useState } from 'react';
import type { Page } from '#lib/inbox/types';
import type { ListState } from '../shared/ListFrame.tsx';
import { reloadAdminStats } from '../shell/stats-store.ts';
import { adminRequest } from '../shared/admin-api.ts';

/**
 * One page of an admin inbox, fetched from `${endpoint}?page=N`; `reload()` fetches it again
 * (after a status change).
 */
export function useInbox<T>(endpoint: string) {
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<ListState<Page<T>>>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', data: current.data }));
    void adminRequest<Page<T>>(`${endpoint}?page=${page}`, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setState((current) => (result.ok ? { status: 'ready', data: result.data } : { status: 'error', data: current.data }));
    });
    return () => controller.abort();
  }, [endpoint, page, version]);

  return { page, setPage, state, reload: () => setVersion((v) => v + 1) };
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
