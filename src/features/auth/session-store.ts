import { atom } from 'nanostores';
import type { SessionPayload, SessionUser } from '#lib/session-user';

/**
 * The browser's view of the session, shared by every island (header links, forms, admin
 * screens). The cookies are httpOnly, so the truth comes from GET /api/auth/session; a readable
 * hint cookie tells whether asking is worth a request at all.
 */
export type SessionState = { status: 'unknown' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser };

export const $session = atom<SessionState>({ status: 'unknown' });

const HINT_COOKIE = 'lp_session';
/** Refresh this long before the access cookie expires. */
const REFRESH_MARGIN_MS = 60_000;

const hasSessionHint = () => typeof document !== 'undefined' && document.cookie.split(/;\s*/).some((c) => c.startsWith(`${HINT_COOKIE}=`));

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function apply(payload: SessionPayload | null): SessionState {
  clearTimeout(refreshTimer);
  if (!payload?.user) {
    $session.set({ status: 'signedOut' });
    return $session.get();
  }
  $session.set({ status: 'signedIn', user: payload.user });
  if (payload.accessExpiresAt) {
    const wait = Math.max(5_000, new Date(payload.accessExpiresAt).getTime() - Date.now() - REFRESH_MARGIN_MS);
    refreshTimer = setTimeout(() => void refreshSession(), wait);
  }
  return $session.get();
}

async function readSession(): Promise<SessionPayload | null> {
  const response = await fetch('/api/auth/session', { headers: { accept: 'application/json' } });
  return response.ok ? ((await response.json()) as SessionPayload) : null;
}

let loading: Promise<SessionState> | undefined;
/** Loads the session once per page (islands share the promise); cheap for anonymous visitors. */
export function loadSession(): Promise<SessionState> {
  loading ??= (async () => {
    if (!hasSessionHint()) return apply(null);
    try {
      const payload = await readSession();
      return payload?.user ? apply(payload) : await refreshSession();
    } catch {
      return apply(null);
    }
  })();
  return loading;
}

/** Runs `task` while holding a lock shared by every tab, so two tabs never spend one refresh token. */
function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return task();
  // The lock is held until the promise the callback returns settles; request() resolves with its value.
  return navigator.locks.request('lp-session-refresh', task) as unknown as Promise<T>;
}

let refreshing: Promise<SessionState> | undefined;
/** Trades the refresh cookie for a fresh session; signed out when that is no longer possible. */
export function refreshSession(): Promise<SessionState> {
  refreshing ??= acrossTabs(async () => {
    try {
      // Another tab may have refreshed while this one waited for the lock.
      const current = await readSession();
      if (current?.user) return apply(current);
      if (!hasSessionHint()) return apply(null);
      const response = await fetch('/api/auth/refresh', { method: 'POST' });
      if (response.ok) return apply((await response.json()) as SessionPayload);
      // 409: another tab won the race a moment ago; its cookies are ours too.
      return apply(response.status === 409 ? await readSession() : null);
    } catch {
      return $session.get();
    }
  }).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/** fetch() for calls that need the session: one refresh and retry on 401. */
export async function authFetch(input: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (response.status !== 401 || !hasSessionHint()) return response;
  const state = await refreshSession();
  return state.status === 'signedIn' ? fetch(input, init) : response;
}

/** After a successful sign-in answer. */
export function signedIn(payload: SessionPayload): void {
  apply(payload);
}

/** Ends the session on the server; any failure still counts as signed out (SPEC §8). */
export async function signOut(): Promise<void> {
  try {
    await fetch('/api/auth/logout', { method: 'POST' });
  } catch {
    /* offline: the cookies expire on their own */
  }
  apply(null);
}

if (typeof document !== 'undefined') {
  // A laptop waking from sleep may hold an expired access cookie: refresh when the tab shows again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && $session.get().status === 'signedIn') void loadSessionAgain();
  });
}

async function loadSessionAgain(): Promise<void> {
  const payload = await readSession().catch(() => null);
  if (payload?.user) apply(payload);
  else await refreshSession();
}
