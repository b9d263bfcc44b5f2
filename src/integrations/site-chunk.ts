/** Astro's module id for a component's `<script>`: SiteShell.astro's (every page's frame) and a view's (its page). */
const COMPONENT_SCRIPT = /\.astro\?astro&type=script/;

/** What of Rolldown's chunking context this needs: who imports a module. */
interface ChunkingContext {
  getModuleInfo(id: string): { readonly importers: readonly string[] } | null;
}

/**
 * The client build's one manual chunk (`codeSplitting.groups[].name` in astro.config.mjs): what the
 * component scripts import goes to one file, "site" (the group brings each module's own imports
 * along), instead of the twenty files of 1-2 kB Rolldown split it into by itself (ADR 0035, stop 39).
 *
 * The scripts themselves stay out of it, each its own entry file, so that every file a page waits
 * for is one import from the page: the entry asks for "site" and for Rolldown's runtime (its
 * `strictExecutionOrder` wrappers, the same 0.2 kB for every chunk) side by side. With the scripts
 * inside "site", each entry was a two-line import of it and "site" asked for the runtime: a third
 * round trip, which the simulated phone of Lighthouse counted or not by a few milliseconds, and which
 * moved every content page's LCP between 1.36 and 1.52 s (ADR 0035, stop 48).
 */
export function siteChunk(id: string, chunking: ChunkingContext): 'site' | null {
  if (COMPONENT_SCRIPT.test(id)) return null;
  const importers = chunking.getModuleInfo(id)?.importers ?? [];
  return importers.some((importer) => COMPONENT_SCRIPT.test(importer)) ? 'site' : null;
}
