import { useCallback, useState } from 'react';
import { useCatalogueContext } from './catalogue-context.ts';
import { filterBarModel } from './filter-model.ts';
import { GroupDropdown } from './GroupDropdown.tsx';
import type { IslandCategory } from './island-data.ts';

interface Props {
  categories: readonly IslandCategory[];
  selected: string | null;
  /** A category, search or sale filter is active: offer Clear filter. */
  filtered: boolean;
  /** The menus' members are still being asked for: the bar is not live yet (intent-directive.ts). */
  pending: boolean;
  onSelect(slug: string | null): void;
  onClear(): void;
}

/** All categories, the seven group dropdowns, the leftover categories and Clear filter. */
export function FilterBar({ categories, selected, filtered, pending, onSelect, onClear }: Props) {
  const { t } = useCatalogueContext();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const { groups, leftovers } = filterBarModel(categories);
  const toggle = useCallback((slug: string, open: boolean) => setOpenGroup((current) => (open ? slug : current === slug ? null : current)), []);

  return (
    <nav className="filter-bar" aria-label={t('catalogue.filter.label')} data-until-live={pending ? '' : undefined}>
      <button type="button" className={`filter-button${selected === null ? ' is-active' : ''}`} aria-pressed={selected === null} onClick={() => onSelect(null)}>
        {t('catalogue.filter.all')}
      </button>
      {groups.map((group) => (
        <GroupDropdown
          key={group.slug}
          group={group}
          open={openGroup === group.slug}
          selected={selected}
          onToggle={(open) => toggle(group.slug, open)}
          onSelect={onSelect}
        />
      ))}
      {leftovers.map((category) => (
        <button
          key={category.id}
          type="button"
          className={`filter-button${selected === category.slug ? ' is-active' : ''}`}
          aria-pressed={selected === category.slug}
          onClick={() => onSelect(category.slug)}
        >
          {category.name}
        </button>
      ))}
      {filtered && (
        <button type="button" className="filter-clear" onClick={onClear}>
          {t('catalogue.filter.clear')}
        </button>
      )}
    </nav>
  );
}
