import { toLatinDigits } from '../digits.ts';

/**
 * Phone numbers of the registration and quote forms (SPEC §5, §9): a country code from the list
 * plus the nine national digits. People type and paste them in every shape — with the trunk 0
 * ("0501234567"), with the code ("+966 50 123 4567", "00966501234567"), spaced, dashed, in
 * Arabic-Indic digits — so one pure function reads all of them into the stored form, for the
 * field (as it is typed or pasted) and for the server schema alike. The server refuses what does
 * not read as a number of this shape; the field cleans what is typed into one (phoneFieldInput).
 */
export const PHONE_COUNTRY_CODES = ['+966', '+971', '+974', '+973', '+968', '+965', '+962'] as const;
export type PhoneCountryCode = (typeof PHONE_COUNTRY_CODES)[number];
export const DEFAULT_PHONE_COUNTRY_CODE: PhoneCountryCode = '+966';
export const PHONE_DIGITS = 9;

export type ParsedPhone = {
  /** The nine national digits, as stored. */
  digits: string;
  /** The country code written in the number itself, if any: it wins over the code selector. */
  countryCode: PhoneCountryCode | null;
};
export type PhoneError = 'required' | 'phone_digits' | 'invalid_country_code';

/**
 * Separators people put inside numbers (spaces of every width, dashes and the minus sign, dots,
 * slashes, brackets) and the invisible direction marks that text copied from an Arabic page
 * carries. Everything else that is not a digit makes the number unreadable.
 */
const FORMATTING = /[\s\u00a0\u2000-\u200f\u2028-\u202f\u205f\u2060\u2066-\u2069\u061c\ufeff\u2010-\u2015\u2212.\-/()]/g;
const CODE_DIGITS = PHONE_COUNTRY_CODES.map((code) => code.slice(1));
/** A national number: nine digits, never beginning with the trunk 0 (no Gulf number does). */
const NATIONAL = /^[1-9][0-9]{8}$/;

export function parsePhone(input: string): { ok: true; phone: ParsedPhone } | { ok: false; error: PhoneError } {
  const compact = toLatinDigits(input).replace(/\uff0b/g, '+').replace(FORMATTING, '');
  if (compact === '') return { ok: false, error: 'required' };
  const international = /^(?:\+|00)([0-9]+)$/.exec(compact);
  if (international) {
    const rest = international[1]!;
    const code = CODE_DIGITS.find((c) => rest.startsWith(c));
    if (!code) return { ok: false, error: 'invalid_country_code' };
    return national(rest.slice(code.length), `+${code}` as PhoneCountryCode);
  }
  if (!/^[0-9]+$/.test(compact)) return { ok: false, error: 'phone_digits' };
  // Twelve digits or more cannot be a national number: the code without its "+".
  const code = compact.length > PHONE_DIGITS + 1 ? CODE_DIGITS.find((c) => compact.startsWith(c)) : undefined;
  return code ? national(compact.slice(code.length), `+${code}` as PhoneCountryCode) : national(compact, null);
}

/** The digits after any country code: nine, or ten beginning with the trunk 0 that is dropped. */
function national(digits: string, countryCode: PhoneCountryCode | null): { ok: true; phone: ParsedPhone } | { ok: false; error: PhoneError } {
  const withoutTrunk = digits.length === PHONE_DIGITS + 1 && digits.startsWith('0') ? digits.slice(1) : digits;
  return NATIONAL.test(withoutTrunk) ? { ok: true, phone: { digits: withoutTrunk, countryCode } } : { ok: false, error: 'phone_digits' };
}

/**
 * What a phone field holds after an edit (a keystroke or a paste), SPEC §5 (issue 20: cleaned as
 * typed, nine digits): the stored form as soon as the text reads as a number — with the country
 * code it carried, for the selector. Otherwise the text cleaned: Arabic-Indic digits as ASCII,
 * letters and other symbols dropped, and no more digits than a number of that shape can have
 * (nine; ten with the trunk 0; the code and nine after "+" or "00").
 */
export function phoneFieldInput(text: string): { phone: string; countryCode: PhoneCountryCode | null } {
  const parsed = parsePhone(text);
  if (parsed.ok) return { phone: parsed.phone.digits, countryCode: parsed.phone.countryCode };
  const cleaned = phoneAsTyped(text);
  const reparsed = parsePhone(cleaned);
  return reparsed.ok ? { phone: reparsed.phone.digits, countryCode: reparsed.phone.countryCode } : { phone: cleaned, countryCode: null };
}

/**
 * A phone number while it is being typed: ASCII digits, a leading "+", spaces, dashes and brackets;
 * letters and other symbols never land, nor digits past the most the number's shape can have.
 * It is not yet read into nine digits, so the text does not jump under the visitor's fingers.
 */
export function phoneAsTyped(text: string): string {
  return capDigits(toLatinDigits(text).replace(/[^0-9+\s\-()]/g, '').replace(/(?!^)\+/g, ''));
}

/** Drops the digits past the most the number's shape allows. */
function capDigits(text: string): string {
  const digits = text.replace(/[^0-9]/g, '');
  const international = text.trimStart().startsWith('+') || digits.startsWith('00');
  const most = international ? (digits.startsWith('00') ? 2 : 0) + 3 + 1 + PHONE_DIGITS : digits.startsWith('0') ? PHONE_DIGITS + 1 : PHONE_DIGITS;
  let kept = 0;
  return text.replace(/[0-9]/g, (digit) => (kept++ < most ? digit : '')).trimEnd();
}
