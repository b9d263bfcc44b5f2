import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates when the visitor starts using the island (src/integrations/intent-directive.ts, ADR 0015). */
    'client:intent'?: boolean;
    /** Hydrates at once, holding a press made before the island is live (src/integrations/now-directive.ts). */
    'client:now'?: boolean;
  }
}

/**
 * Adds `client:intent`: forms on content pages load React and their own code only when the visitor
 * reaches for them, which keeps those pages' JavaScript on load within budget (issue 12, ADR 0015).
 * And `client:now`, the shop's client:load: at once, but a press before the island is live is kept.
 * Astro inlines the directive's script into the pages that use it and hashes it into their
 * Content-Security-Policy itself, as it does for its own directives.
 */
export function clientIntent(): AstroIntegration {
  return {
    name: 'liftparts:client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./intent-directive.ts', import.meta.url)) });
        addClientDirective({ name: 'now', entrypoint: fileURLToPath(new URL('./now-directive.ts', import.meta.url)) });
      },
    },
  };
}
