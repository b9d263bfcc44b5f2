import { useId, useState, type FormEvent } from 'react';
import { passwordChangeSchema, type PasswordChange } from '#lib/admin/administrators';
import { isPasswordValid, PASSWORD_MAX_LENGTH } from '#lib/validation/password';
import { fieldErrors, type FieldErrors } from '#lib/validation/field-errors';
import { fieldError } from '#i18n/error-message';
import type { Translate } from '#i18n/format';
import type { AdminApiResult } from '../admin/shared/admin-api.ts';
import { PasswordField } from './PasswordField.tsx';
import { PasswordMeter } from './PasswordMeter.tsx';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type PasswordFieldName = (typeof FIELDS)[number];
const EMPTY: Record<PasswordFieldName, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };
const LABELS = { currentPassword: 'adminUsers.password.current', newPassword: 'adminUsers.password.new', confirmPassword: 'adminUsers.password.confirm' } as const;
const AUTOCOMPLETE = { currentPassword: 'current-password', newPassword: 'new-password', confirmPassword: 'new-password' } as const;

interface Props {
  t: Translate;
  formatNumber: (n: number) => string;
  /** The signed-in user's own password endpoint: the administrator's or the buyer's (one service behind both). */
  send: (change: PasswordChange) => Promise<AdminApiResult<{ changed: true }>>;
  /** The frame: the administrators screen's card, or the account page's section. */
  className: string;
  /** The heading's level where the form stands (a section of its own on the account page). */
  heading?: 'h2' | 'h3';
}

/**
 * A signed-in user's own password (an administrator's, issue 20; a buyer's, issue 21): the current
 * one, then a new one meeting SPEC §5 (the registration's meter and rule). The other sessions end;
 * this one stays.
 */
export function ChangePasswordForm({ t, formatNumber, send, className, heading: Heading = 'h3' }: Props) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<'changed' | 'failed' | 'limited' | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: PasswordFieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
    setOutcome(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const focus = (fields: FieldErrors) => {
      const first = FIELDS.find((f) => fields[f]);
      if (first) form.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
    };
    const parsed = passwordChangeSchema.safeParse(values);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      setErrors(fields);
      return focus(fields);
    }
    setBusy(true);
    const result = await send(parsed.data);
    setBusy(false);
    if (result.ok) {
      setValues(EMPTY);
      setOutcome('changed');
    } else if (result.error.fields) {
      setErrors(result.error.fields);
      focus(result.error.fields);
    } else setOutcome(result.error.status === 429 ? 'limited' : 'failed');
  };

  return (
    <form className={`password-change ${className}`} noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <Heading id={`${id}-title`}>{t('adminUsers.password.title')}</Heading>
      <p className="password-change-help">{t('adminUsers.password.help')}</p>
      {outcome === 'changed' && (
        <p className="alert alert-success" role="status">
          {t('adminUsers.password.changed')}
        </p>
      )}
      {(outcome === 'failed' || outcome === 'limited') && (
        <p className="alert alert-error" role="alert">
          {t(outcome === 'limited' ? 'adminUsers.password.limited' : 'adminUsers.password.failed')}
        </p>
      )}
      {FIELDS.map((field) => (
        <div key={field} className="password-change-field">
          <PasswordField
            id={`${id}-${field}`}
            label={t(LABELS[field])}
            error={fieldError(t, errors[field], { max: formatNumber(PASSWORD_MAX_LENGTH) })}
            describedBy={field === 'newPassword' ? `${id}-meter` : undefined}
            t={t}
            name={field}
            autoComplete={AUTOCOMPLETE[field]}
            value={values[field]}
            disabled={busy}
            onChange={(e) => set(field, e.currentTarget.value)}
          />
          {field === 'newPassword' && <PasswordMeter id={`${id}-meter`} password={values.newPassword} t={t} />}
        </div>
      ))}
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy || !isPasswordValid(values.newPassword)} aria-busy={busy || undefined}>
          {busy && <span className="spinner" aria-hidden="true" />} {t(busy ? 'adminUsers.password.submitting' : 'adminUsers.password.submit')}
        </button>
      </div>
    </form>
  );
}
