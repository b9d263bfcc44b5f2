import type { InputHTMLAttributes } from 'react';
import { describedBy, FieldMessages } from './FieldMessages.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'id' | 'name' | 'value' | 'onChange'>;

interface TextFieldProps extends InputProps {
  /** Form-unique: the input's id is `${idPrefix}-${name}`. */
  idPrefix: string;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A translated error message; the input is marked invalid and describes itself with it. */
  error?: string;
  hint?: string;
  multiline?: boolean;
  /** Visible lines of a multiline field. */
  rows?: number;
}

/**
 * A labelled input (or textarea) with its hint and error wired for screen readers:
 * aria-invalid when in error, aria-describedby pointing at the hint and the error.
 */
export function TextField({ idPrefix, name, label, value, onValueChange, error, hint, multiline, rows, required, ...rest }: TextFieldProps) {
  const id = `${idPrefix}-${name}`;
  const common = {
    id,
    name,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    ...rest,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span className="required" aria-hidden="true">*</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={rows} onChange={(e) => onValueChange(e.target.value)} />
      ) : (
        <input {...common} onChange={(e) => onValueChange(e.target.value)} />
      )}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
