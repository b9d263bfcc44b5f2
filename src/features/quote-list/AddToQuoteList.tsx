import { useId, useRef, useState, type FormEvent } from 'react';
import { localizePath, type Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';
import { formatNumber } from '#lib/format';
import { QUOTE_LIST_MAX_LINES, type QuoteListProduct } from '#lib/quote-list';
import { useAdoptEarlyInput } from '../forms/adopt-early-input.ts';
import { addProduct } from './quote-list-store.ts';
import './add-to-quote-list.css';

/** The words this control shows: the catalogue and the product page pick them into their islands. */
export const ADD_TO_QUOTE_LIST_MESSAGES = ['quoteList.add', 'quoteList.addQuantity', 'quoteList.added', 'quoteList.view', 'quoteList.full'] as const;

interface Props {
  product: QuoteListProduct;
  locale: Locale;
  t: Translate;
}

/**
 * "Add to quote list" with its quantity (issue 23), on product cards and the product page. Adds to
 * the small shared store only (no dialog, no request), then says so with a link to the list.
 */
export function AddToQuoteList({ product, locale, t }: Props) {
  const id = useId();
  const [quantity, setQuantity] = useState('1');
  const [outcome, setOutcome] = useState<'added' | 'full' | null>(null);
  // The control is in the page's HTML before its island is live (ADR 0035): a quantity typed by
  // then is taken over, and the add pressed by then is held and pressed again (intent-directive).
  const form = useRef<HTMLFormElement>(null);
  useAdoptEarlyInput(form);

  function add(event: FormEvent) {
    event.preventDefault();
    const wanted = Number(quantity.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)));
    setOutcome(addProduct(product, Number.isInteger(wanted) && wanted > 0 ? wanted : 1) ? 'added' : 'full');
  }

  return (
    <form ref={form} className="add-to-list" onSubmit={add} data-testid="add-to-quote-list">
      <label className="visually-hidden" htmlFor={`${id}-quantity`}>
        {t('quoteList.addQuantity')}
      </label>
      <input
        id={`${id}-quantity`}
        className="add-to-list-quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={1_000_000}
        step={1}
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
      />
      <button type="submit" className="btn btn-outline btn-small add-to-list-button">
        {t('quoteList.add')}
      </button>
      <p className="add-to-list-status" role="status">
        {outcome === 'added' && (
          <>
            {t('quoteList.added')} <a href={localizePath('/quote-list', locale)}>{t('quoteList.view')}</a>
          </>
        )}
        {outcome === 'full' && t('quoteList.full', { max: formatNumber(QUOTE_LIST_MAX_LINES, locale) })}
      </p>
    </form>
  );
}
