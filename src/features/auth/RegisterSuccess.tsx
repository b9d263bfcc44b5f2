import type { Translate } from '#i18n/t';

/** After a registration: what happens next, and the way to the sign-in page. */
export function RegisterSuccess({ t, loginHref }: { t: Translate; loginHref: string }) {
  return (
    <div className="auth-outcome card" role="status" data-testid="registration-success">
      <div className="auth-outcome-icon is-success" aria-hidden="true">
        ✓
      </div>
      <h2>{t('auth.register.successTitle')}</h2>
      <p>{t('auth.register.successMessage')}</p>
      <a className="btn btn-primary" href={loginHref}>
        {t('auth.register.goToLogin')}
      </a>
    </div>
  );
}
