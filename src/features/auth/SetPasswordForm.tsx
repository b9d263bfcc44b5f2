import { useRef, useState, type FormEvent } from 'react';
import { intlLocale, localizePath, type Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import { errorMessage, fieldError } from '#i18n/error-message';
import { isPasswordValid, PASSWORD_MAX_LENGTH } from '#lib/validation/password';
import { fieldErrors, type FieldErrors } from '#lib/validation/field-errors';
import { setPasswordSchema, type PasswordLinkInfo } from '#lib/user-tokens';
import { OutcomeCard } from './OutcomeCard.tsx';
import { PasswordField } from './PasswordField.tsx';
import { PasswordMeter } from './PasswordMeter.tsx';
import { Sentence } from '../forms/Sentence.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { landingPath } from './next-path.ts';
import { signedIn } from './session-store.ts';
import { submitNewPassword, type LinkRefusal } from './set-password-api.ts';
// Its styles (auth-forms.css) come with the page, as the other account forms' do.

export interface SetPasswordFormProps {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  /** The link's token and what the server said the link is for (set-password-link.ts checked it). */
  token: string;
  info: PasswordLinkInfo;
}

type Stage = { kind: 'ready' } | { kind: 'refused'; code: LinkRefusal } | { kind: 'password_set' };

/**
 * /set-password?token=… (issue 20): whoever holds a setup link chooses a password (SPEC §5's rule
 * and meter) and is signed in, then taken to their landing page (the dashboard for an
 * administrator). A link that expires or is used while the page is open says so when it is sent.
 */
export default function SetPasswordForm({ locale, messages, token, info }: SetPasswordFormProps) {
  const t = createT(messages);
  const [stage, setStage] = useState<Stage>({ kind: 'ready' });
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const loginHref = localizePath('/login', locale);
  if (stage.kind === 'refused') {
    return (
      <OutcomeCard tone="warning" title={errorMessage(t, stage.code)} action={{ href: loginHref, label: t('setPassword.goToLogin') }} testId="set-password-refused">
        {null}
      </OutcomeCard>
    );
  }
  if (stage.kind === 'password_set') {
    return (
      <OutcomeCard tone="success" title={t('setPassword.resetDone')} action={{ href: loginHref, label: t('setPassword.goToLogin') }} testId="set-password-done">
        <p>{t('setPassword.resetDoneText')}</p>
      </OutcomeCard>
    );
  }
  const set = (field: 'password' | 'confirmPassword', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(false);
    const parsed = setPasswordSchema.safeParse({ token, ...values });
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      setErrors(fields);
      formRef.current?.querySelector<HTMLElement>(fields.password ? '#set-password' : '#set-password-confirm')?.focus();
      return;
    }
    setBusy(true);
    const result = await submitNewPassword(parsed.data);
    if (result.kind === 'signed_in') {
      signedIn(result.payload);
      location.assign(landingPath(result.payload.user?.role ?? null, locale, null));
      return; // stays busy while the browser moves on
    }
    setBusy(false);
    if (result.kind === 'password_set') return setStage({ kind: 'password_set' });
    if (result.kind === 'refused') setStage({ kind: 'refused', code: result.code });
    else if (result.kind === 'invalid') setErrors(result.fields);
    else setProblem(true);
  };

  return (
    <form ref={formRef} className="auth-form set-password-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <div className="auth-form-note">
        <p data-testid="set-password-for">
          <Sentence template={t('setPassword.for')} values={{ email: { text: info.email, ltr: true } }} />
        </p>
        <p>{t(info.purpose === 'admin_invite' ? 'setPassword.inviteNote' : 'setPassword.resetNote')}</p>
      </div>
      {problem && (
        <p className="alert alert-error" role="alert">
          {t('setPassword.failed')}
        </p>
      )}
      {/* The account's address, for the browser's password manager. */}
      <input type="email" name="username" autoComplete="username" value={info.email} readOnly hidden />
      <fieldset className="auth-fieldset is-plain">
        <PasswordField
          id="set-password"
          label={t('setPassword.password')}
          error={fieldError(t, errors.password, { max: new Intl.NumberFormat(intlLocale(locale)).format(PASSWORD_MAX_LENGTH) })}
          describedBy="set-password-meter"
          t={t}
          name="password"
          autoComplete="new-password"
          value={values.password}
          disabled={busy}
          onChange={(e) => set('password', e.currentTarget.value)}
        />
        <PasswordMeter id="set-password-meter" password={values.password} t={t} />
        <PasswordField
          id="set-password-confirm"
          label={t('setPassword.confirm')}
          error={fieldError(t, errors.confirmPassword)}
          t={t}
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          disabled={busy}
          onChange={(e) => set('confirmPassword', e.currentTarget.value)}
        />
      </fieldset>
      <SubmitButton className="auth-submit" busy={busy} disabled={!isPasswordValid(values.password)} label={t(info.purpose === 'admin_invite' ? 'setPassword.submit' : 'setPassword.submitReset')} busyLabel={t('setPassword.submitting')} />
    </form>
  );
}
