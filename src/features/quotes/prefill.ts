import { DEFAULT_PHONE_COUNTRY_CODE } from '#lib/validation/common';
import type { QuoteFormValues } from '#lib/validation/quote';

/**
 * The signed-in buyer's details, fetched once per page from GET /api/quotes/prefill when the
 * first dialog opens, so every dialog opens filled in. Visitors (or a failed call) get none.
 */
export type Prefill = Pick<QuoteFormValues, 'company' | 'name' | 'email' | 'phoneCountryCode' | 'phone'>;

let pending: Promise<Prefill | null> | undefined;

export function loadPrefill(): Promise<Prefill | null> {
  pending ??= fetch('/api/quotes/prefill', { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : { prefill: null }))
    .then((body: { prefill: Prefill | null }) => body.prefill)
    .catch(() => null);
  return pending;
}

export const emptyQuoteForm = (): QuoteFormValues => ({
  company: '',
  name: '',
  email: '',
  phoneCountryCode: DEFAULT_PHONE_COUNTRY_CODE,
  phone: '',
  quantity: '1',
  notes: '',
});

/** Fills only what the buyer has not typed yet (the call may answer after they started). */
export function applyPrefill(values: QuoteFormValues, prefill: Prefill): QuoteFormValues {
  const untouched = emptyQuoteForm();
  const next = { ...values };
  for (const key of Object.keys(prefill) as (keyof Prefill)[]) {
    if (values[key] === untouched[key] && prefill[key]) next[key] = prefill[key];
  }
  return next;
}
