import { useState } from 'react';
import { contactMessageSchema, type ContactFormValues } from '#lib/validation/contact';
import { fieldErrors, type FieldErrors } from '#lib/validation/field-errors';

/** SPEC §4 "Contact form": idle, submitting, success (the form resets), error. */
export type ContactPhase = 'idle' | 'submitting' | 'success' | 'error';
export type ContactFailure = 'rate_limited' | 'failed';

const empty = (): ContactFormValues => ({ name: '', company: '', email: '', phone: '', subject: '', message: '' });

export function useContactForm() {
  const [values, setValues] = useState<ContactFormValues>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [phase, setPhase] = useState<ContactPhase>('idle');
  const [failure, setFailure] = useState<ContactFailure | null>(null);

  const change = (field: keyof ContactFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  /** Checks with the server's schema, then posts; returns false when the form needs fixing. */
  async function submit(): Promise<boolean> {
    const result = contactMessageSchema.safeParse(values);
    if (!result.success) {
      setErrors(fieldErrors(result.error));
      return false;
    }
    setErrors({});
    setFailure(null);
    setPhase('submitting');
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(result.data),
    }).catch(() => null);
    if (response?.status === 201) {
      setValues(empty());
      setPhase('success');
      return true;
    }
    const body = await response?.json().catch(() => null);
    if (response?.status === 400 && body?.error?.fields) {
      setErrors(body.error.fields);
      setPhase('idle');
      return false;
    }
    setFailure(response?.status === 429 ? 'rate_limited' : 'failed');
    setPhase('error');
    return true;
  }

  return { values, errors, phase, failure, change, submit };
}
