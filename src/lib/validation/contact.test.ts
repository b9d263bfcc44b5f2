import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { contactMessageSchema } from './contact.ts';

const valid = { name: 'Omar', email: ' Omar@Example.com ', phone: '+966 50 123 4567', subject: 'Door motor', message: 'Line one\nLine two' };
const errorsOf = (value: unknown) => {
  const result = contactMessageSchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('contact message schema', () => {
  it('trims and lowercases e-mail, keeps line breaks, company optional', () => {
    expect(contactMessageSchema.parse(valid)).toEqual({ ...valid, email: 'omar@example.com', company: '' });
  });

  it('requires name, e-mail, phone, subject and message', () => {
    expect(errorsOf({})).toEqual({ name: 'required', email: 'required', phone: 'required', subject: 'required', message: 'required' });
  });

  it('enforces the SPEC caps', () => {
    expect(errorsOf({ ...valid, name: 'n'.repeat(101), company: 'c'.repeat(101), subject: 's'.repeat(201), message: 'm'.repeat(2001), phone: '1'.repeat(21) })).toEqual({
      name: 'too_long',
      company: 'too_long',
      subject: 'too_long',
      message: 'too_long',
      phone: 'too_long',
    });
    expect(errorsOf({ ...valid, message: 'm'.repeat(2000), subject: 's'.repeat(200) })).toEqual({});
  });

  it('wants a phone made of digits', () => {
    expect(errorsOf({ ...valid, phone: 'call me' })).toEqual({ phone: 'invalid_phone' });
    expect(errorsOf({ ...valid, phone: '12' })).toEqual({ phone: 'invalid_phone' });
    // Typed on an Arabic keyboard: accepted, and kept as ASCII digits.
    expect(contactMessageSchema.parse({ ...valid, phone: '+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧' }).phone).toBe('+966 50 123 4567');
  });

  it('strips scripts and refuses unknown fields', () => {
    expect(contactMessageSchema.parse({ ...valid, subject: '<script>x()</script>Hello' }).subject).toBe('Hello');
    expect(errorsOf({ ...valid, status: 'read' })).toEqual({ status: 'unknown_field' });
  });
});
