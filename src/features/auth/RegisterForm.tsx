import { useEffect, useRef, type FormEvent } from 'react';
import { localizePath, type Locale } from '#i18n/locales';
import { numberFormatter } from '#lib/format';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import { TEXT_LIMITS } from '#lib/validation/common';
import { PASSWORD_MAX_LENGTH } from '#lib/validation/password';
import { businessNumberAsTyped, CR_NUMBER_DIGITS, VAT_NUMBER_DIGITS } from '#lib/validation/registration';
import { useAdoptEarlyInput } from '../forms/adopt-early-input.ts';
import { Field } from '../forms/Field.tsx';
import { PhoneField } from '../forms/PhoneField.tsx';
import { SendFeedback } from '../forms/SendFeedback.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { fieldError } from '#i18n/error-message';
import { LegalConsent } from './LegalConsent.tsx';
import { LockedNotice } from './LockedNotice.tsx';
import { PasswordField } from './PasswordField.tsx';
import { PasswordMeter } from './PasswordMeter.tsx';
import { RegisterSuccess } from './RegisterSuccess.tsx';
import { useRegistrationForm, type RegistrationField } from './use-registration-form.ts';
// Its styles (auth-forms.css) come with what holds it, the registration page or the dialog's loader:
// imported here (or by any island), Astro would add them to every page that can open the dialog.

export interface RegisterFormProps {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  /** Where its sign-in links lead; the registration dialog adds a way back to the page it opened on. */
  loginHref?: string;
  /** Told when a submission starts and ends: a dialog holding the form stays open meanwhile. */
  onBusyChange?: (busy: boolean) => void;
}

const MAX: Partial<Record<RegistrationField, number>> = {
  companyName: TEXT_LIMITS.company,
  contactPerson: TEXT_LIMITS.contactPerson,
  email: TEXT_LIMITS.email,
  city: TEXT_LIMITS.city,
  country: TEXT_LIMITS.country,
  password: PASSWORD_MAX_LENGTH,
};

/** Business registration (SPEC §2, §5): the form, then its success or locked screen. */
export default function RegisterForm({ locale, messages, loginHref = localizePath('/login', locale), onBusyChange }: RegisterFormProps) {
  const t = createT(messages);
  const formatNumber = numberFormatter(locale);
  const form = useRegistrationForm(locale);
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptEarlyInput(formRef);
  const busy = form.status.kind === 'busy';
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  if (form.status.kind === 'created') return <RegisterSuccess t={t} loginHref={loginHref} />;
  if (form.status.kind === 'limited') {
    return <LockedNotice until={form.status.until} locale={locale} messages={messages} t={t} loginHref={loginHref} onExpired={form.unlock} />;
  }

  const problem = form.status.kind === 'editing' ? form.status.problem : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = await form.submit();
    if (invalid) formRef.current?.querySelector<HTMLElement>(`#register-${invalid}`)?.focus();
  };

  const text = (field: RegistrationField, autoComplete: string, extra: { type?: string; dir?: 'ltr' } = {}) => (
    <Field id={`register-${field}`} label={t(`auth.field.${field}`)} required error={fieldError(t, form.errorOf(field), { max: formatNumber(MAX[field] ?? 0) })}>
      {(control) => (
        <input
          {...control}
          {...extra}
          name={field}
          autoComplete={autoComplete}
          maxLength={MAX[field]}
          value={form.values[field]}
          disabled={busy}
          onChange={(e) => form.set(field, e.currentTarget.value)}
          onBlur={() => form.leave(field)}
        />
      )}
    </Field>
  );

  /**
   * The CR and VAT numbers (issue 20): digits only, left to right in both languages; Arabic-Indic
   * digits become 0-9 and spaces or dashes go as they are typed or pasted, up to the number's length.
   */
  const businessNumber = (field: 'crNumber' | 'vatNumber', digits: number, required: boolean) => (
    <Field
      id={`register-${field}`}
      label={t(`auth.field.${field}`)}
      required={required}
      hint={t(`auth.field.${field}Hint`, { count: formatNumber(digits) })}
      error={fieldError(t, form.errorOf(field))}>
      {(control) => (
        <input
          {...control}
          name={field}
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          value={form.values[field]}
          disabled={busy}
          onChange={(e) => form.set(field, businessNumberAsTyped(e.currentTarget.value, digits))}
          onBlur={() => form.leave(field)}
        />
      )}
    </Field>
  );

  const password = (field: 'password' | 'confirmPassword', describedBy?: string) => (
    <PasswordField
      id={`register-${field}`}
      label={t(`auth.field.${field}`)}
      error={fieldError(t, form.errorOf(field), { max: formatNumber(PASSWORD_MAX_LENGTH) })}
      describedBy={describedBy}
      t={t}
      name={field}
      autoComplete="new-password"
      value={form.values[field]}
      disabled={busy}
      onChange={(e) => form.set(field, e.currentTarget.value)}
      onBlur={() => form.leave(field)}
    />
  );

  return (
    <form ref={formRef} className="auth-form register-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      {problem && (
        <div className="alert alert-error" role="alert">
          {problem === 'email_taken' ? (
            <>
              {t('auth.register.emailTaken')} <a href={loginHref}>{t('auth.register.loginLink')}</a>
            </>
          ) : (
            t('auth.register.failed')
          )}
        </div>
      )}
      <p className="auth-form-note">{t('auth.register.requiredNote')}</p>
      <fieldset className="auth-fieldset">
        <legend>{t('auth.register.companySection')}</legend>
        {text('companyName', 'organization')}
        {text('contactPerson', 'name')}
        <PhoneField
          idPrefix="register"
          label={t('auth.field.phone')}
          codeLabel={t('auth.field.phoneCountryCode')}
          hint={t('auth.field.phoneHint')}
          countryCode={form.values.phoneCountryCode}
          phone={form.values.phone}
          onCountryCodeChange={(value) => form.set('phoneCountryCode', value)}
          onPhoneChange={(value) => form.set('phone', value)}
          onPhoneBlur={() => form.leave('phone')}
          error={fieldError(t, form.errorOf('phone') ?? form.errorOf('phoneCountryCode'))}
          disabled={busy}
        />
        <div className="field-row">
          {text('city', 'address-level2')}
          {text('country', 'country-name')}
        </div>
        <div className="field-row">
          {businessNumber('crNumber', CR_NUMBER_DIGITS, true)}
          {businessNumber('vatNumber', VAT_NUMBER_DIGITS, false)}
        </div>
      </fieldset>
      <fieldset className="auth-fieldset">
        <legend>{t('auth.register.accountSection')}</legend>
        {text('email', 'email', { type: 'email', dir: 'ltr' })}
        {password('password', 'register-password-meter')}
        <PasswordMeter id="register-password-meter" password={form.values.password} t={t} />
        {password('confirmPassword')}
      </fieldset>
      <SendFeedback noteClassName="auth-form-note" stillSending={form.status.kind === 'busy' && form.status.stillSending && t('auth.register.stillSending')} />
      <SubmitButton
        className="auth-submit"
        busy={busy}
        disabled={!form.passwordValid}
        label={t('auth.register.submit')}
        busyLabel={t(form.status.kind === 'busy' && form.status.stillSending ? 'auth.register.stillSendingButton' : 'auth.register.submitting')}
      />
      <LegalConsent locale={locale} t={t} />
      <p className="auth-switch">
        {t('auth.register.haveAccount')} <a href={loginHref}>{t('auth.register.loginLink')}</a>
      </p>
    </form>
  );
}
