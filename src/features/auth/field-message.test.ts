import { describe, expect, it } from 'vitest';
import { createT } from '#i18n/t';
import { dictionaries } from '#i18n/messages';
import { fieldMessage } from './field-message.ts';

describe('field messages', () => {
  const t = createT(dictionaries.en);

  it('words each code of the registration and sign-in schemas, with the field limit', () => {
    expect(fieldMessage(t, 'phone_digits')).toBe('Phone number must be exactly 9 digits');
    expect(fieldMessage(t, 'weak_password')).toBe('Password does not meet security requirements');
    expect(fieldMessage(t, 'passwords_mismatch')).toBe('Passwords do not match');
    expect(fieldMessage(t, 'too_long', 50)).toBe('Please use at most 50 characters.');
    expect(fieldMessage(t, undefined)).toBeNull();
  });

  it('words a field refused for control characters in both languages', () => {
    for (const locale of ['en', 'ar'] as const) {
      const tr = createT(dictionaries[locale]);
      expect(fieldMessage(tr, 'invalid_characters')).toBe(dictionaries[locale]['auth.validation.invalid_characters']);
      expect(fieldMessage(tr, 'invalid_characters')).not.toBe(fieldMessage(tr, 'unknown_field'));
    }
  });

  it('reads an unexpected code as "check this field", never as a raw code', () => {
    expect(fieldMessage(t, 'unknown_field')).toBe('Please check this field.');
  });
});
