import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './field-errors.ts';
import { email, phoneDigits, quantity, text } from './common.ts';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = z.object({ f: schema }).strict().safeParse({ f: value });
  return result.success ? {} : fieldErrors(result.error);
};

describe('shared field rules', () => {
  it('accepts exactly nine digits for a phone', () => {
    expect(errorsOf(phoneDigits, '512345678')).toEqual({});
    expect(errorsOf(phoneDigits, '51234567')).toEqual({ f: 'phone_digits' });
    expect(errorsOf(phoneDigits, '5123456789')).toEqual({ f: 'phone_digits' });
    expect(errorsOf(phoneDigits, '51234567a')).toEqual({ f: 'phone_digits' });
    // Typed on an Arabic keyboard: accepted, and kept as ASCII digits.
    expect(phoneDigits.parse('٥١٢٣٤٥٦٧٨')).toBe('512345678');
    expect(errorsOf(phoneDigits, '٥١٢٣٤٥٦٧')).toEqual({ f: 'phone_digits' });
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
