import { useMemo } from 'react';
import type { Locale } from '#i18n/locales';
import { intlLocale, localizePath } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import { CatalogueContext, type CatalogueContextValue } from './catalogue-context.ts';
import { hasFilters, NO_FILTERS, searchFromFilters } from './catalogue-url.ts';
import { ConnectionError, CustomRequestCard, LoadMore, SkeletonGrid } from './CatalogueStates.tsx';
import { FeaturedBlock } from './FeaturedBlock.tsx';
import { FilterBar } from './FilterBar.tsx';
import { ProductCard } from './ProductCard.tsx';
import { ResultsHeading } from './ResultsHeading.tsx';
import { SearchBox } from './SearchBox.tsx';
import { useCatalogue } from './useCatalogue.ts';
import './catalogue.css';
import './catalogue-page.css';

interface Props {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}

/** The catalogue page's island: featured sales, filters, code search and the product grid. */
export default function CatalogueApp({ locale, messages }: Props) {
  const { state, applyFilters, loadMore, retry } = useCatalogue();
  const { filters, phase, items, total, categories } = state;
  const listPath = localizePath('/products', locale);

  const context = useMemo<CatalogueContextValue>(
    () => ({
      locale,
      intlLocale: intlLocale(locale),
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
  const allLoaded = phase !== 'loading' && items.length >= total;

  return (
    <CatalogueContext.Provider value={context}>
      <div className="catalogue">
        {!filtered && state.featured && (
          <FeaturedBlock
            featured={state.featured}
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
                    <ProductCard key={product.id} product={product} variant="grid" eager={index < 3} />
                  ))}
                  {filters.category && allLoaded && <CustomRequestCard />}
                </div>
                {total > 0 && (
                  <LoadMore loaded={items.length} total={total} busy={phase === 'loadingMore'} failed={state.moreFailed} onLoadMore={loadMore} />
                )}
              </>
            )}
          </section>
        )}
      </div>
    </CatalogueContext.Provider>
  );
}
