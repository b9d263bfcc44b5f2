import { DEFAULT_PHONE_COUNTRY_CODE } from '#lib/validation/common';
import type { QuoteFormValues } from '#lib/validation/quote';
import { loadBuyerDetails } from '../auth/buyer-details.ts';

/**
 * The signed-in buyer's details from the session (its company profile and e-mail), so every
 * quote dialog opens filled in. Visitors get none.
 */
export type Prefill = Pick<QuoteFormValues, 'company' | 'name' | 'email' | 'phoneCountryCode' | 'phone'>;

export async function loadPrefill(): Promise<Prefill | null> {
  return loadBuyerDetails();
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
