import type { MessageKey } from '#i18n/messages';
import type { Translate } from '#i18n/format';

const KNOWN = new Set([
  'required',
  'too_long',
  'invalid_email',
  'invalid_characters',
  'phone_digits',
  'invalid_country_code',
  'weak_password',
  'passwords_mismatch',
]);

/** A field-error code as the visitor reads it; codes the form does not expect read as "check this field". */
export function fieldMessage(t: Translate, code: string | undefined, max?: number): string | null {
  if (!code) return null;
  const key = (KNOWN.has(code) ? `auth.validation.${code}` : 'auth.validation.invalid') as MessageKey;
  return t(key, max === undefined ? undefined : { max });
}
