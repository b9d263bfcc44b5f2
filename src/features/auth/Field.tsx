import type { ReactNode } from 'react';

export interface ControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface Props {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string | null;
  /** The control, given the id and accessibility attributes that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form control with its hint and its error message (announced with the control). */
export function Field({ id, label, required, hint, error, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
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
      {children({ id, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
