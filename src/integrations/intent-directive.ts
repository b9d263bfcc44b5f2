import type { ClientDirective } from 'astro';
import { INTENT_NOW_ATTRIBUTE, INTENT_NOW_EVENT } from './intent-now.ts';

/**
 * `client:intent` (browser side; registered by client-intent.ts, inlined by Astro into the pages
 * that use it). The island's server HTML is the form the visitor sees; React and the island's code
 * are fetched, and the island hydrated, only when the visitor reaches for it: a pointer over it,
 * focus or a touch inside it, a key pressed or text put into one of its fields (autofill
 * included). Pages whose visitors never use the form never download it.
 *
 * What the visitor does before the code is there is kept: typed text by the island itself
 * (src/features/forms/adopt-early-input.ts), a submit here. A submit button the server renders
 * disabled only because the island is not live yet (`data-until-live="enabled"`, SubmitButton) is
 * enabled while this script waits, so a first tap or Enter is not lost. Such a submit is held: the
 * island gets `data-intent-held` (its styles show the loading line), and the same button is pressed
 * again once the island is live, so React's own handler checks and sends the form as always.
 * Without JavaScript the button stays disabled, and the form is never sent natively. A click on a
 * plain button (the catalogue's filters and Load more, a card's enlarge button) is held the same
 * way and pressed again once the island is live (ADR 0035). A page that needs the island at once
 * asks for it with hydrateNow (intent-now.ts).
 */

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart', 'input', 'keydown'] as const;
/** Set by the island's components while they are not live, removed by their first client render. */
const NOT_LIVE = '[data-until-live]';
const RELEASED = 'button[data-until-live="enabled"]';
const HELD_ATTRIBUTE = 'data-intent-held';
/** A button whose click only the island answers; its click before the island is live is held. */
const PLAIN_BUTTON = 'button[type="button"]';
/** Buttons a listener outside the island answers at once (the quote launcher's, ADR 0014): never held, never pressed twice. */
const ANSWERED_OUTSIDE = '[data-open-quote]';

const intentDirective: ClientDirective = (load, _options, island) => {
  const released = Array.from(island.querySelectorAll<HTMLButtonElement>(RELEASED));
  let held: HTMLButtonElement | HTMLFormElement | null = null;

  // Until the island is live, React must not see what is held: it would answer it as well as the
  // copy pressed again (once React hydrates, a click on an island still waiting for its data is lost).
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held) return;
    const { submitter } = event;
    held = submitter instanceof HTMLButtonElement ? submitter : (event.target as HTMLFormElement);
    island.setAttribute(HELD_ATTRIBUTE, '');
    void start();
  };

  const holdClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(PLAIN_BUTTON) : null;
    if (!button || button.matches(ANSWERED_OUTSIDE)) return;
    event.stopImmediatePropagation();
    if (!held) {
      held = button;
      island.setAttribute(HELD_ATTRIBUTE, '');
    }
    void start();
  };

  let started = false;
  async function start(): Promise<void> {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) island.removeEventListener(type, start, true);
    const hydrate = await load();
    // The HTML React hydrates must be the server's: the released buttons are disabled again (for the
    // few milliseconds until the island is live), and React's submit handler takes over from `hold`.
    for (const button of released) button.disabled = true;
    await hydrate();
    // Live is later than hydrated for an island that asks for its first state as it hydrates (the
    // catalogue's, first-state.ts): until then a submit or a click is still held, then done again.
    await whenLive(island);
    island.removeEventListener('submit', hold, true);
    island.removeEventListener('click', holdClick, true);
    island.removeAttribute(HELD_ATTRIBUTE);
    // A control the island no longer shows (rendered afresh from a newer state than the server's,
    // CatalogueApp) is not pressed: what it stood for may have changed.
    if (!held?.isConnected) return;
    if (held instanceof HTMLButtonElement) held.click();
    else held.requestSubmit();
  }

  for (const button of released) button.disabled = false;
  // Capturing, and before React's own listeners on the same element (hydrateRoot adds them later).
  island.addEventListener('submit', hold, true);
  island.addEventListener('click', holdClick, true);
  for (const type of INTENT_EVENTS) island.addEventListener(type, start, { capture: true, passive: true });
  island.addEventListener(INTENT_NOW_EVENT, start, { once: true });
  if (island.hasAttribute(INTENT_NOW_ATTRIBUTE)) void start();
};

/** Resolves once nothing in the island says it is still waiting for its first client render. */
function whenLive(island: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (island.querySelector(NOT_LIVE)) return;
      observer.disconnect();
      resolve();
    };
    const observer = new MutationObserver(check);
    observer.observe(island, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-until-live'] });
    check();
  });
}

export default intentDirective;
