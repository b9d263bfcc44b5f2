import { useCallback, useEffect, useRef, useState } from 'react';
import type { CatalogueCategory, CatalogueProduct, FeaturedProducts } from '#lib/catalogue';
import { LOAD_MORE_SPINNER_MS, PAGE_SIZE_FIRST, PAGE_SIZE_MORE } from '#lib/catalogue';
import type { ViewerKind } from '#lib/pricing';
import { loadSession } from '../auth/session-store.ts';
import { fetchCategories, fetchProducts } from './catalogue-api.ts';
import { type CatalogueFilters, filtersFromSearch, hasFilters, NO_FILTERS, productsQuery, searchFromFilters } from './catalogue-url.ts';

/**
 * The catalogue's loading states (SPEC §4): initial load and reset load on a filter change show
 * the skeleton; load-more appends; the Connection Error panel shows when nothing could be loaded.
 * Filters live in the address bar, so the back button steps through them.
 */
export type CataloguePhase = 'loading' | 'ready' | 'loadingMore' | 'error';

export interface CatalogueState {
  filters: CatalogueFilters;
  phase: CataloguePhase;
  categories: CatalogueCategory[];
  items: CatalogueProduct[];
  total: number;
  viewer: ViewerKind;
  featured: FeaturedProducts | null;
  /** The last load-more failed: the button offers to try again. */
  moreFailed: boolean;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useCatalogue() {
  const [state, setState] = useState<CatalogueState>({
    filters: NO_FILTERS,
    phase: 'loading',
    categories: [],
    items: [],
    total: 0,
    viewer: 'visitor',
    featured: null,
    moreFailed: false,
  });
  const current = useRef<AbortController | null>(null);
  const categoriesLoaded = useRef(false);

  const load = useCallback(async (filters: CatalogueFilters) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState((s) => ({ ...s, filters, phase: 'loading', items: [], total: 0, moreFailed: false }));
    // A customer whose access cookie expired is refreshed first, so prices match their class.
    await loadSession().catch(() => undefined);
    const categories = categoriesLoaded.current ? null : fetchCategories(controller.signal).catch(() => null);
    try {
      const page = await fetchProducts(productsQuery(filters, 0, PAGE_SIZE_FIRST, !hasFilters(filters)), controller.signal);
      const loadedCategories = await categories;
      if (loadedCategories) categoriesLoaded.current = true;
      setState((s) => ({
        ...s,
        phase: 'ready',
        items: page.items,
        total: page.total,
        viewer: page.viewer,
        featured: page.featured ?? null,
        categories: loadedCategories ?? s.categories,
      }));
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('Catalogue load failed', error);
      setState((s) => ({ ...s, phase: 'error' }));
    }
  }, []);

  // First load from the address (also ?q= from search engines), then follow back and forward.
  useEffect(() => {
    void load(filtersFromSearch(location.search));
    const onPopState = () => void load(filtersFromSearch(location.search));
    addEventListener('popstate', onPopState);
    return () => {
      removeEventListener('popstate', onPopState);
      current.current?.abort();
    };
  }, [load]);

  const applyFilters = useCallback(
    (filters: CatalogueFilters) => {
      const search = searchFromFilters(filters);
      if (search !== location.search) history.pushState(null, '', `${location.pathname}${search}`);
      void load(filters);
    },
    [load],
  );

  const loadMore = useCallback(async () => {
    const { filters, items } = state;
    setState((s) => ({ ...s, phase: 'loadingMore', moreFailed: false }));
    const signal = current.current?.signal;
    try {
      // The spinner stays at least 500 ms (SPEC §9), so a fast answer does not flicker.
      const [page] = await Promise.all([fetchProducts(productsQuery(filters, items.length, PAGE_SIZE_MORE, false), signal), wait(LOAD_MORE_SPINNER_MS)]);
      if (signal?.aborted) return;
      setState((s) => ({ ...s, phase: 'ready', items: [...s.items, ...page.items], total: page.total }));
    } catch {
      if (signal?.aborted) return;
      setState((s) => ({ ...s, phase: 'ready', moreFailed: true }));
    }
  }, [state]);

  const retry = useCallback(() => void load(state.filters), [load, state.filters]);

  return { state, applyFilters, loadMore, retry };
}
