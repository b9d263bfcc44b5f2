import { DEFAULT_LOCALE, isLocale } from '#i18n/locales';
import { plural } from '#i18n/format';
import { countdown, COUNTDOWN_TICK_MS, formatCountdown } from '#lib/countdown';
import { viewerKind } from '#lib/pricing';
import { loadSession } from '../auth/session-store.ts';
import { hydrateNow } from '../../integrations/intent-now.ts';

/**
 * The catalogue's and the product page's islands hydrate when the visitor reaches for them
 * (`client:intent`, ADR 0035): React is not part of the first screen. What their first screen does
 * without anyone touching it is done here, in a few lines, until they are live:
 * - the sales' countdowns tick (SaleCountdown renders them empty on the server; React takes over
 *   from the text left here, without a mismatch: `suppressHydrationWarning`);
 * - when a sale ends, its island hydrates, and shows what follows (no countdown, the price without it);
 * - a signed-in buyer whose page was rendered for a visitor (access cookie expired, ADR 0016) gets
 *   the islands at once, which price it again for them.
 */
const data = document.querySelector<HTMLElement>('[data-catalogue-until-live]');
const waiting = () => document.querySelectorAll<HTMLElement>('astro-island[ssr][client="intent"]');

if (data) {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const days = JSON.parse(data.dataset.days!) as Record<string, string>;

  const tick = () => {
    const now = new Date();
    const clocks = [...waiting()].flatMap((island) => [...island.querySelectorAll<HTMLTimeElement>('time.sale-countdown-time')].map((time) => ({ island, time })));
    for (const { island, time } of clocks) {
      const left = countdown(time.dateTime, now);
      if (left) time.textContent = formatCountdown(left, locale, (n) => plural(days, locale, 'catalogue.countdown.days', n));
      else hydrateNow(island);
    }
    if (!clocks.length) clearInterval(timer);
  };
  const timer = setInterval(tick, COUNTDOWN_TICK_MS);
  tick();

  if (data.dataset.viewer === 'visitor') {
    void loadSession()
      .then((session) => {
        if (session.status === 'signedIn' && viewerKind(session.user.role) !== 'visitor') for (const island of waiting()) hydrateNow(island);
      })
      .catch(() => undefined);
  }
}
