/**
 * A download a page needs at most once (a lazily loaded dialog's code): every caller shares the
 * one under way or done; one that failed (offline for a moment) is forgotten, so the next call
 * tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      pending = load();
      pending.catch(() => {
        pending = null;
      });
    }
    return pending;
  };
}
