import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { quoteRequestSchema } from './quote.ts';
import { notesWithTitle } from './quote-notes.ts';

const contact = { company: 'Riyadh Towers Maintenance', name: 'Sara Al-Qahtani', email: ' Sara@Example.COM ', phoneCountryCode: '+966', phone: '512345678', quantity: 2 };
const errorsOf = (value: unknown) => {
  const result = quoteRequestSchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('quote request schema', () => {
  it('accepts a product quote, normalising e-mail and defaulting notes and locale', () => {
    const parsed = quoteRequestSchema.parse({ kind: 'wholesale', productId: 7, ...contact });
    expect(parsed).toMatchObject({ kind: 'wholesale', productId: 7, email: 'sara@example.com', notes: '', locale: 'en', quantity: 2 });
  });

  it('takes numbers as text from a multipart form', () => {
    expect(quoteRequestSchema.parse({ kind: 'custom', ...contact, quantity: '3', notes: 'Door rollers' })).toMatchObject({ quantity: 3 });
  });

  it('needs a product for product quotes and refuses one on custom and home-lift quotes', () => {
    expect(errorsOf({ kind: 'standard', ...contact })).toEqual({ productId: 'invalid_product' });
    expect(errorsOf({ kind: 'custom', productId: 1, ...contact, notes: 'x' })).toEqual({ productId: 'unknown_field' });
    expect(errorsOf({ kind: 'home_lift', productId: 1, ...contact })).toEqual({ productId: 'unknown_field' });
  });

  it('requires notes on a custom quote only', () => {
    expect(errorsOf({ kind: 'custom', ...contact })).toEqual({ notes: 'required' });
    expect(errorsOf({ kind: 'home_lift', ...contact })).toEqual({});
  });

  it('stores the nine national digits of a phone however it was written, under the code written in it', () => {
    expect(quoteRequestSchema.parse({ kind: 'home_lift', ...contact, phone: '٠٥٠١٢٣٤٥٦٧' })).toMatchObject({ phoneCountryCode: '+966', phone: '501234567' });
    expect(quoteRequestSchema.parse({ kind: 'custom', ...contact, phone: '00971 50 123 4567', notes: 'x' })).toMatchObject({ phoneCountryCode: '+971', phone: '501234567' });
    // Parsing what was parsed gives the same request: the dialog checks it, the server checks it again.
    const once = quoteRequestSchema.parse({ kind: 'standard', productId: 4, ...contact, phone: '+974 501234567' });
    expect(quoteRequestSchema.parse(once)).toEqual(once);
  });

  it('gives the field codes the dialogs translate', () => {
    expect(errorsOf({ kind: 'home_lift', ...contact, phone: '51234', quantity: 0, email: 'nope' })).toEqual({
      phone: 'phone_digits',
      quantity: 'invalid_quantity',
      email: 'invalid_email',
    });
    expect(errorsOf({ kind: 'home_lift', ...contact, phoneCountryCode: '+1' })).toEqual({ phoneCountryCode: 'invalid_country_code' });
    expect(errorsOf({ kind: 'home_lift', ...contact, company: '', name: 'x'.repeat(101) })).toEqual({ company: 'required', name: 'too_long' });
  });

  it('refuses values that only look like numbers', () => {
    for (const quantity of [true, [5], null, 1.5, '2x']) expect(errorsOf({ kind: 'home_lift', ...contact, quantity })).toEqual({ quantity: 'invalid_quantity' });
    expect(errorsOf({ kind: 'standard', ...contact, productId: '1; drop table' })).toEqual({ productId: 'invalid_product' });
  });

  it('refuses an unknown kind and non-objects', () => {
    expect(errorsOf({ kind: 'free', ...contact })).toEqual({ kind: 'invalid_kind' });
    expect(errorsOf('text')).toEqual({ _: 'invalid_kind' });
  });

  it('strips script tags and cuts notes at 1000 characters', () => {
    expect(quoteRequestSchema.parse({ kind: 'custom', ...contact, notes: '<script>alert(1)</script>Need 4 rollers' }).notes).toBe('Need 4 rollers');
    expect(errorsOf({ kind: 'custom', ...contact, notes: 'x'.repeat(1001) })).toEqual({ notes: 'too_long' });
  });
});

describe('notes with a title line', () => {
  it('puts the title line, a blank line, then the notes', () => {
    expect(notesWithTitle('Quote request: Door roller (SKU 10000001)', '  Urgent, 2 floors ')).toBe('Quote request: Door roller (SKU 10000001)\n\nUrgent, 2 floors');
  });

  it('keeps only the title line when the buyer wrote nothing', () => {
    expect(notesWithTitle('Home Lift Package', '')).toBe('Home Lift Package');
  });
});
