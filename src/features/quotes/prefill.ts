import { DEFAULT_PHONE_COUNTRY_CODE } from '#lib/validation/common';
import type { QuoteFormValues } from '#lib/validation/quote';
import { loadSession } from '../auth/session-store.ts';

/**
 * The signed-in buyer's details from the session (its company profile and e-mail), so every
 * quote dialog opens filled in. Visitors get none.
 */
export type Prefill = Pick<QuoteFormValues, 'company' | 'name' | 'email' | 'phoneCountryCode' | 'phone'>;

export async function loadPrefill(): Promise<Prefill | null> {
  const session = await loadSession();
  if (session.status !== 'signedIn' || !session.user.profile) return null;
  const { companyName, contactPerson, phoneCountryCode, phone } = session.user.profile;
  return { company: companyName, name: contactPerson, email: session.user.email, phoneCountryCode, phone };
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
