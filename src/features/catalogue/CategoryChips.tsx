import type { MouseEvent } from 'react';
import { useCatalogueContext } from './catalogue-context.ts';
import { chipsOf } from './filter-model.ts';

/** A product's categories, oldest first; a click filters the catalogue by that category. */
export function CategoryChips({ categoryIds, max }: { categoryIds: readonly number[]; max?: number }) {
  const { categoriesById, t, selectCategory, categoryHref } = useCatalogueContext();
  const chips = chipsOf(categoryIds, categoriesById, max);
  if (chips.length === 0) return null;
  return (
    <ul className="chips">
      {chips.map((category) => {
        const { name } = category;
        const onClick = (event: MouseEvent) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          selectCategory(category.slug);
        };
        return (
          <li key={category.id}>
            <a className="chip" href={categoryHref(category.slug)} onClick={onClick} aria-label={t('catalogue.chip.filter', { name })}>
              {name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
