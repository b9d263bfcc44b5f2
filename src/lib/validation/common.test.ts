import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './field-errors.ts';
import { dateTime, email, phoneNumber, quantity, text } from './common.ts';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = z.object({ f: schema }).strict().safeParse({ f: value });
  return result.success ? {} : fieldErrors(result.error);
};

describe('shared field rules', () => {
  it('reads a phone into its nine national digits and any country code written in it, refusing what is not one', () => {
    expect(phoneNumber.parse('512345678')).toEqual({ digits: '512345678', countryCode: null });
    expect(phoneNumber.parse('٠٥٠١٢٣٤٥٦٧')).toEqual({ digits: '501234567', countryCode: null });
    expect(phoneNumber.parse('+971 50 123 4567')).toEqual({ digits: '501234567', countryCode: '+971' });
    expect(errorsOf(phoneNumber, '51234567')).toEqual({ f: 'phone_digits' });
    expect(errorsOf(phoneNumber, '+1 202 555 0100')).toEqual({ f: 'invalid_country_code' });
    expect(errorsOf(phoneNumber, '5123\u000045678')).toEqual({ f: 'invalid_characters' });
    expect(errorsOf(phoneNumber, '')).toEqual({ f: 'required' });
    expect(errorsOf(phoneNumber, 512345678)).toEqual({ f: 'invalid_type' });
  });

  it('refuses, as a field error, the characters PostgreSQL refuses or that disguise a text', () => {
    for (const sneaky of ['\u00e9\udc22', 'a\ud800', '\u202eevil', 'x\u2066y', 'c1\u0085', 'nul\u0000']) {
      expect(errorsOf(text(50), sneaky)).toEqual({ f: 'invalid_characters' });
    }
    expect(errorsOf(email, 'a\u202e@example.com')).toEqual({ f: 'invalid_characters' });
    // Whole emoji, Arabic with its direction marks, tabs and line breaks are ordinary text.
    expect(text(50).parse('باب \u200fالمصعد\u200e 🚪\tline\nbreak')).toBe('باب \u200fالمصعد\u200e 🚪\tline\nbreak');
  });

  it('takes a date-time only with an offset PostgreSQL knows and within the years a stored date may name', () => {
    expect(dateTime.parse('2030-01-01T00:00:00+03:00')).toBe('2030-01-01T00:00:00+03:00');
    expect(dateTime.parse('2030-01-01T00:00:00-15:59')).toBe('2030-01-01T00:00:00-15:59');
    for (const out of ['0000-01-01T00:00:00Z', '2030-01-01T00:00:00+23:59', '2030-01-01T00:00:00+16:00', '1999-12-31T23:59:59Z', '9999-06-01T00:00:00Z', '2030-02-30T00:00:00Z']) {
      expect(errorsOf(dateTime, out)).toEqual({ f: 'invalid_date' });
    }
  });

  it('trims and lowercases e-mail and rejects malformed ones', () => {
    expect(email.parse('  Buyer@Example.COM ')).toBe('buyer@example.com');
    expect(errorsOf(email, 'not-an-email')).toEqual({ f: 'invalid_email' });
    expect(errorsOf(email, undefined)).toEqual({ f: 'required' });
  });

  it('wants a whole quantity of at least one', () => {
    expect(quantity.parse('3')).toBe(3);
    for (const bad of [0, -1, 1.5, 'abc']) expect(errorsOf(quantity, bad)).toEqual({ f: 'invalid_quantity' });
  });

  it('sanitises, then enforces required and length', () => {
    expect(text(5).parse(' <script>x</script>abc ')).toBe('abc');
    expect(errorsOf(text(5), '<script>x</script>')).toEqual({ f: 'required' });
    expect(errorsOf(text(5), 'abcdef')).toEqual({ f: 'too_long' });
    expect(errorsOf(text(5), 42)).toEqual({ f: 'invalid_type' });
    expect(text(5, { required: false }).parse('')).toBe('');
  });

  it('names unknown fields', () => {
    const result = z.object({ a: z.string() }).strict().safeParse({ a: 'x', extra: 1 });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ extra: 'unknown_field' });
  });
});
