import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '#i18n/locales';
import { LOAD_MORE_SPINNER_MS, PAGE_SIZE_FIRST, PAGE_SIZE_MORE } from '#lib/catalogue';
import { viewerKind, type ViewerKind } from '#lib/pricing';
import { loadSession } from '../auth/session-store.ts';
import { fetchCategories, fetchProducts } from './catalogue-api.ts';
import { islandCategories, islandPage, type IslandCategory, type IslandFeatured, type IslandInitial, type IslandProduct } from './island-data.ts';
import { type CatalogueFilters, filtersFromSearch, hasFilters, productsQuery, searchFromFilters } from '#lib/catalogue-url';

/**
 * The catalogue's loading states (SPEC §4): the server renders the first page (ADR 0016); a
 * filter change shows the skeleton; load-more appends; the Connection Error panel shows when
 * nothing could be loaded. Filters live in the address bar, so the back button steps through them.
 */
export type CataloguePhase = 'loading' | 'ready' | 'loadingMore' | 'error';

export interface CatalogueState {
  filters: CatalogueFilters;
  phase: CataloguePhase;
  categories: IslandCategory[];
  items: IslandProduct[];
  total: number;
  /** `total` is only a lower bound ("95,000+"). */
  totalIsLowerBound: boolean;
  /** The last page came back full: with a lower-bound total there may be more. */
  lastPageFull: boolean;
  viewer: ViewerKind;
  /** The featured sales, kept across filter changes so clearing the filters shows them at once. */
  featured: IslandFeatured | null;
  /** The last load-more failed: the button offers to try again. */
  moreFailed: boolean;
  /** The island is asking for the categories its first screen came without (the filter menus' members). */
  categoriesPending: boolean;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function initialState({ filters, page, featured, categories, categoriesComplete, viewer }: IslandInitial): CatalogueState {
  return {
    filters,
    phase: page ? 'ready' : 'error',
    categories,
    items: page?.items ?? [],
    total: page?.total ?? 0,
    totalIsLowerBound: page?.totalIsLowerBound ?? false,
    lastPageFull: page ? page.items.length >= page.limit : false,
    viewer,
    featured,
    moreFailed: false,
    categoriesPending: !categoriesComplete,
  };
}

/** `initial` is the page's first state; what loads after it is given to the island as that was (island-data.ts). */
export function useCatalogue(initial: IslandInitial, locale: Locale) {
  const [state, setState] = useState(() => initialState(initial));
  const current = useRef<AbortController | null>(null);
  const categoriesLoaded = useRef(initial.categoriesComplete);
  /** Every category in the island's shape, or null when they could not be had (the next load asks again). */
  const loadCategories = useCallback(
    (signal: AbortSignal) =>
      fetchCategories()
        .then((all) => {
          if (signal.aborted) return null;
          categoriesLoaded.current = true;
          return islandCategories(all, locale);
        })
        .catch(() => null),
    [locale],
  );

  /** Loads the first page of `filters`; `quiet` keeps the grid on screen until the answer (re-pricing). */
  const load = useCallback(async (filters: CatalogueFilters, { quiet = false } = {}) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState((s) => (quiet ? s : { ...s, filters, phase: 'loading', items: [], total: 0, totalIsLowerBound: false, moreFailed: false }));
    // A customer whose access cookie expired is refreshed first, so prices match their class.
    await loadSession().catch(() => undefined);
    const categories = categoriesLoaded.current ? null : loadCategories(controller.signal);
    const withFeatured = !hasFilters(filters);
    try {
      const { featured, ...answer } = await fetchProducts(productsQuery(filters, 0, PAGE_SIZE_FIRST, withFeatured), controller.signal);
      const page = islandPage(answer, locale);
      const loadedCategories = await categories;
      setState((s) => ({
        ...s,
        filters,
        phase: 'ready',
        items: page.items,
        total: page.total,
        totalIsLowerBound: page.totalIsLowerBound,
        lastPageFull: page.items.length >= page.limit,
        viewer: page.viewer,
        featured: withFeatured ? (featured ? islandPage(featured, locale) : null) : s.featured,
        categories: loadedCategories ?? s.categories,
      }));
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('Catalogue load failed', error);
      setState((s) => (quiet ? s : { ...s, phase: 'error' }));
    }
  }, [locale, loadCategories]);

  // The first screen came with its own categories only (island-data.ts): the rest, the filter menus'
  // members, are asked for as the island goes live. Until they are here, the filter bar says it is
  // not live, so a click held until then (client:intent) opens a full menu; if they cannot be had,
  // the held click goes ahead, and the next load asks again.
  const completeOnStart = initial.categoriesComplete;
  useEffect(() => {
    if (completeOnStart) return;
    const controller = new AbortController();
    void loadCategories(controller.signal).then((categories) => {
      if (!controller.signal.aborted) setState((s) => ({ ...s, categories: categories ?? s.categories, categoriesPending: false }));
    });
    return () => controller.abort();
  }, [completeOnStart, loadCategories]);

  // The first page of products came with the HTML: none to fetch, except for a customer the server
  // saw as a visitor (access cookie expired, refreshed by the session store), re-priced in place; a
  // page with no product has no price to change (and asking again would count a search that found
  // nothing twice, ADR 0033). Then follow back and forward through the filters.
  const serverViewer = initial.viewer;
  const priced = Boolean(initial.page?.items.length || initial.featured?.items.length);
  useEffect(() => {
    if (serverViewer === 'visitor' && priced) {
      void loadSession().then((session) => {
        if (session.status === 'signedIn' && viewerKind(session.user.role) !== 'visitor') void load(filtersFromSearch(location.search), { quiet: true });
      });
    }
    const onPopState = () => void load(filtersFromSearch(location.search));
    addEventListener('popstate', onPopState);
    return () => {
      removeEventListener('popstate', onPopState);
      current.current?.abort();
    };
  }, [load, serverViewer, priced]);

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
      const [loaded] = await Promise.all([fetchProducts(productsQuery(filters, items.length, PAGE_SIZE_MORE, false), signal), wait(LOAD_MORE_SPINNER_MS)]);
      const page = islandPage(loaded, locale);
      if (signal?.aborted) return;
      setState((s) => ({
        ...s,
        phase: 'ready',
        items: [...s.items, ...page.items],
        total: page.total,
        totalIsLowerBound: page.totalIsLowerBound,
        lastPageFull: page.items.length >= page.limit,
      }));
    } catch {
      if (signal?.aborted) return;
      setState((s) => ({ ...s, phase: 'ready', moreFailed: true }));
    }
  }, [state, locale]);

  const retry = useCallback(() => void load(state.filters), [load, state.filters]);

  return { state, applyFilters, loadMore, retry };
}
