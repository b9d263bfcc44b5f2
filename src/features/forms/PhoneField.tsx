import { PHONE_COUNTRY_CODES, PHONE_DIGITS } from '#lib/validation/common';
import { describedBy, FieldMessages } from './FieldMessages.tsx';

interface PhoneFieldProps {
  idPrefix: string;
  label: string;
  codeLabel: string;
  hint: string;
  countryCode: string;
  phone: string;
  onCountryCodeChange: (value: string) => void;
  onPhoneChange: (value: string) => void;
  error?: string;
}

/**
 * Country code plus the nine digits (SPEC §5), kept left-to-right in both languages: a phone
 * number reads the same way in an Arabic page.
 */
export function PhoneField({ idPrefix, label, codeLabel, hint, countryCode, phone, onCountryCodeChange, onPhoneChange, error }: PhoneFieldProps) {
  const id = `${idPrefix}-phone`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        <span className="required" aria-hidden="true">*</span>
      </label>
      <div className="phone-input" dir="ltr">
        <select
          aria-label={codeLabel}
          name="phoneCountryCode"
          value={countryCode}
          onChange={(e) => onCountryCodeChange(e.target.value)}
          autoComplete="tel-country-code"
        >
          {PHONE_COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        <input
          id={id}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_DIGITS}
          pattern="[0-9]{9}"
          placeholder="5XXXXXXXX"
          required
          value={phone}
          // Only digits can be typed; pasted spaces and dashes are dropped.
          onChange={(e) => onPhoneChange(e.target.value.replace(/[^0-9]/g, '').slice(0, PHONE_DIGITS))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
