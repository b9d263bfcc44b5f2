import { fieldErrors } from '#lib/validation/field-errors';
import type { DialogQuoteKind } from '#lib/quote-kinds';
import { quoteRequestSchema, type QuoteFormValues, type QuoteRequest } from '#lib/validation/quote';
import type { Locale } from '#i18n/locales';
import { useQuoteValues } from './use-quote-values.ts';

/**
 * A quote dialog's form: values as typed, prefilled from the buyer's profile (and, for "Request
 * again", the earlier request's quantity and notes), checked with the
 * same schema the server uses. `check()` returns the request to send, or null (errors shown).
 */
export function useQuoteForm({ kind, productId, locale, initial }: { kind: DialogQuoteKind; productId?: number; locale: Locale; initial?: Partial<Pick<QuoteFormValues, 'quantity' | 'notes'>> }) {
  // "Request again" starts from an earlier request's quantity and notes; the contact fields still come from the profile.
  const { values, errors, setErrors, change } = useQuoteValues(initial);

  function check(): QuoteRequest | null {
    const result = quoteRequestSchema.safeParse({ kind, ...(productId === undefined ? {} : { productId }), ...values, locale });
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrors(result.error));
    return null;
  }

  return { values, errors, change, check, setErrors };
}
