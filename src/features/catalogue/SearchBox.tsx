import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { localized } from '#i18n/locales';
import { localizeDigits } from '#lib/format';
import { mediaUrl } from '#lib/media';
import { normalizeSearch, sanitizeSearchInput, SEARCH_INPUT_MAX_LENGTH } from '#lib/search';
import type { ProductSuggestion } from '#lib/search-suggest';
import { useCatalogueContext } from './catalogue-context.ts';
import { useSuggestions } from './useSuggestions.ts';

/**
 * Code search (SPEC §5): disallowed characters vanish as they are typed; Enter or the icon
 * applies the search (cut to 25 characters). While typing, up to 8 products are suggested
 * (issue 23) in an ARIA combobox: arrows move through them, Enter opens the one chosen (or
 * searches when none is), Escape closes the list; the search itself stays in the URL (?q=).
 */
export function SearchBox({ initial, onApply }: { initial: string; onApply(q: string): void }) {
  const { t, locale, productHref } = useCatalogueContext();
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const suggestions = useSuggestions(value, open);
  const shown = open ? suggestions : [];
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  // The box is in the page's HTML before the island is live: what a visitor typed by then is in
  // the DOM only, and the first render after hydration would erase it. Take it over instead, and
  // suggest for it as for typing when the visitor is still in the box.
  useLayoutEffect(() => {
    const typedEarly = input.current?.value ?? '';
    if (typedEarly === initial) return;
    setValue(sanitizeSearchInput(typedEarly));
    if (document.activeElement === input.current) setOpen(true);
  }, [initial]);
  const choose = (suggestion: ProductSuggestion) => {
    window.location.assign(productHref(suggestion.sku));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!shown.length) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Through the options and back to the box itself (-1), in both directions.
      setActiveIndex((index) => {
        const next = index + step;
        return next >= shown.length ? -1 : next < -1 ? shown.length - 1 : next;
      });
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    } else if (event.key === 'Enter' && activeIndex >= 0 && shown[activeIndex]) {
      event.preventDefault();
      choose(shown[activeIndex]);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    setActiveIndex(-1);
    const q = normalizeSearch(value);
    setValue(q);
    onApply(q);
  };
  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <label htmlFor={`${id}-q`}>{t('catalogue.search.label')}</label>
      <div className="search-field">
        <input
          ref={input}
          id={`${id}-q`}
          className="input"
          type="search"
          name="q"
          value={value}
          maxLength={SEARCH_INPUT_MAX_LENGTH}
          placeholder={t('catalogue.search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown.length > 0}
          aria-controls={`${id}-suggestions`}
          aria-activedescendant={activeIndex >= 0 && shown[activeIndex] ? `${id}-option-${activeIndex}` : undefined}
          onChange={(event) => {
            setValue(sanitizeSearchInput(event.target.value));
            setOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <button type="submit" className="search-submit" aria-label={t('catalogue.search.submit')}>
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-4-4" />
          </svg>
        </button>
        {/* Inside the field, so the list starts under the box however the hint below wraps. */}
        <ul id={`${id}-suggestions`} className="search-suggestions" role="listbox" aria-label={t('catalogue.suggest.label')} hidden={!shown.length}>
          {shown.map((suggestion, index) => (
            <li
              key={suggestion.sku}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className="search-suggestion"
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(suggestion);
              }}
            >
              {suggestion.image ? <img src={mediaUrl(suggestion.image, 160)} alt="" width="40" height="40" loading="lazy" /> : <span className="search-suggestion-noimage" aria-hidden="true" />}
              <span className="search-suggestion-text">
                <span className="search-suggestion-name">{localized(suggestion, 'name', locale)}</span>
                <span className="search-suggestion-codes">
                  <bdi dir="ltr">{suggestion.sku}</bdi> · <bdi dir="ltr">{suggestion.partNumber}</bdi>
                </span>
                {suggestion.matched && (
                  <span className="search-suggestion-match">
                    {suggestion.matched.kind === 'replaces'
                      ? t('catalogue.card.matchedReplaces')
                      : suggestion.matched.brand
                        ? t('catalogue.card.matchedOemBrand', { brand: suggestion.matched.brand })
                        : t('catalogue.card.matchedOem')}{' '}
                    <bdi dir="ltr">{suggestion.matched.number}</bdi>
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="visually-hidden" role="status">
        {shown.length ? t('catalogue.suggest.count', { count: localizeDigits(String(shown.length), locale) }) : ''}
      </p>
      <p id={`${id}-hint`} className="search-hint">{t('catalogue.search.hint')}</p>
    </form>
  );
}
