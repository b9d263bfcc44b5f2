import { countdown, COUNTDOWN_TICK_MS, formatCountdown } from '#lib/countdown';
import type { Locale } from '#i18n/locales';
import { plural, type Translate } from '#i18n/format';
import type { MessageKey } from '#i18n/messages';
import { useNow } from './useNow.ts';

interface Props {
  endsAt: string;
  locale: Locale;
  t: Translate;
  messages: Partial<Record<MessageKey, string>>;
}

/**
 * "Ends in 2 days 03:04:05", ticking every second; gone once the sale has ended. Until its island
 * is live, until-live.ts ticks the server's empty clock: React keeps that text when it hydrates
 * (`suppressHydrationWarning`) and replaces it on its first tick.
 */
export function SaleCountdown({ endsAt, locale, t, messages }: Props) {
  const now = useNow(COUNTDOWN_TICK_MS);
  const left = now ? countdown(endsAt, now) : null;
  if (now && !left) return null;
  return (
    <p className="sale-countdown" data-testid="sale-countdown">
      <span className="sale-countdown-label">{t('catalogue.countdown.label')}</span>{' '}
      <time dateTime={endsAt} className="sale-countdown-time" data-testid="sale-countdown-time" suppressHydrationWarning>
        {left ? formatCountdown(left, locale, (n) => plural(messages, locale, 'catalogue.countdown.days', n)) : '\u00a0'}
      </time>
    </p>
  );
}
