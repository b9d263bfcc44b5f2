import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { INTENT_DIRECTIVE } from './intent-name.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates when the visitor starts using the island (src/integrations/intent-directive.ts, ADR 0015). */
    'client:intent'?: boolean;
  }
}

/**
 * Adds `client:intent`: forms on content pages load React and their own code only when the visitor
 * reaches for them, which keeps those pages' JavaScript on load within budget (issue 12, ADR 0015).
 * Astro would inline the directive's script into the pages that use it; the built pages get it from
 * the site's script instead (site-islands.ts, site-island-scripts.ts).
 */
export function clientIntent(): AstroIntegration {
  return {
    name: 'liftparts:client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: INTENT_DIRECTIVE, entrypoint: fileURLToPath(new URL('./intent-directive.ts', import.meta.url)) });
      },
    },
  };
}
