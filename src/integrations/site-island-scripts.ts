import type { Plugin } from 'vite';
import { INTENT_DIRECTIVE } from './intent-name.ts';

/**
 * Astro writes two scripts inline into every page with an island, and has no option against it
 * (withastro/astro#17017): the code of its islands' element (`<astro-island>`, 4.4 KB, 1.6 kB
 * compressed) and that of each client directive the page uses (`client:intent`'s, 1.4 KB, 0.5 kB).
 * They were the largest scripts of the catalogue's first answer, which a phone needs whole before
 * it paints (ADR 0035, update of stop 42). The site's script brings both instead (site-islands.ts,
 * imported first by SiteShell.astro), and this plugin takes the inline copies out of the pages
 * Astro renders, pre-rendered and on demand alike; each page's policy then loses their hashes by
 * itself (page-policy.ts keeps those of what is inline). Astro's own directives (`client:load`…,
 * on administration pages) stay inline.
 *
 * An island reached for before the site's script has run waits for it, as a button of the header
 * does; from then on islands start as before, each when its directive says.
 */
const SCRIPTS_MODULE = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]scripts\.js$/;
const INLINE_LOADER = '<script>${process.env.NODE_ENV === "development" ? islandScriptDev : islandScript}</script>';
const INLINE_DIRECTIVE = '<script>${getDirectiveScriptText(result, directive)}</script>';
const UNLESS_SITE_DIRECTIVE = `\${directive === ${JSON.stringify(INTENT_DIRECTIVE)} ? "" : \`${INLINE_DIRECTIVE}\`}`;

export function islandScriptsFromSiteScript(): Plugin {
  return {
    name: 'liftparts:island-scripts-from-site-script',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    transform(code, id) {
      if (!SCRIPTS_MODULE.test(id)) return null;
      // An Astro that writes these scripts otherwise fails the build here, rather than shipping them twice.
      if (!code.includes(INLINE_LOADER) || !code.includes(INLINE_DIRECTIVE)) {
        this.error(`Astro's inline island scripts were not found in ${id}: see src/integrations/site-island-scripts.ts`);
      }
      return { code: code.replace(INLINE_LOADER, '').replaceAll(INLINE_DIRECTIVE, UNLESS_SITE_DIRECTIVE), map: null };
    },
  };
}
