import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`. Null until the island runs in the browser, so
 * server HTML and the first client render agree (no hydration mismatch on a ticking clock).
 */
export function useNow(intervalMs: number, enabled = true): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    if (!enabled) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, enabled]);
  return now;
}
