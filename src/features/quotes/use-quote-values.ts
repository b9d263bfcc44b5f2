import { useEffect, useState } from 'react';
import type { FieldErrors } from '#lib/validation/field-errors';
import type { QuoteFormValues } from '#lib/validation/quote';
import { applyPrefill, emptyQuoteForm, loadPrefill } from './prefill.ts';

/**
 * The contact fields of a quote form (a dialog, the quote list) as typed, with their field errors:
 * they start empty (or from `initial`) and are filled from the signed-in buyer's details where
 * nothing was typed yet; a change clears that field's error.
 */
export function useQuoteValues(initial?: Partial<QuoteFormValues>) {
  const [values, setValues] = useState<QuoteFormValues>(() => ({ ...emptyQuoteForm(), ...initial }));
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    let active = true;
    void loadPrefill().then((prefill) => {
      if (active && prefill) setValues((current) => applyPrefill(current, prefill));
    });
    return () => {
      active = false;
    };
  }, []);

  const change = (field: keyof QuoteFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  return { values, errors, setErrors, change };
}
