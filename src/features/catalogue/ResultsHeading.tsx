import { isGroupSlug } from '#lib/categories';
import type { MessageKey } from '#i18n/messages';
import type { CatalogueFilters } from '#lib/catalogue-url';
import { useCatalogueContext } from './catalogue-context.ts';
import { UnknownCategory } from './CatalogueStates.tsx';
import { categoryForParam } from './filter-model.ts';
import type { IslandCategory } from './island-data.ts';

/**
 * Says what the grid below shows: everything, a group or category, the sales, or a search; or
 * that the category in the address does not exist (once the categories are known).
 */
export function ResultsHeading({ filters, categories }: { filters: CatalogueFilters; categories: readonly IslandCategory[] }) {
  const { t } = useCatalogueContext();
  const parts: string[] = [];
  if (filters.category) {
    const category = categoryForParam(filters.category, categories);
    if (isGroupSlug(filters.category)) parts.push(t(`group.${filters.category}` as MessageKey));
    else if (category) parts.push(category.name);
    else if (categories.length > 0) return <UnknownCategory />;
  }
  if (filters.saleOnly) parts.push(t('catalogue.results.sale'));
  if (filters.q) parts.push(t('catalogue.results.search', { query: filters.q }));
  return (
    <h2 id="results-heading" className="results-heading" aria-live="polite">
      {parts.length ? parts.join(' · ') : t('catalogue.results.all')}
    </h2>
  );
}
