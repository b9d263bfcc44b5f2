import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days); a later end is waited for in steps. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Whether the sale ending at `endsAt` has ended: false on the server and the first render (the page
 * was made while it was in force), then true from the moment it ends, by one timer, not a tick or a
 * request (issue 20, SPEC §6: an ended sale is no sale).
 */
export function useSaleEnded(endsAt: string | null): boolean {
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    if (!endsAt) return;
    const end = Date.parse(endsAt);
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      const left = end - Date.now();
      if (left <= 0) return setEnded(true);
      timer = setTimeout(wait, Math.min(left, LONGEST_TIMEOUT_MS));
    };
    wait();
    return () => clearTimeout(timer);
  }, [endsAt]);
  return ended;
}
