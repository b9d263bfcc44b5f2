import { useEffect, useState } from 'react';
import { plural, type Translate } from '#i18n/format';
import type { Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { OutcomeCard } from './OutcomeCard.tsx';

interface Props {
  until: number;
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  t: Translate;
  loginHref: string;
  /** Called when the block has run out. */
  onExpired: () => void;
}

/** The registration locked screen (SPEC §2): the minutes still to wait, counting down, and a way to sign in. */
export function LockedNotice({ until, locale, messages, t, loginHref, onExpired }: Props) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const minutes = Math.ceil((until - now) / 60_000);
  useEffect(() => {
    if (minutes <= 0) onExpired();
  }, [minutes, onExpired]);

  return (
    <OutcomeCard tone="warning" title={t('auth.register.lockedTitle')} action={{ href: loginHref, label: t('auth.register.goToLogin') }} testId="registration-locked">
      <p>{t('auth.register.lockedMessage')}</p>
      <p className="auth-outcome-strong">{plural(messages, locale, 'auth.register.lockedMinutes', Math.max(1, minutes))}</p>
    </OutcomeCard>
  );
}
