// The islands' scripts that Astro would write inline into every page with an island
// (site-island-scripts.ts takes those copies out): `client:intent`, then the islands' element,
// in this order.
import './register-intent.ts';
import 'astro/runtime/server/astro-island.js';
