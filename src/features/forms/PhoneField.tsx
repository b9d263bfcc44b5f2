import type { ChangeEvent } from 'react';
import { PHONE_COUNTRY_CODES, phoneAsTyped, phoneFieldInput } from '#lib/validation/phone';
import { Field } from './Field.tsx';

interface PhoneFieldProps {
  idPrefix: string;
  label: string;
  codeLabel: string;
  hint: string;
  countryCode: string;
  phone: string;
  onCountryCodeChange: (value: string) => void;
  /** The number as the field holds it: the nine digits once it reads as one, else the text as typed. */
  onPhoneChange: (value: string) => void;
  onPhoneBlur?: () => void;
  error?: string | null;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * Country code plus the nine digits (SPEC §5), kept left-to-right in both languages: a phone
 * number reads the same way in an Arabic page. Whatever is written — a leading 0, +966 or 00966,
 * spaces, dashes, Arabic-Indic digits — becomes the nine digits once it reads as a number, and a
 * written country code moves the selector: at once for a paste, a drop or an autofill, and when
 * the field is left for typing (so the text never jumps under the visitor's fingers). While typed,
 * letters never land and no digit past the number's shape is taken (SPEC §5: nine digits; issue 20).
 */
export function PhoneField({ idPrefix, label, codeLabel, hint, countryCode, phone, onCountryCodeChange, onPhoneChange, onPhoneBlur, error, disabled, placeholder }: PhoneFieldProps) {
  const settle = (text: string) => {
    const input = phoneFieldInput(text);
    // Only real changes are passed on: leaving the field untouched must not clear the server's verdict on it.
    if (input.countryCode && input.countryCode !== countryCode) onCountryCodeChange(input.countryCode);
    if (input.phone !== phone) onPhoneChange(input.phone);
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    if (!typedKey(event.nativeEvent)) return settle(event.target.value);
    onPhoneChange(phoneAsTyped(event.target.value));
  };
  return (
    <Field id={`${idPrefix}-phone`} label={label} required hint={hint} error={error}>
      {(control) => (
        <div className="phone-input" dir="ltr">
          <select
            aria-label={codeLabel}
            name="phoneCountryCode"
            value={countryCode}
            disabled={disabled}
            onChange={(e) => onCountryCodeChange(e.target.value)}
            autoComplete="tel-country-code">
            {PHONE_COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <input
            {...control}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={placeholder}
            value={phone}
            disabled={disabled}
            onChange={change}
            onBlur={() => {
              settle(phone);
              onPhoneBlur?.();
            }}
          />
        </div>
      )}
    </Field>
  );
}

/** Typing and deleting, as opposed to a whole value arriving at once (paste, drop, autofill). */
function typedKey(event: Event): boolean {
  const type = (event as InputEvent).inputType ?? '';
  return type.startsWith('delete') || type === 'insertText' || type === 'insertCompositionText' || type === 'insertLineBreak';
}
