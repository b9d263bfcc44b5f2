import { localizePath, type Locale } from '#i18n/locales';
import { FORGOT_PASSWORD_PATH } from '#lib/user-tokens';
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

/** The sign-in messages of SPEC §8; a lock points to the password reset (issue 21), which lifts it. */
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
          <p>{t('auth.login.lockedReset')}</p>
          <p>
            <a href={localizePath(FORGOT_PASSWORD_PATH, locale)} data-testid="login-reset-link">
              {t('auth.login.resetLink')}
            </a>
          </p>
        </div>
      );
    case 'wait':
      return (
        <div className="alert alert-error" role="alert" data-testid="login-wait">
          <p>{t(problem.reason === 'account' ? 'auth.login.throttled' : 'auth.login.networkLimited')}</p>
          <p>{plural(messages, locale, 'auth.login.retryMinutes', problem.minutes)}</p>
        </div>
      );
    case 'challenge_expired':
      return (
        <p className="alert alert-error" role="alert" data-testid="login-error">
          {t('auth.login.secondStep.expired')}
        </p>
      );
    case 'second_step_failed':
      return (
        <p className="alert alert-error" role="alert" data-testid="login-error">
          {t('auth.login.secondStep.failed')}
        </p>
      );
    case 'no_profile':
      return (
        <p className="alert alert-error" role="alert" data-testid="login-error">
          {t('auth.login.noProfile')}
        </p>
      );
    case 'account_pending':
      return (
        <div className="alert alert-info" role="alert" data-testid="login-error">
          <strong>{t('auth.login.pendingTitle')}</strong>
          <p>{t('auth.login.pending')}</p>
        </div>
      );
    case 'account_rejected':
      return (
        <div className="alert alert-error" role="alert" data-testid="login-error">
          <strong>{t('auth.login.rejectedTitle')}</strong>
          <p>{t('auth.login.rejected')}</p>
          {/* The administrator's own words, in whichever language they wrote them (issue 20). */}
          {problem.reason && (
            <p className="login-rejection-reason" data-testid="login-rejection-reason">
              {t('auth.login.rejectedReason')}{' '}
              <bdi className="login-rejection-text">{problem.reason}</bdi>
            </p>
          )}
        </div>
      );
  }
}
