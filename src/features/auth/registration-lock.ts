/**
 * SPEC §8: once the server refuses a registration for the limit, this browser shows the locked
 * screen until the block ends, even after a reload. The server stays the judge; this only spares
 * the visitor a form that cannot succeed.
 */
const KEY = 'registration_locked_until';

export function readRegistrationLock(now = Date.now()): number | null {
  try {
    const until = Number(localStorage.getItem(KEY));
    return until > now ? until : null;
  } catch {
    return null;
  }
}

export function storeRegistrationLock(retryAfterSeconds: number, now = Date.now()): number {
  const until = now + retryAfterSeconds * 1000;
  try {
    localStorage.setItem(KEY, String(until));
  } catch {
    /* storage blocked: the lock lasts for this page only */
  }
  return until;
}
