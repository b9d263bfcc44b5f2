import { useRef, useState, type FormEvent } from 'react';
import { localizePath, type Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import { fieldError } from '#i18n/error-message';
import { numberFormatter } from '#lib/format';
import { TEXT_LIMITS } from '#lib/validation/common';
import { fieldErrors, type FieldErrors } from '#lib/validation/field-errors';
import { forgotPasswordSchema, PASSWORD_RESET_MINUTES } from '#lib/user-tokens';
import { Field } from '../forms/Field.tsx';
import { Sentence } from '../forms/Sentence.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useAdoptEarlyInput } from '../forms/adopt-early-input.ts';
import { OutcomeCard } from './OutcomeCard.tsx';
import { postJson } from './link-api.ts';

interface Props {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}

/**
 * /forgot-password (issue 21): the account's e-mail; the answer is the same whether or not an
 * account uses it (the page never says which), and names how long the link works.
 */
export default function ForgotPasswordForm({ locale, messages }: Props) {
  const t = createT(messages);
  const formatNumber = numberFormatter(locale);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'limited' | 'failed' | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const loginHref = localizePath('/login', locale);
  // Live on intent (ADR 0035): an address typed before is taken over, a submit by then is held.
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptEarlyInput(formRef);

  if (sentTo) {
    return (
      <OutcomeCard tone="success" title={t('forgotPassword.sent')} action={{ href: loginHref, label: t('forgotPassword.backToLogin') }} testId="forgot-password-sent">
        <p>
          <Sentence template={t('forgotPassword.sentText', { minutes: formatNumber(PASSWORD_RESET_MINUTES) })} values={{ email: { text: sentTo, ltr: true } }} />
        </p>
        <p>{t('forgotPassword.sentHelp')}</p>
      </OutcomeCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = forgotPasswordSchema.safeParse({ email, locale });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      document.getElementById('forgot-email')?.focus();
      return;
    }
    setBusy(true);
    const reply = await postJson('/api/auth/forgot-password', parsed.data);
    setBusy(false);
    if (reply?.status === 202) return setSentTo(parsed.data.email);
    if (reply?.status === 400 && reply.data.error?.fields) return setErrors(reply.data.error.fields);
    setProblem(reply?.status === 429 ? 'limited' : 'failed');
  };

  return (
    <form ref={formRef} className="auth-form forgot-password-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      {problem && (
        <p className="alert alert-error" role="alert">
          {t(problem === 'limited' ? 'forgotPassword.limited' : 'forgotPassword.failed')}
        </p>
      )}
      <fieldset className="auth-fieldset is-plain">
        <Field id="forgot-email" label={t('forgotPassword.email')} required error={fieldError(t, errors.email, { max: formatNumber(TEXT_LIMITS.email) })}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              dir="ltr"
              autoComplete="email"
              maxLength={TEXT_LIMITS.email}
              value={email}
              disabled={busy}
              onChange={(e) => {
                setEmail(e.currentTarget.value);
                setErrors({});
              }}
            />
          )}
        </Field>
      </fieldset>
      <SubmitButton className="auth-submit" busy={busy} label={t('forgotPassword.submit')} busyLabel={t('forgotPassword.submitting')} />
      <p className="auth-switch">
        <a href={loginHref}>{t('forgotPassword.backToLogin')}</a>
      </p>
    </form>
  );
}
