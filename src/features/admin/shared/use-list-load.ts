import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import type { AdminApiResult } from './admin-api.ts';
import type { ListState } from './ListFrame.tsx';

interface ListLoadOptions<A, D> {
  /** The list inside the answer (`{ categories }` → the array); the answer itself when not given. */
  pick?: (answer: A) => D;
  /** Whether to show what came back; false when the caller goes elsewhere instead (see `lastPageIfPast` in page-range.ts). */
  show?: (data: D) => boolean;
}

/**
 * The state `ListFrame` and `PagedListFrame` show: the list fetched when `deps` change (the query,
 * the page), the last data kept on screen while a newer fetch runs or after one fails, an answer
 * that a newer fetch overtook dropped. `reload()` fetches again (retry, after a change; it resolves
 * to the list, or null when it failed or was overtaken); `update()` changes the shown rows in place
 * (a row the server answered, a row removed).
 */
export function useListLoad<A, D = A>(fetch: (signal: AbortSignal) => Promise<AdminApiResult<A>>, deps: DependencyList, options: ListLoadOptions<A, D> = {}) {
  const [state, setState] = useState<ListState<D>>({ status: 'loading' });
  // The latest fetch and options: a reload uses the query of the last render.
  const latest = useRef({ fetch, options });
  latest.current = { fetch, options };
  const running = useRef<AbortController | null>(null);

  const reload = useCallback(async (): Promise<D | null> => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState((current) => ({ status: 'loading', data: current.data }));
    const { fetch: load, options: { pick, show } } = latest.current;
    const result = await load(controller.signal);
    if (controller.signal.aborted) return null;
    if (!result.ok) {
      setState((current) => ({ status: 'error', data: current.data }));
      return null;
    }
    const data = pick ? pick(result.data) : (result.data as unknown as D);
    if (show && !show(data)) return null;
    setState({ status: 'ready', data });
    return data;
  }, []);

  useEffect(() => {
    void reload();
    return () => running.current?.abort();
    // The caller names what the fetch depends on, as for useEffect.
  }, deps);

  const update = useCallback((change: (data: D) => D) => setState((current) => (current.data === undefined ? current : { ...current, data: change(current.data) } as ListState<D>)), []);

  return { state, reload, update };
}
