import { useId, useState, type FormEvent } from 'react';
import { ADMIN_INVITE_DAYS, administratorInviteSchema, type AdministratorRecord, type SetupLink } from '#lib/admin/administrators';
import { TEXT_LIMITS } from '#lib/validation/common';
import { fieldErrors, type FieldErrors } from '#lib/validation/field-errors';
import { errorMessage, fieldError } from '#i18n/error-message';
import type { Translate } from '#i18n/format';
import { Field } from '../../forms/Field.tsx';
import { inviteAdministrator } from './administrators-api.ts';

interface Props {
  t: Translate;
  formatNumber: (n: number) => string;
  /** The administrator was added: the list gains the row, and the link is shown once. */
  onInvited: (administrator: AdministratorRecord, link: SetupLink) => void;
}

/** Adds an administrator by name and e-mail; the server's schema checks both here first. */
export function AddAdministratorForm({ t, formatNumber, onInvited }: Props) {
  const id = useId();
  const [values, setValues] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: 'name' | 'email', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const parsed = administratorInviteSchema.safeParse(values);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      setErrors(fields);
      event.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${fields.name ? 'name' : 'email'}`)}`)?.focus();
      return;
    }
    setBusy(true);
    const result = await inviteAdministrator(parsed.data);
    setBusy(false);
    if (result.ok) {
      setValues({ name: '', email: '' });
      onInvited(result.data.administrator, result.data.setupLink);
    } else if (result.error.code === 'email_taken') setProblem(t('adminUsers.add.emailTaken'));
    else if (result.error.fields) setErrors(result.error.fields);
    else setProblem(result.error.code === 'network' || result.error.status >= 500 ? t('adminUsers.add.failed') : errorMessage(t, result.error.code));
  };

  return (
    <form className="administrators-card" noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h3 id={`${id}-title`}>{t('adminUsers.add.title')}</h3>
      <p className="administrators-help">{t('adminUsers.add.help', { days: formatNumber(ADMIN_INVITE_DAYS) })}</p>
      {problem && (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      )}
      <Field id={`${id}-name`} label={t('adminUsers.add.name')} required error={fieldError(t, errors.name, { max: formatNumber(TEXT_LIMITS.name) })}>
        {(control) => <input {...control} name="name" autoComplete="off" maxLength={TEXT_LIMITS.name} value={values.name} disabled={busy} onChange={(e) => set('name', e.currentTarget.value)} />}
      </Field>
      <Field id={`${id}-email`} label={t('adminUsers.add.email')} required error={fieldError(t, errors.email, { max: formatNumber(TEXT_LIMITS.email) })}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            dir="ltr"
            autoComplete="off"
            maxLength={TEXT_LIMITS.email}
            value={values.email}
            disabled={busy}
            onChange={(e) => set('email', e.currentTarget.value)}
          />
        )}
      </Field>
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="spinner" aria-hidden="true" />} {t(busy ? 'adminUsers.add.submitting' : 'adminUsers.add.submit')}
        </button>
      </div>
    </form>
  );
}
