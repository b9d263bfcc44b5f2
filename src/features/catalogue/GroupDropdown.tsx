import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { DROPDOWN_TWO_COLUMNS_ABOVE } from '#lib/categories';
import type { MessageKey } from '#i18n/messages';
import { useCatalogueContext } from './catalogue-context.ts';
import type { FilterGroup } from './filter-model.ts';

interface Props {
  group: FilterGroup;
  open: boolean;
  selected: string | null;
  onToggle(open: boolean): void;
  onSelect(slug: string): void;
}

/**
 * One of the seven group dropdowns: "All {group}" and the members in their set order, in two
 * columns above six members. Opens with click, Enter, Space or ArrowDown; arrows move between
 * entries; Escape and a click outside close it.
 */
/** Set on <html> while a filter menu is open; floating-quote.css and the chat button hide for it. */
const MENU_OPEN_ATTRIBUTE = 'data-menu-open';

export function GroupDropdown({ group, open, selected, onToggle, onSelect }: Props) {
  const { t } = useCatalogueContext();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const label = t(`group.${group.slug}` as MessageKey);
  const active = selected === group.slug || group.members.some((m) => m.slug === selected);

  useEffect(() => {
    if (!open) return;
    // The floating buttons step aside while a menu is open: none may cover it (issue 20).
    document.documentElement.toggleAttribute(MENU_OPEN_ATTRIBUTE, true);
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onToggle(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.documentElement.toggleAttribute(MENU_OPEN_ATTRIBUTE, false);
    };
  }, [open, onToggle]);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[data-dropdown-item]') ?? [])];

  const focusItem = (offset: number | 'first' | 'last') => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const next = offset === 'first' ? 0 : offset === 'last' ? list.length - 1 : (index + offset + list.length) % list.length;
    list[next]?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    onToggle(true);
    requestAnimationFrame(() => focusItem('first'));
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number | 'first' | 'last'> = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' };
    if (event.key === 'Escape') {
      event.preventDefault();
      onToggle(false);
      trigger.current?.focus();
    } else if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Tab') {
      onToggle(false);
    }
  };

  const choose = (slug: string) => {
    onToggle(false);
    onSelect(slug);
  };

  return (
    <div className="dropdown" ref={root}>
      <button
        ref={trigger}
        type="button"
        className={`filter-button${active ? ' is-active' : ''}`}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => onToggle(!open)}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <svg className="dropdown-caret" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      {open && (
        // Arrow keys move between the panel's buttons; the handler sits on their container.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div id={`${id}-panel`} className="dropdown-panel" onKeyDown={onPanelKeyDown}>
          <button type="button" data-dropdown-item className={`dropdown-item dropdown-all${selected === group.slug ? ' is-active' : ''}`} onClick={() => choose(group.slug)}>
            {t('catalogue.filter.allInGroup', { group: label })}
          </button>
          <ul className={`dropdown-list${group.members.length > DROPDOWN_TWO_COLUMNS_ABOVE ? ' dropdown-two-columns' : ''}`}>
            {group.members.map((category) => (
              <li key={category.id}>
                <button
                  type="button"
                  data-dropdown-item
                  className={`dropdown-item${selected === category.slug ? ' is-active' : ''}`}
                  aria-current={selected === category.slug ? 'true' : undefined}
                  onClick={() => choose(category.slug)}
                >
                  {category.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
