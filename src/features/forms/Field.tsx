import type { ReactNode } from 'react';
import { describedBy, FieldMessages } from './FieldMessages.tsx';

export interface ControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** A translated error message; the control is marked invalid and describes itself with it. */
  error?: string | null;
  /** The control, given the id and accessibility attributes that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form control with its hint and its error message (announced with the control). */
export function Field({ id, label, required, hint, error, children }: FieldProps) {
  const message = error ?? undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id, required, 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy(id, hint, message) })}
      <FieldMessages id={id} hint={hint} error={message} />
    </div>
  );
}
