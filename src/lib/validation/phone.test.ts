import { describe, expect, it } from 'vitest';
import { parsePhone, phoneAsTyped, phoneFieldInput } from './phone.ts';

/** What people type or paste into a phone field, and what is stored (or why it is refused). */
const read: [input: string, digits: string, countryCode: string | null][] = [
  ['501234567', '501234567', null],
  ['0501234567', '501234567', null],
  ['+966501234567', '501234567', '+966'],
  ['+966 50 123 4567', '501234567', '+966'],
  ['00966 50 123 4567', '501234567', '+966'],
  ['00966501234567', '501234567', '+966'],
  ['966501234567', '501234567', '+966'],
  ['+966 (0) 50 123 4567', '501234567', '+966'],
  ['050-123-4567', '501234567', null],
  ['050.123.4567', '501234567', null],
  ['٠٥٠١٢٣٤٥٦٧', '501234567', null],
  ['۰۵۰۱۲۳۴۵۶۷', '501234567', null],
  ['+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧', '501234567', '+966'],
  ['+971 50 123 4567', '501234567', '+971'],
  ['+962 7 9123 4567', '791234567', '+962'],
  // Copied from an Arabic page: direction marks and a no-break space around the digits.
  ['\u200e+966\u00a050\u202f123 4567\u200f', '501234567', '+966'],
  ['  512345678  ', '512345678', null],
];

const refused: [input: string, error: string][] = [
  ['12345', 'phone_digits'],
  ['05012345678', 'phone_digits'],
  ['5012345678', 'phone_digits'],
  ['050123456', 'phone_digits'], // nine digits, one of them the trunk 0: a digit is missing
  ['050123456a', 'phone_digits'],
  ['call me', 'phone_digits'],
  ['50123456x', 'phone_digits'],
  ['+966 50 123 456', 'phone_digits'],
  ['+966 50 123 45678', 'phone_digits'],
  ['+1 555 123 4567', 'invalid_country_code'],
  ['0044 20 7946 0958', 'invalid_country_code'],
  ['+', 'phone_digits'],
  ['', 'required'],
  [' - ', 'required'],
];

describe('phone numbers as people write them', () => {
  it.each(read)('%j → %s (%s)', (input, digits, countryCode) => {
    expect(parsePhone(input)).toEqual({ ok: true, phone: { digits, countryCode } });
  });

  it.each(refused)('%j is refused: %s', (input, error) => {
    expect(parsePhone(input)).toEqual({ ok: false, error });
  });
});

describe('the phone field as it is typed or pasted', () => {
  it('shows the nine digits once the text reads as a number, with the code it carried for the selector', () => {
    expect(phoneFieldInput('0501234567')).toEqual({ phone: '501234567', countryCode: null });
    expect(phoneFieldInput('+971 50 123 4567')).toEqual({ phone: '501234567', countryCode: '+971' });
  });

  it('cleans a number being typed: ASCII digits, no letters, no more digits than its shape has (SPEC §5, issue 20)', () => {
    expect(phoneFieldInput('٠٥٠١٢٣')).toEqual({ phone: '050123', countryCode: null });
    expect(phoneFieldInput('+966 50 123')).toEqual({ phone: '+966 50 123', countryCode: null });
    expect(phoneFieldInput('50abc12')).toEqual({ phone: '5012', countryCode: null });
    expect(phoneFieldInput('5012345678')).toEqual({ phone: '501234567', countryCode: null });
    expect(phoneFieldInput('050123456789')).toEqual({ phone: '501234567', countryCode: null });
    expect(phoneFieldInput('call 0501234567')).toEqual({ phone: '501234567', countryCode: null });
    expect(phoneFieldInput('+1 202 555')).toEqual({ phone: '+1 202 555', countryCode: null });
  });

  it('while typed, takes digits and number marks only, and no digit past the shape of the number', () => {
    expect(phoneAsTyped('5o1x2')).toBe('512');
    expect(phoneAsTyped('5123456789')).toBe('512345678');
    expect(phoneAsTyped('0501234567')).toBe('0501234567');
    expect(phoneAsTyped('٠٥٠ ١٢٣')).toBe('050 123');
    expect(phoneAsTyped('+966 0 50 123 4567 9')).toBe('+966 0 50 123 4567');
  });
});
