import { toLatinDigits } from '#lib/digits';
import { PHONE_COUNTRY_CODES, PHONE_DIGITS } from '#lib/validation/common';
import { Field } from './Field.tsx';

interface PhoneFieldProps {
  idPrefix: string;
  label: string;
  codeLabel: string;
  hint: string;
  countryCode: string;
  phone: string;
  onCountryCodeChange: (value: string) => void;
  /** The number as typed, Arabic-Indic digits as ASCII ones; each form decides what it keeps of it. */
  onPhoneChange: (value: string) => void;
  onPhoneBlur?: () => void;
  error?: string | null;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * Country code plus the nine digits (SPEC §5), kept left-to-right in both languages: a phone
 * number reads the same way in an Arabic page.
 */
export function PhoneField({ idPrefix, label, codeLabel, hint, countryCode, phone, onCountryCodeChange, onPhoneChange, onPhoneBlur, error, disabled, placeholder }: PhoneFieldProps) {
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
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_DIGITS}
            pattern="[0-9]{9}"
            placeholder={placeholder}
            value={phone}
            disabled={disabled}
            onChange={(e) => onPhoneChange(toLatinDigits(e.target.value))}
            onBlur={onPhoneBlur}
          />
        </div>
      )}
    </Field>
  );
}
