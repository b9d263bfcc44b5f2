import { useEffect, useState } from 'react';
import { normalizeSearch } from '#lib/search';
import { SUGGEST_MIN_LENGTH, type ProductSuggestion } from '#lib/search-suggest';

/** How long typing pauses before suggestions are asked for: one request per pause, not per key. */
const PAUSE_MS = 150;

/**
 * Issue 23: the suggestions for what is typed, asked for only once the visitor types two
 * characters (on intent: nothing is fetched for a visitor who never types), the previous request
 * cancelled by the next. A failed request just shows none: the search itself still works.
 */
export function useSuggestions(value: string, active: boolean): ProductSuggestion[] {
  // The answer with the query it answers: the products of an earlier query are never shown for
  // what is in the box now (pasting "اوتيس" over "km713000g01" must not offer the KONE motor
  // until the answer comes, nor let arrows and Enter open it).
  const [answer, setAnswer] = useState<{ query: string; items: ProductSuggestion[] }>({ query: '', items: [] });
  const query = normalizeSearch(value);
  useEffect(() => {
    if (!active || query.length < SUGGEST_MIN_LENGTH) {
      setAnswer({ query: '', items: [] });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search/suggest?q=${encodeURIComponent(query)}`, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<{ items: ProductSuggestion[] }>) : { items: [] }))
        .then((body) => setAnswer({ query, items: body.items }))
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ query, items: [] });
        });
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, active]);
  return active && answer.query === query ? answer.items : [];
}
