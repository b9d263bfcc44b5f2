import type { Locale } from '#i18n/locales';
import { loadMessageBundle, type BundleMessages } from '#i18n/message-bundles';
import { PAGE_SIZE_FIRST, type CatalogueCategory, type FeaturedProducts, type ProductPage } from '#lib/catalogue';
import { filtersFromSearch, hasFilters, productsQuery, type CatalogueFilters } from '#lib/catalogue-url';
import { fetchCategories, fetchProducts } from './catalogue-api.ts';
import { islandInitial, type IslandInitial } from './island-data.ts';

/**
 * What the catalogue island renders its first screen from: its first state and its words. The
 * server renders the island from them without writing them into the page (serverOnly, ADR 0035):
 * they were 3.5 kB of the catalogue's first answer, which then took two round trips. The browser
 * asks for them when the island is to go live, from the same calls the island makes for every
 * later page (the products and featured sales for the address's filters, the categories) and the
 * static `catalogue` message bundle, and turns them into the island's shape with the function the
 * server used, so the state it hydrates from is the server's. (A catalogue edited in between, or a
 * page cached longer than the API's answers, is told by the page's fingerprint of the state: the
 * island then renders afresh from the new state instead of hydrating, CatalogueApp.)
 */
export interface FirstState {
  initial: IslandInitial;
  messages: BundleMessages;
}

/**
 * The first states the browser must not ask for again, written into the page instead (alsoInBrowser):
 * a catalogue the server could not load (the page shows the Connection Error panel, its Retry asks
 * again), and a page with no product at all (a search that found nothing is counted once, ADR 0033).
 */
export const firstStateInPage = ({ page, featured }: Pick<IslandInitial, 'page' | 'featured'>): boolean => !page || (page.items.length === 0 && !featured?.items.length);

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The products call for the address's filters: their first page, and the featured sales where no filter is set. */
export const firstStateQuery = (filters: CatalogueFilters): string => productsQuery(filters, 0, PAGE_SIZE_FIRST, !hasFilters(filters));

export interface FirstStateAnswers {
  products: ProductPage & { featured?: FeaturedProducts };
  categories: CatalogueCategory[];
  messages: BundleMessages;
}

/** The first state from the calls' answers, shaped as the server shaped its own (tests/integration/catalogue-page.test.ts checks they agree). */
export function firstStateFrom(filters: CatalogueFilters, { products, categories, messages }: FirstStateAnswers, locale: Locale): FirstState {
  const { featured, ...page } = products;
  return { initial: islandInitial({ filters, page, featured: featured ?? null, categories, viewer: page.viewer }, locale), messages };
}

async function fetchFirstState(locale: Locale): Promise<FirstState> {
  const filters = filtersFromSearch(location.search);
  const [products, categories, messages] = await Promise.all([
    fetchProducts(firstStateQuery(filters)),
    fetchCategories(),
    loadMessageBundle('catalogue', locale),
  ]);
  return firstStateFrom(filters, { products, categories, messages }, locale);
}

let firstState: Promise<FirstState> | null = null;

/**
 * The island's first state, asked for once per page. Until it is here the island stays as the
 * server rendered it (links and quote buttons work, a click on a filter is held: client:intent);
 * a failed request is asked again after a pause, as a visitor offline for a moment would want.
 */
export function loadFirstState(locale: Locale): Promise<FirstState> {
  firstState ??= (async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fetchFirstState(locale);
      } catch (error) {
        console.warn('Catalogue first state failed', error);
        await wait(RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!);
      }
    }
  })();
  return firstState;
}
