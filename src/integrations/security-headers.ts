import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { SECURITY_HEADERS } from '../server/http/security-headers.ts';

/** The `_headers` file Netlify applies to static files: the same set the functions send. */
export function headersFile(headers: Readonly<Record<string, string>> = SECURITY_HEADERS): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}

/** Writes dist/_headers after the build, so pre-rendered pages get the security headers on Netlify. */
export function securityHeaders(): AstroIntegration {
  return {
    name: 'liftparts:security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await writeFile(new URL('_headers', dir), headersFile());
        logger.info('Wrote _headers (security headers for static pages)');
      },
    },
  };
}
