import type { Plugin } from 'vite';

/**
 * Astro writes the code of its islands' element (`<astro-island>`, 4.4 KB, 1.6 kB compressed)
 * inline into every page with an island, and has no option against it (withastro/astro#17017).
 * It was the largest script of the catalogue's first answer, which a phone needs whole before it
 * paints (ADR 0035, update of stop 42). The site's script defines the element instead (SiteShell.astro
 * imports astro/runtime/server/astro-island.js, which defines it once), and this plugin takes the
 * inline copy out of the pages Astro renders, pre-rendered and on demand alike. The policy of each
 * page then loses that script's hash by itself (page-policy.ts keeps the hashes of what is inline).
 *
 * Islands still start as before: the directives' inline scripts run as the page is read, and the
 * element, defined once the site's script has run, starts every island already in the page.
 * `client:intent`'s own script (0.5 kB) stays inline: brought by the site's script as well, it took
 * that file over the first round trip (14,694 bytes on the wire), and every page waited for it.
 */
const SCRIPTS_MODULE = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]scripts\.js$/;
const INLINE_LOADER = '<script>${process.env.NODE_ENV === "development" ? islandScriptDev : islandScript}</script>';

export function islandLoaderFromSiteScript(): Plugin {
  return {
    name: 'liftparts:island-loader-from-site-script',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    transform(code, id) {
      if (!SCRIPTS_MODULE.test(id)) return null;
      // An Astro that writes the loader otherwise fails the build here, rather than shipping it twice.
      if (!code.includes(INLINE_LOADER)) this.error(`Astro's inline islands loader was not found in ${id}: see src/integrations/island-loader.ts`);
      return { code: code.replace(INLINE_LOADER, ''), map: null };
    },
  };
}
