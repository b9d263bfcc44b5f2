import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates when the visitor starts using the island (src/integrations/intent-directive.ts, ADR 0015). */
    'client:intent'?: boolean;
  }
}

/**
 * Adds `client:intent`: forms on content pages load React and their own code only when the visitor
 * reaches for them, which keeps those pages' JavaScript on load within budget (issue 12, ADR 0015).
 * Astro inlines the directive's script into the pages that use it and hashes it into their
 * Content-Security-Policy itself, as it does for its own directives.
 */
export function clientIntent(): AstroIntegration {
  return {
    name: 'liftparts:client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./intent-directive.ts', import.meta.url)) });
      },
    },
  };
}
