import { isErrorCode, isFieldCode, type MessageCode } from '#lib/errors';
import type { MessageKey } from './messages.ts';
import type { Params, Translate } from './format.ts';

/** The dictionary key of a code's words. */
export const errorKey = (code: MessageCode): MessageKey => `errors.${code}`;

/** The keys an island needs for the codes it can show (its `pickMessages` list). */
export const errorKeys = (codes: readonly MessageCode[]): MessageKey[] => codes.map(errorKey);

/**
 * A code of the error contract as its reader reads it, in one namespace for every screen. A value
 * that is no code (an old server, a proxy's page) or whose words the island was not given reads as
 * "Please check this field", never as the code itself.
 */
export function errorMessage(t: Translate, code: string | undefined, params?: Params): string {
  const known = isErrorCode(code) || isFieldCode(code) ? errorKey(code) : null;
  const text = known ? t(known, params) : null;
  return text && text !== known ? text : t('errors.invalid');
}

/** Every field's code as words, keyed by the same dotted path; `params` gives a field its numbers (`max`). */
export function fieldMessages(t: Translate, codes: Readonly<Record<string, string>>, params: (field: string) => Params | undefined = () => undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, errorMessage(t, code, params(field))]));
}

/** A form field's words under its input, or null while it has no error. */
export function fieldError(t: Translate, code: string | undefined, params?: Params): string | null {
  return code ? errorMessage(t, code, params) : null;
}
