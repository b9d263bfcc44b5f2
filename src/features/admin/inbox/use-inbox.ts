import { useEffect, useState } from 'react';
import type { Page } from '#lib/inbox/types';
import { authFetch } from '../../auth/session-store.ts';
import type { ListState } from '../shared/ListFrame.tsx';
import { reloadAdminStats } from '../shell/stats-store.ts';
import { fetchAttempt, randomKey, sendWithRetry } from '../../forms/send-with-retry.ts';

/**
 * One page of an admin inbox, fetched from `${endpoint}?page=N`; `reload()` fetches it again
 * (after a status change). An expired access token is renewed by authFetch; a 401 after that
 * means the session ended, and reloading lets the page guard send the admin to sign in.
 */
export function useInbox<T>(endpoint: string) {
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<ListState<Page<T>>>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', data: current.data }));
    authFetch(`${endpoint}?page=${page}`, { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => {
        if (response.status === 401) return window.location.reload();
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        setState({ status: 'ready', data: (await response.json()) as Page<T> });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState((current) => ({ status: 'error', data: current.data }));
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
  const init = { method: 'PATCH', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ status }) };
  const sent = await sendWithRetry(fetchAttempt(url, init, authFetch as typeof fetch), { key: randomKey() });
  void reloadAdminStats();
  if (sent.outcome === 'unknown') return 'failed';
  const code = sent.reply.status;
  if (code >= 200 && code < 300) return 'changed';
  return code === 409 ? 'conflict' : 'failed';
}
