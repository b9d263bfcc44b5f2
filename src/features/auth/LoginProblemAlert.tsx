import type { Locale } from '#i18n/locales';
import { formatNumber } from '#lib/format';
import type { MessageKey } from '#i18n/messages';
import { plural, type Translate } from '#i18n/format';
import type { LoginProblem } from './use-login-form.ts';

interface Props {
  problem: LoginProblem;
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  t: Translate;
}

/** The sign-in messages of SPEC §8. */
export function LoginProblemAlert({ problem, locale, messages, t }: Props) {
  switch (problem.kind) {
    case 'invalid_credentials':
      return (
        <p className="alert alert-error" role="alert" data-testid="login-error">
          {t('auth.login.invalid')}
          {problem.attemptsLeft > 0 && plural(messages, locale, 'auth.login.attemptsLeft', problem.attemptsLeft)}
        </p>
      );
    case 'locked':
      return (
        <div className="alert alert-error" role="alert" data-testid="login-locked">
          <strong>{t('auth.login.lockedTitle')}</strong>
          <p>{t('auth.login.locked', { hours: formatNumber(problem.hours, locale) })}</p>
          <p>{t('auth.login.lockedHelp')}</p>
        </div>
      );
    case 'wait':
      return (
        <div className="alert alert-error" role="alert" data-testid="login-wait">
          <p>{t(problem.reason === 'account' ? 'auth.login.throttled' : 'auth.login.networkLimited')}</p>
          <p>{plural(messages, locale, 'auth.login.retryMinutes', problem.minutes)}</p>
        </div>
      );
    case 'no_profile':
      return (
        <p className="alert alert-error" role="alert" data-testid="login-error">
          {t('auth.login.noProfile')}
        </p>
      );
    case 'account_pending':
    case 'account_rejected': {
      const pending = problem.kind === 'account_pending';
      return (
        <div className={`alert ${pending ? 'alert-info' : 'alert-error'}`} role="alert" data-testid="login-error">
          <strong>{t(pending ? 'auth.login.pendingTitle' : 'auth.login.rejectedTitle')}</strong>
          <p>{t(pending ? 'auth.login.pending' : 'auth.login.rejected')}</p>
        </div>
      );
    }
  }
}
