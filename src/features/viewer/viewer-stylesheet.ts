import { loadStylesheet } from '../dialog/load-stylesheet.ts';
// A URL, not a CSS import (ADR 0008): Astro would put an imported stylesheet in every page that
// merely might open the viewer, inside the first answer that page has to fit in (ADR 0035). No
// module imports viewer.css itself: Vite would then answer this URL with that module's chunk.
import viewerStylesheet from './viewer.css?url';

/** The viewer's styles, added to the page once, by every page that shows the viewer. */
export const loadViewerStylesheet = () => loadStylesheet(viewerStylesheet);
