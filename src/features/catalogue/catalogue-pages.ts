// What the catalogue and a product page both run, from their view's one script (ADR 0035): the
// islands' first screen until they are live, and the picture viewer (each sets itself up as it
// loads, as in its own script before).
import './until-live.ts';
import '../viewer/viewer-launcher.ts';

/**
 * Starts what the two pages share beyond those modules. SPEC §1: right-click is disabled on the
 * catalogue and product pages (it discourages casual copying of product pictures; keyboard and
 * assistive technology are unaffected).
 */
export function startCataloguePage(): void {
  document.addEventListener('contextmenu', (event) => event.preventDefault());
}
