import { Field } from '../forms/Field.tsx';

interface Props {
  id: string;
  label: string;
  error?: string | null;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  /** A recovery code is also taken (letters): no numeric keyboard, capitals as typed. */
  acceptsRecoveryCode: boolean;
  className?: string;
}

/**
 * The code of a two-step sign-in (an authenticator app's six digits, or a recovery code): one
 * field for the sign-in step, turning it on and turning it off. Codes read left to right in
 * either language, and the browser may fill them from an SMS or a password manager.
 */
export function OneTimeCodeField({ id, label, error, value, disabled, onChange, acceptsRecoveryCode, className }: Props) {
  return (
    <Field id={id} label={label} required error={error}>
      {(control) => (
        <input
          {...control}
          className={className}
          name="code"
          type="text"
          dir="ltr"
          inputMode={acceptsRecoveryCode ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize={acceptsRecoveryCode ? 'characters' : undefined}
          spellCheck={false}
          maxLength={64}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}
