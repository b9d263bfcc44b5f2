import type { MessageKey } from '#i18n/messages';
import type { Translate } from '#i18n/format';

const KNOWN = new Set(['required', 'too_long', 'invalid_characters']);

/**
 * A field-error code of an admin form as the admin reads it (`admin.field.*`); a code the form has
 * no words of its own for reads as "check this field".
 */
export function adminFieldMessage(t: Translate, code: string | undefined, max?: string | number): string | null {
  if (!code) return null;
  const key = (KNOWN.has(code) ? `admin.field.${code}` : 'admin.field.invalid') as MessageKey;
  return t(key, max === undefined ? undefined : { max });
}
