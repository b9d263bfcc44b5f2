/** SPEC §9: the floating custom-quote button appears after 1 s; its label slides open for 4 s every 2 minutes. */
export const FLOATING_QUOTE_DELAY_MS = 1_000;
export const FLOATING_QUOTE_PULSE_EVERY_MS = 120_000;
export const FLOATING_QUOTE_PULSE_FOR_MS = 4_000;

/** Shows the server-rendered button on its schedule; hovering or focusing it opens its label too (CSS). */
export function scheduleFloatingQuote(button: HTMLElement): void {
  const pulse = () => {
    button.dataset.open = 'true';
    setTimeout(() => delete button.dataset.open, FLOATING_QUOTE_PULSE_FOR_MS);
  };
  setTimeout(() => {
    button.hidden = false;
    pulse();
    setInterval(pulse, FLOATING_QUOTE_PULSE_EVERY_MS);
  }, FLOATING_QUOTE_DELAY_MS);
}
