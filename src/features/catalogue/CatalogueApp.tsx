import { use, useEffect, useMemo, useState } from 'react';
import type { Locale } from '#i18n/locales';
import { localizePath } from '#i18n/locales';
import { createT } from '#i18n/format';
import { renderedFrom, type ServerOnly } from '../../integrations/server-only-prop.ts';
import { CatalogueContext, type CatalogueContextValue } from './catalogue-context.ts';
import { hasMore } from './catalogue-count.ts';
import { hasFilters, NO_FILTERS, searchFromFilters } from '#lib/catalogue-url';
import { ConnectionError, CustomRequestCard, LoadMore, SkeletonGrid } from './CatalogueStates.tsx';
import { FeaturedBlock } from './FeaturedBlock.tsx';
import { FilterBar } from './FilterBar.tsx';
import { imageLoading, ProductCard } from './ProductCard.tsx';
import { showsFeatured } from './image-sources.ts';
import { ResultsHeading } from './ResultsHeading.tsx';
import { SearchBox } from './SearchBox.tsx';
import { useCatalogue } from './useCatalogue.ts';
import { loadFirstState, type FirstState } from './first-state.ts';
import './catalogue.css';
import './catalogue-page.css';

interface Props {
  locale: Locale;
  /**
   * The first page as the server rendered it (ADR 0016), in the page's language (island-data.ts),
   * and the island's words. The server renders from them; the browser asks for them (first-state.ts)
   * unless the page carries them too, and hydrates from them if they are still the server's.
   */
  first: ServerOnly<FirstState>;
}

/** The catalogue page's island: featured sales, filters, code search and the product grid. */
export default function CatalogueApp({ locale, first }: Props) {
  const state = first.value ?? use(loadFirstState(locale));
  // A state other than the server's (the catalogue changed since the page was rendered or cached)
  // is not hydrated from: the server's HTML is kept as it is while React hydrates, then replaced
  // by a render from the state now here, as the next page of results would be.
  const [serverHtmlKept, setServerHtmlKept] = useState(() => !renderedFrom(first, state));
  useEffect(() => setServerHtmlKept(false), []);
  if (serverHtmlKept) return <ServerRenderedCatalogue />;
  return <Catalogue locale={locale} initial={state.initial} messages={state.messages} />;
}

const AS_RENDERED = { __html: '' };

/** Catalogue's root as the server rendered it, its content left untouched by hydration (React does not compare inner HTML). */
function ServerRenderedCatalogue() {
  return <div className="catalogue" data-until-live="" suppressHydrationWarning dangerouslySetInnerHTML={AS_RENDERED} />;
}

function Catalogue({ locale, initial, messages }: { locale: Locale } & FirstState) {
  const { state, applyFilters, loadMore, retry } = useCatalogue(initial, locale);
  // Not live until its first client render, which waits for the first state: until then
  // client:intent holds a click and presses it again (intent-directive.ts).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const { filters, phase, items, total, totalIsLowerBound, categories } = state;
  const listPath = localizePath('/products', locale);

  const context = useMemo<CatalogueContextValue>(
    () => ({
      locale,
      t: createT(messages),
      messages,
      viewer: state.viewer,
      categoriesById: new Map(categories.map((c) => [c.id, c])),
      selectCategory: (slug) => applyFilters({ ...filters, category: slug, q: '' }),
      productHref: (sku) => localizePath(`/products/${sku}`, locale),
      categoryHref: (slug) => `${listPath}${searchFromFilters({ ...NO_FILTERS, category: slug })}`,
    }),
    [locale, messages, state.viewer, categories, filters, applyFilters, listPath],
  );

  const filtered = hasFilters(filters);
  const showFeatured = showsFeatured(state);
  const more = hasMore(items.length, total, totalIsLowerBound, state.lastPageFull);

  return (
    <CatalogueContext.Provider value={context}>
      <div className="catalogue" data-until-live={live ? undefined : ''}>
        {showFeatured && (
          <FeaturedBlock
            featured={state.featured!}
            viewAllHref={`${listPath}?filter=sale`}
            onViewAll={() => applyFilters({ ...NO_FILTERS, saleOnly: true })}
          />
        )}
        <div className="catalogue-controls">
          <SearchBox key={filters.q} initial={filters.q} onApply={(q) => applyFilters({ ...filters, category: null, q })} />
          <FilterBar
            categories={categories}
            selected={filters.category}
            filtered={filtered}
            pending={state.categoriesPending}
            onSelect={(slug) => applyFilters({ ...filters, category: slug, q: '' })}
            onClear={() => applyFilters(NO_FILTERS)}
          />
        </div>
        {phase === 'error' ? (
          <ConnectionError onRetry={retry} />
        ) : (
          <section className="catalogue-results" aria-labelledby="results-heading">
            <ResultsHeading filters={filters} categories={categories} />
            {phase === 'loading' ? (
              <SkeletonGrid />
            ) : (
              <>
                {total === 0 && <p className="catalogue-empty">{context.t('catalogue.empty')}</p>}
                <div className="product-grid" data-testid="product-grid">
                  {items.map((product, index) => (
                    // Below the featured block the grid starts under the fold; without it, its first card is the largest paint.
                    <ProductCard key={product.id} product={product} variant="grid" image={showFeatured ? 'lazy' : imageLoading(index)} />
                  ))}
                  {filters.category && !more && <CustomRequestCard />}
                </div>
                {total > 0 && (
                  <LoadMore
                    loaded={items.length}
                    total={total}
                    totalIsLowerBound={totalIsLowerBound}
                    more={more}
                    busy={phase === 'loadingMore'}
                    failed={state.moreFailed}
                    onLoadMore={loadMore}
                  />
                )}
              </>
            )}
          </section>
        )}
      </div>
    </CatalogueContext.Provider>
  );
}
