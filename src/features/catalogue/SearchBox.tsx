import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { normalizeSearch, sanitizeSearchInput, SEARCH_INPUT_MAX_LENGTH } from '#lib/search';
import { useCatalogueContext } from './catalogue-context.ts';

/**
 * Code search (SPEC §5): disallowed characters vanish as they are typed; Enter or the icon
 * applies the search (cut to 25 characters).
 */
export function SearchBox({ initial, onApply }: { initial: string; onApply(q: string): void }) {
  const { t } = useCatalogueContext();
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  // The box is in the page's HTML before the island is live: what a visitor typed by then is in
  // the DOM only, and the first render after hydration would erase it. Take it over instead.
  useLayoutEffect(() => {
    const typedEarly = input.current?.value ?? '';
    if (typedEarly !== initial) setValue(sanitizeSearchInput(typedEarly));
  }, [initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
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
          onChange={(event) => setValue(sanitizeSearchInput(event.target.value))}
        />
        <button type="submit" className="search-submit" aria-label={t('catalogue.search.submit')}>
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-4-4" />
          </svg>
        </button>
      </div>
      <p id={`${id}-hint`} className="search-hint">{t('catalogue.search.hint')}</p>
    </form>
  );
}
