import { describe, expect, it } from 'vitest';
import { siteChunk } from './site-chunk.ts';

const SHELL_SCRIPT = '/shop/src/components/SiteShell.astro?astro&type=script&index=0&lang.ts';
const VIEW_SCRIPT = '/shop/src/views/CatalogueView.astro?astro&type=script&index=0&lang.ts';

/** A module graph as Rolldown's chunking context shows it: each module's importers. */
const chunking = (importers: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => (id in importers ? { importers: importers[id]! } : null),
});

describe('siteChunk', () => {
  const graph = chunking({
    [SHELL_SCRIPT]: [],
    [VIEW_SCRIPT]: [],
    '/shop/src/components/header-menu.ts': [SHELL_SCRIPT],
    '/shop/src/features/catalogue/catalogue-pages.ts': [VIEW_SCRIPT, '/shop/src/features/catalogue/CatalogueApp.tsx'],
    '/shop/src/features/catalogue/CatalogueApp.tsx': [],
    '/shop/src/lib/format.ts': ['/shop/src/features/catalogue/CatalogueApp.tsx'],
  });

  it('puts what a component script imports in "site"', () => {
    expect(siteChunk('/shop/src/components/header-menu.ts', graph)).toBe('site');
    expect(siteChunk('/shop/src/features/catalogue/catalogue-pages.ts', graph)).toBe('site');
  });

  it('leaves the scripts themselves their own entries, so that "site" is one import from the page', () => {
    expect(siteChunk(SHELL_SCRIPT, graph)).toBeNull();
    expect(siteChunk(VIEW_SCRIPT, graph)).toBeNull();
  });

  it('leaves out what only an island imports', () => {
    expect(siteChunk('/shop/src/features/catalogue/CatalogueApp.tsx', graph)).toBeNull();
    expect(siteChunk('/shop/src/lib/format.ts', graph)).toBeNull();
    expect(siteChunk('/unknown.ts', graph)).toBeNull();
  });
});
