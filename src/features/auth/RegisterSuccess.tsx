import type { Translate } from '#i18n/format';
import { OutcomeCard } from './OutcomeCard.tsx';

/** After a registration: what happens next, and the way to the sign-in page. */
export function RegisterSuccess({ t, loginHref }: { t: Translate; loginHref: string }) {
  return (
    <OutcomeCard tone="success" title={t('auth.register.successTitle')} action={{ href: loginHref, label: t('auth.register.goToLogin') }} testId="registration-success">
      <p>{t('auth.register.successMessage')}</p>
    </OutcomeCard>
  );
}
