import type { Locale } from '#i18n/locales';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_PHONE_COUNTRY_CODE } from '#lib/validation/common';
import { fieldErrors, type FieldErrors } from '#lib/validation/field-errors';
import { isPasswordValid } from '#lib/validation/password';
import { registrationSchema, type RegistrationInput } from '#lib/validation/registration';
import { createSubmissionKeys } from '../forms/send-with-retry.ts';
import { submitRegistration } from './auth-api.ts';
import { readRegistrationLock, storeRegistrationLock } from './registration-lock.ts';

export const REGISTRATION_FIELDS = [
  'companyName',
  'contactPerson',
  'email',
  'phoneCountryCode',
  'phone',
  'password',
  'confirmPassword',
  'city',
  'country',
  'crNumber',
  'vatNumber',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
type Values = Record<RegistrationField, string>;

export type RegistrationStatus =
  | { kind: 'editing'; problem?: 'email_taken' | 'failed' }
  /** stillSending: the request is being retried (connection lost, server busy). */
  | { kind: 'busy'; stillSending?: boolean }
  | { kind: 'created' }
  | { kind: 'limited'; until: number };

const EMPTY: Values = {
  companyName: '',
  contactPerson: '',
  email: '',
  phoneCountryCode: DEFAULT_PHONE_COUNTRY_CODE,
  phone: '',
  password: '',
  confirmPassword: '',
  city: '',
  country: '',
  crNumber: '',
  vatNumber: '',
};

/**
 * The registration form's state: values, which errors to show (a field's own error once it has
 * been left, every error after a submit attempt, the server's until the field changes) and the
 * outcome of the submission. Validation is the server's own schema.
 */
export function useRegistrationForm(locale: Locale) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<RegistrationField>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<RegistrationStatus>({ kind: 'editing' });
  const keys = useRef(createSubmissionKeys()).current;

  useEffect(() => {
    const until = readRegistrationLock();
    if (until) setStatus({ kind: 'limited', until });
  }, []);

  const clientErrors = useMemo(() => {
    const result = registrationSchema.safeParse(values);
    return result.success ? {} : fieldErrors(result.error);
  }, [values]);

  const errorOf = (field: RegistrationField): string | undefined => serverErrors[field] ?? (touched.has(field) ? clientErrors[field] : undefined);

  const set = (field: RegistrationField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors(({ [field]: _, ...rest }) => rest);
  };

  const unlock = useCallback(() => setStatus({ kind: 'editing' }), []);

  const leave = (field: RegistrationField) => setTouched((t) => new Set(t).add(field));

  /** Returns the first field with an error (to focus it), or null once the request is under way. */
  const submit = async (): Promise<RegistrationField | null> => {
    setTouched(new Set(REGISTRATION_FIELDS));
    const firstInvalid = REGISTRATION_FIELDS.find((f) => clientErrors[f]);
    if (firstInvalid) return firstInvalid;
    setStatus({ kind: 'busy' });
    // The values passed the schema above; the server parses them again.
    // With the page's language: the shop's e-mails to the buyer are written in it.
    const input = { ...values, locale } as RegistrationInput;
    // Until the outcome is known, sending the same details again keeps the key: one account, never "e-mail taken" by itself.
    const result = await submitRegistration(input, { key: keys.keyFor(JSON.stringify(input)), onRetrying: () => setStatus({ kind: 'busy', stillSending: true }) });
    if (result.kind !== 'failed') keys.settle();
    if (result.kind === 'created') setStatus({ kind: 'created' });
    else if (result.kind === 'limited') setStatus({ kind: 'limited', until: storeRegistrationLock(result.retryAfterSeconds) });
    else if (result.kind === 'invalid') {
      setServerErrors(result.fields);
      setStatus({ kind: 'editing' });
      return REGISTRATION_FIELDS.find((f) => result.fields[f]) ?? null;
    } else setStatus({ kind: 'editing', problem: result.kind });
    return null;
  };

  return {
    values,
    set,
    leave,
    errorOf,
    status,
    passwordValid: isPasswordValid(values.password),
    submit,
    unlock,
  };
}
