import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { businessNumberAsTyped, CR_NUMBER_DIGITS, loginSchema, registrationSchema, VAT_NUMBER_DIGITS } from './registration.ts';

const valid = {
  companyName: 'Riyadh Elevators Co',
  contactPerson: 'Sara Al-Qahtani',
  email: 'Sara@Example.com',
  phoneCountryCode: '+971',
  phone: '501234567',
  password: 'Str0ng#Password',
  confirmPassword: 'Str0ng#Password',
  city: 'Riyadh',
  country: 'Saudi Arabia',
  crNumber: '1010123456',
};
const errorsOf = (value: unknown) => {
  const result = registrationSchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('registration schema', () => {
  it('normalises a valid registration and fills the defaults', () => {
    const { phoneCountryCode: _, ...withoutCode } = valid;
    expect(registrationSchema.parse(withoutCode)).toMatchObject({ email: 'sara@example.com', phoneCountryCode: '+966', crNumber: '1010123456', vatNumber: null });
  });

  it('requires every field', () => {
    expect(errorsOf({})).toEqual({
      companyName: 'required',
      contactPerson: 'required',
      email: 'required',
      phone: 'required',
      password: 'required',
      confirmPassword: 'required',
      city: 'required',
      country: 'required',
      crNumber: 'required',
    });
  });

  it('reads the CR and VAT numbers as typed on any keyboard: Arabic-Indic digits, spaces and dashes', () => {
    expect(registrationSchema.parse({ ...valid, crNumber: '١٠١٠ ١٢٣-٤٥٦', vatNumber: '۳۱۰ ۱۲۳ ۴۵۶ ۷۰۰ ۰۰۳' })).toMatchObject({ crNumber: '1010123456', vatNumber: '310123456700003' });
    expect(registrationSchema.parse({ ...valid, vatNumber: '' })).toMatchObject({ vatNumber: null });
    expect(registrationSchema.parse({ ...valid, vatNumber: null })).toMatchObject({ vatNumber: null });
    expect(errorsOf({ ...valid, crNumber: '101012345', vatNumber: '31012345670000' })).toEqual({ crNumber: 'invalid_cr_number', vatNumber: 'vat_number_digits' });
    expect(errorsOf({ ...valid, crNumber: '10101234567', vatNumber: '3101234567000031' })).toEqual({ crNumber: 'invalid_cr_number', vatNumber: 'vat_number_digits' });
    expect(errorsOf({ ...valid, crNumber: 'CR-1010123456' })).toEqual({ crNumber: 'invalid_cr_number' });
  });

  it('cleans a business number while it is typed: digits only, as many as the number has', () => {
    expect(businessNumberAsTyped('١٠١٠ ١٢٣-٤٥٦٧٨', CR_NUMBER_DIGITS)).toBe('1010123456');
    expect(businessNumberAsTyped('VAT: 310 123', VAT_NUMBER_DIGITS)).toBe('310123');
  });

  it('stores the nine national digits of a phone however it was written, under the code written in it', () => {
    expect(registrationSchema.parse({ ...valid, phone: '0501234567' })).toMatchObject({ phoneCountryCode: '+971', phone: '501234567' });
    expect(registrationSchema.parse({ ...valid, phone: '+966 50 123 4567' })).toMatchObject({ phoneCountryCode: '+966', phone: '501234567' });
    expect(errorsOf({ ...valid, phone: '05012345678' })).toEqual({ phone: 'phone_digits' });
  });

  it('still compares the passwords when the phone is wrong, so the form shows every message at once', () => {
    expect(errorsOf({ ...valid, phone: '12345', confirmPassword: 'Str0ng#Passwore' })).toEqual({ phone: 'phone_digits', confirmPassword: 'passwords_mismatch' });
  });

  it('applies the limits and messages of SPEC §5', () => {
    expect(
      errorsOf({ ...valid, companyName: 'x'.repeat(101), contactPerson: 'y'.repeat(101), city: 'c'.repeat(51), country: 'd'.repeat(51) }),
    ).toEqual({ companyName: 'too_long', contactPerson: 'too_long', city: 'too_long', country: 'too_long' });
    expect(errorsOf({ ...valid, companyName: 'x'.repeat(100), city: 'c'.repeat(50) })).toEqual({});
    expect(errorsOf({ ...valid, phone: '50123456' })).toEqual({ phone: 'phone_digits' });
    expect(errorsOf({ ...valid, phoneCountryCode: '+1' })).toEqual({ phoneCountryCode: 'invalid_country_code' });
    expect(errorsOf({ ...valid, email: 'sara@' })).toEqual({ email: 'invalid_email' });
    expect(errorsOf({ ...valid, password: 'weakpassword', confirmPassword: 'weakpassword' })).toEqual({ password: 'weak_password' });
    expect(errorsOf({ ...valid, confirmPassword: 'Str0ng#Passwore' })).toEqual({ confirmPassword: 'passwords_mismatch' });
  });

  it('strips script from text fields and refuses unknown fields', () => {
    expect(registrationSchema.parse({ ...valid, companyName: '<script>alert(1)</script>Lifts' }).companyName).toBe('Lifts');
    expect(errorsOf({ ...valid, role: 'admin' })).toEqual({ role: 'unknown_field' });
  });
});

describe('login schema', () => {
  it('wants an e-mail and a password, nothing else', () => {
    expect(loginSchema.parse({ email: ' A@B.co ', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
    const result = loginSchema.safeParse({ email: 5, password: '', remember: true });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ email: 'invalid_type', password: 'required', remember: 'unknown_field' });
  });
});
