import { useEffect, useState } from 'react';
import { localizePath, type Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import { OutcomeCard } from './OutcomeCard.tsx';
import { Sentence } from '../forms/Sentence.tsx';
import { verifyEmailLink, type VerifyResult } from './verify-email-api.ts';

interface Props {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}

type Stage = { kind: 'checking' } | { kind: 'no_token' } | VerifyResult;

/**
 * /verify-email?token=… (issue 21): the link of the verification e-mail confirms the address as the
 * page opens (the link is single use; a second visit says so). A pending account cannot sign in
 * yet, so the page says what happens next rather than asking for a password.
 */
export default function VerifyEmailCard({ locale, messages }: Props) {
  const t = createT(messages);
  const [stage, setStage] = useState<Stage>({ kind: 'checking' });

  useEffect(() => {
    const token = new URLSearchParams(location.search).get('token')?.trim() ?? '';
    if (!token) return setStage({ kind: 'no_token' });
    void verifyEmailLink(token).then(setStage);
  }, []);

  const login = { href: localizePath('/login', locale), label: t('verifyEmail.goToLogin') };
  switch (stage.kind) {
    case 'checking':
      return (
        <p className="auth-form-note" role="status">
          <span className="spinner" aria-hidden="true" /> {t('verifyEmail.checking')}
        </p>
      );
    case 'verified':
      return (
        <OutcomeCard tone="success" title={t('verifyEmail.done')} action={login} testId="verify-email-done">
          <p>
            <Sentence template={t('verifyEmail.doneFor')} values={{ email: { text: stage.email, ltr: true } }} />
          </p>
          <p>{t('verifyEmail.next')}</p>
        </OutcomeCard>
      );
    case 'no_token':
    case 'refused':
      return (
        <OutcomeCard tone="warning" title={t(stage.kind === 'no_token' ? 'verifyEmail.noToken' : `verifyEmail.${stage.code}`)} action={login} testId="verify-email-refused">
          <p>{t('verifyEmail.newLink')}</p>
        </OutcomeCard>
      );
    case 'failed':
      return (
        <p className="alert alert-error" role="alert">
          {t('verifyEmail.failed')}
        </p>
      );
  }
}
