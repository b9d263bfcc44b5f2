import { useState, type InputHTMLAttributes } from 'react';
import type { Translate } from '#i18n/format';
import { PASSWORD_MAX_LENGTH } from '#lib/validation/password';
import { Field } from '../forms/Field.tsx';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'maxLength'> {
  id: string;
  label: string;
  error: string | null;
  /** Another element describing the field (the strength meter). */
  describedBy?: string;
  t: Translate;
}

/**
 * A required password field with a show/hide toggle (typing 12 characters blind invites mistakes).
 * Always left-to-right: passwords are Latin text even on Arabic pages.
 */
export function PasswordField({ id, label, error, describedBy, t, ...input }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} required error={error}>
      {(control) => (
        <div className="password-input" dir="ltr">
          <input
            {...input}
            {...control}
            aria-describedby={[control['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined}
            type={visible ? 'text' : 'password'}
            maxLength={PASSWORD_MAX_LENGTH}
            spellCheck={false}
            autoCapitalize="off"
          />
          <button type="button" className="password-toggle" aria-pressed={visible} aria-controls={id} disabled={input.disabled} onClick={() => setVisible((v) => !v)}>
            {visible ? t('auth.field.hidePassword') : t('auth.field.showPassword')}
          </button>
        </div>
      )}
    </Field>
  );
}
