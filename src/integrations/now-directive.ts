import type { ClientDirective } from 'astro';
import intentDirective from './intent-directive.ts';
import { INTENT_NOW_ATTRIBUTE } from './intent-now.ts';

/**
 * `client:now` (browser side; registered by client-intent.ts): hydrates at once, as Astro's
 * client:load does, and like client:intent holds a click on a plain button or a submit made before
 * the island is live, and does it again once it is. With client:load such a press, on a slow phone
 * or a busy machine, landed on the server's HTML and did nothing (ADR 0035, stop 47).
 */
const nowDirective: ClientDirective = (load, options, island) => {
  island.setAttribute(INTENT_NOW_ATTRIBUTE, '');
  return intentDirective(load, options, island);
};

export default nowDirective;
