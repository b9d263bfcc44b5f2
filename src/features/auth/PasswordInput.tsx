import { useState, type InputHTMLAttributes } from 'react';
import type { Translate } from '#i18n/t';

/** A password input with a show/hide toggle (typing a 12-character password blind invites mistakes). */
export function PasswordInput({ t, ...input }: InputHTMLAttributes<HTMLInputElement> & { t: Translate }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input" dir="ltr">
      <input {...input} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="off" />
      <button
        type="button"
        className="password-toggle"
        aria-pressed={visible}
        aria-controls={input.id}
        disabled={input.disabled}
        onClick={() => setVisible((v) => !v)}>
        {visible ? t('auth.field.hidePassword') : t('auth.field.showPassword')}
      </button>
    </div>
  );
}
