import { useEffect, useState } from 'react';
import type { Translate } from '#i18n/format';
import { openQuoteDialog } from './open-quote.ts';

/** SPEC §9: appears after 1 s; its label slides open for 4 s every 2 minutes. */
export const FLOATING_QUOTE_DELAY_MS = 1_000;
export const FLOATING_QUOTE_PULSE_EVERY_MS = 120_000;
export const FLOATING_QUOTE_PULSE_FOR_MS = 4_000;

/**
 * The floating custom-quote button of the catalogue pages, at the start side of the screen
 * (left in English, right in Arabic). Hovering or focusing it opens its label too.
 */
export function FloatingQuoteButton({ t }: { t: Translate }) {
  const [visible, setVisible] = useState(false);
  const [pulsing, setPulsing] = useState(false);

  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const pulse = () => {
      setPulsing(true);
      timers.push(setTimeout(() => setPulsing(false), FLOATING_QUOTE_PULSE_FOR_MS));
    };
    timers.push(
      setTimeout(() => {
        setVisible(true);
        pulse();
      }, FLOATING_QUOTE_DELAY_MS),
    );
    const interval = setInterval(pulse, FLOATING_QUOTE_PULSE_EVERY_MS);
    return () => {
      timers.forEach(clearTimeout);
      clearInterval(interval);
    };
  }, []);

  if (!visible) return null;
  return (
    <button type="button" className="floating-quote" data-open={pulsing || undefined} aria-label={t('quotes.floating.aria')} onClick={() => openQuoteDialog({ kind: 'custom' })}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M5 4h10l4 4v12H5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M8 11h8M8 15h5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="floating-quote-label">{t('quotes.floating.label')}</span>
    </button>
  );
}
