import { useEffect, useRef, type FormEvent } from 'react';
import { localizePath, type Locale } from '#i18n/locales';
import { FORGOT_PASSWORD_PATH } from '#lib/user-tokens';
import { numberFormatter } from '#lib/format';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import { PASSWORD_MAX_LENGTH } from '#lib/validation/password';
import { TEXT_LIMITS } from '#lib/validation/common';
import type { SessionPayload } from '#lib/session-user';
import { useAdoptEarlyInput } from '../forms/adopt-early-input.ts';
import { Field } from '../forms/Field.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { fieldError } from '#i18n/error-message';
import { LoginProblemAlert } from './LoginProblemAlert.tsx';
import { OneTimeCodeField } from './OneTimeCodeField.tsx';
import { landingPath, safeNextPath } from './next-path.ts';
import { PasswordField } from './PasswordField.tsx';
import { signedIn } from './session-store.ts';
import { useLoginForm } from './use-login-form.ts';
// Its styles (auth-forms.css) come with the sign-in page, as the registration form's do.

interface Props {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}

/** Sign-in (SPEC §2 Login): e-mail and password; disabled while locked; then on to the right page. */
export default function LoginForm({ locale, messages }: Props) {
  const t = createT(messages);
  const formatNumber = numberFormatter(locale);
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptEarlyInput(formRef);
  const form = useLoginForm((payload: SessionPayload) => {
    signedIn(payload);
    const next = safeNextPath(new URLSearchParams(location.search).get('next'), location.origin);
    location.assign(landingPath(payload.user?.role ?? null, locale, next));
  });
  const disabled = form.busy || form.locked;
  // The code screen replaces the password one: the focus moves to its field.
  useEffect(() => {
    if (form.challenge) formRef.current?.querySelector<HTMLElement>('#login-code')?.focus();
  }, [form.challenge]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = await form.submit();
    if (invalid) formRef.current?.querySelector<HTMLElement>(`#login-${invalid}`)?.focus();
  };

  const onSubmitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.submitCode()) formRef.current?.querySelector<HTMLElement>('#login-code')?.focus();
  };

  if (form.challenge) {
    return (
      <form ref={formRef} className="auth-form login-form login-second-step" noValidate onSubmit={onSubmitCode} aria-busy={form.busy} aria-labelledby="login-second-step-title">
        {form.problem && <LoginProblemAlert problem={form.problem} locale={locale} messages={messages} t={t} />}
        <h2 id="login-second-step-title" className="auth-step-title">
          {t('auth.login.secondStep.title')}
        </h2>
        <p className="auth-step-hint">{t('auth.login.secondStep.hint')}</p>
        <OneTimeCodeField
          id="login-code"
          label={t('auth.login.secondStep.code')}
          error={fieldError(t, form.errors.code)}
          value={form.code}
          disabled={form.busy}
          acceptsRecoveryCode
          onChange={form.setCode}
        />
        <p className="auth-step-hint">{t('auth.login.secondStep.recoveryHint')}</p>
        <SubmitButton className="auth-submit" busy={form.busy} disabled={form.waiting} label={t('auth.login.secondStep.submit')} busyLabel={t('auth.login.submitting')} loadingLabel={t('auth.login.loading')} />
        <p className="auth-switch">
          <button type="button" className="link-button" onClick={form.cancelSecondStep} disabled={form.busy}>
            {t('auth.login.secondStep.back')}
          </button>
        </p>
      </form>
    );
  }

  return (
    <form ref={formRef} className="auth-form login-form" noValidate onSubmit={onSubmit} aria-busy={form.busy}>
      {form.problem && <LoginProblemAlert problem={form.problem} locale={locale} messages={messages} t={t} />}
      <fieldset className="auth-fieldset is-plain" disabled={form.locked}>
        <Field id="login-email" label={t('auth.field.email')} required error={fieldError(t, form.errors.email, { max: formatNumber(TEXT_LIMITS.email) })}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              dir="ltr"
              autoComplete="email"
              maxLength={TEXT_LIMITS.email}
              value={form.values.email}
              disabled={disabled}
              onChange={(e) => form.set('email', e.currentTarget.value)}
            />
          )}
        </Field>
        <PasswordField
          id="login-password"
          label={t('auth.field.password')}
          error={fieldError(t, form.errors.password, { max: formatNumber(PASSWORD_MAX_LENGTH) })}
          t={t}
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          disabled={disabled}
          onChange={(e) => form.set('password', e.currentTarget.value)}
        />
        <p className="auth-forgot">
          <a href={localizePath(FORGOT_PASSWORD_PATH, locale)}>{t('auth.login.forgot')}</a>
        </p>
      </fieldset>
      <SubmitButton className="auth-submit" busy={form.busy} disabled={form.locked || form.waiting} label={t('auth.login.submit')} busyLabel={t('auth.login.submitting')} loadingLabel={t('auth.login.loading')} />
      <p className="auth-switch">
        {t('auth.login.noAccount')} <a href={localizePath('/register', locale)}>{t('auth.login.registerLink')}</a>
      </p>
    </form>
  );
}
