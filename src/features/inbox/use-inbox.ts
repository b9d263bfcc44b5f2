import { useEffect, useState } from 'react';
import type { Page } from '#lib/inbox/types';

export type InboxState<T> = { status: 'loading'; data?: Page<T> } | { status: 'ready'; data: Page<T> } | { status: 'error'; data?: Page<T> };

/**
 * One page of an admin inbox, fetched from `${endpoint}?page=N`; `reload()` fetches it again
 * (after a status change). A 401 means the session ended: reloading the page lets the page
 * guard renew it or send the admin to sign in.
 */
export function useInbox<T>(endpoint: string) {
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<InboxState<T>>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', data: current.data }));
    fetch(`${endpoint}?page=${page}`, { headers: { Accept: 'application/json' }, signal: controller.signal })
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

/** PATCHes an item's status; a 409 means someone (or another tab) changed it first. */
export async function changeStatus(url: string, status: string): Promise<StatusChangeResult> {
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ status }),
  }).catch(() => null);
  if (response?.ok) return 'changed';
  return response?.status === 409 ? 'conflict' : 'failed';
}
