import type { InputHTMLAttributes } from 'react';
import { Field } from './Field.tsx';

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

/** A labelled input (or textarea) with its hint and error wired for screen readers. */
export function TextField({ idPrefix, name, label, value, onValueChange, error, hint, multiline, rows, required, ...rest }: TextFieldProps) {
  return (
    <Field id={`${idPrefix}-${name}`} label={label} required={required} hint={hint} error={error}>
      {(control) =>
        multiline ? (
          <textarea {...control} name={name} value={value} {...rest} rows={rows} onChange={(e) => onValueChange(e.target.value)} />
        ) : (
          <input {...control} name={name} value={value} {...rest} onChange={(e) => onValueChange(e.target.value)} />
        )
      }
    </Field>
  );
}
