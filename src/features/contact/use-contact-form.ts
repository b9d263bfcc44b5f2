import { useEffect, useRef, useState } from 'react';
import { contactMessageSchema, type ContactFormValues } from '#lib/validation/contact';
import { fieldErrors, type FieldErrors } from '#lib/validation/field-errors';
import { createSubmissionKeys, fetchAttempt, sendWithRetry } from '../forms/send-with-retry.ts';
import { loadBuyerDetails, type BuyerDetails } from '../auth/buyer-details.ts';

/** SPEC §4 "Contact form": idle, submitting, success (the form resets), error. */
export type ContactPhase = 'idle' | 'submitting' | 'success' | 'error';
export type ContactFailure = 'rate_limited' | 'failed';

const empty = (): ContactFormValues => ({ name: '', company: '', email: '', phone: '', subject: '', message: '' });

export function useContactForm() {
  const [values, setValues] = useState<ContactFormValues>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [phase, setPhase] = useState<ContactPhase>('idle');
  const [failure, setFailure] = useState<ContactFailure | null>(null);
  /** Retrying after a lost connection or a busy server: the form says "still sending". */
  const [stillSending, setStillSending] = useState(false);
  const keys = useRef(createSubmissionKeys()).current;

  // A signed-in buyer's details fill what they have not typed yet (issue 21); the form is live by
  // then (it hydrates on intent), so this costs visitors and first paint nothing.
  const buyer = useRef<BuyerDetails | null>(null);
  useEffect(() => {
    let active = true;
    void loadBuyerDetails().then((details) => {
      buyer.current = details;
      if (active && details) setValues((current) => withBuyerDetails(current, details));
    });
    return () => {
      active = false;
    };
  }, []);

  const change = (field: keyof ContactFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  /** Checks with the server's schema, then posts; returns false when the form needs fixing. */
  async function submit(): Promise<boolean> {
    const result = contactMessageSchema.safeParse(values);
    if (!result.success) {
      setErrors(fieldErrors(result.error));
      // A new attempt replaces the last one's banner: no "Message sent!" above this attempt's errors.
      setPhase('idle');
      setFailure(null);
      return false;
    }
    setErrors({});
    setFailure(null);
    setPhase('submitting');
    // One idempotency key per message: a retry, or Send pressed again after a failure, is not a second message.
    const body = JSON.stringify(result.data);
    const attempt = fetchAttempt('/api/contact', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body });
    const sent = await sendWithRetry(attempt, { key: keys.keyFor(body), onRetrying: () => setStillSending(true) });
    setStillSending(false);
    const reply = sent.outcome === 'answered' ? sent.reply : null;
    if (reply) keys.settle();
    if (reply?.status === 201) {
      // Ready for the next message: the buyer's own details stay filled in.
      setValues(buyer.current ? withBuyerDetails(empty(), buyer.current) : empty());
      setPhase('success');
      return true;
    }
    const fields = (reply?.body as { error?: { fields?: FieldErrors } } | null)?.error?.fields;
    if (reply?.status === 400 && fields) {
      setErrors(fields);
      setPhase('idle');
      return false;
    }
    setFailure(reply?.status === 429 ? 'rate_limited' : 'failed');
    setPhase('error');
    return true;
  }

  return { values, errors, phase, failure, stillSending, change, submit };
}

/** Fills only the empty fields: what the visitor typed before the details arrived stays. */
export function withBuyerDetails(values: ContactFormValues, buyer: BuyerDetails): ContactFormValues {
  const details: Partial<ContactFormValues> = { name: buyer.name, company: buyer.company, email: buyer.email, phone: `${buyer.phoneCountryCode} ${buyer.phone}` };
  const next = { ...values };
  for (const [field, value] of Object.entries(details) as [keyof ContactFormValues, string][]) if (!values[field] && value) next[field] = value;
  return next;
}
