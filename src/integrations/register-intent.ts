import intentDirective from './intent-directive.ts';
import { INTENT_DIRECTIVE } from './intent-name.ts';

// `client:intent` from the site's script (site-island-scripts.ts). A module of its own, imported
// before Astro's islands' element: the element looks the directive up on the global `Astro` as it
// starts each island, and an island started earlier waits for this event.
const astro = ((self as { Astro?: Record<string, unknown> }).Astro ??= {});
astro[INTENT_DIRECTIVE] = intentDirective;
dispatchEvent(new Event(`astro:${INTENT_DIRECTIVE}`));
