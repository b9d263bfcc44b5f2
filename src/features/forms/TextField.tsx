import type { InputHTMLAttributes } from 'react';

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
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
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
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
