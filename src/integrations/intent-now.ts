/**
 * A page that knows on load that a `client:intent` island is needed at once (the registration page of
 * a browser locked out of registering must show the locked screen, not the form) asks for it here.
 * The mark on the island covers a directive that starts after this runs; the event one already
 * waiting (src/integrations/intent-directive.ts).
 */
export const INTENT_NOW_ATTRIBUTE = 'data-intent-now';
export const INTENT_NOW_EVENT = 'intent-now';

export function hydrateNow(island: Element | null): void {
  island?.setAttribute(INTENT_NOW_ATTRIBUTE, '');
  island?.dispatchEvent(new Event(INTENT_NOW_EVENT));
}
