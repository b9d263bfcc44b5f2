// @ts-check
import { defineConfig, fontProviders } from 'astro/config';
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import { securityHeaders } from './src/integrations/security-headers.ts';
import { contentSecurityPolicy, zodWithoutEval } from './src/integrations/csp.ts';
import { islandLoaderFromSiteScript } from './src/integrations/island-loader.ts';
import { devPlatform } from './src/integrations/dev-platform.ts';
import { clientIntent } from './src/integrations/client-intent.ts';
import { siteChunk } from './src/integrations/site-chunk.ts';
import { siteFonts } from './src/styles/fonts.ts';
import { DEFAULT_LOCALE, LOCALES } from './src/i18n/locales.ts';

export default defineConfig({
  // Netlify sets URL (the site's main address) during its builds.
  site: process.env.SITE_URL ?? process.env.URL ?? 'http://localhost:4321',
  // Content pages are pre-rendered; pages that need fresh data opt out with `prerender = false`.
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // Edge middleware would need Deno locally and on CI (see ADR 0003): src/middleware.ts runs inside
  // the Astro server function instead (it adds the security headers to on-demand pages).
  // In `npm run dev` the shop's own platform answers /api and /media (src/integrations/dev-platform.ts);
  // the adapter's emulation of edge functions would download Deno, and its image and environment
  // emulation are not used. The embedded database stays out of the server function, as out of the
  // API's (netlify.toml): deployed, pages read PostgreSQL at DATABASE_URL; `npm start` finds it in
  // the repository's node_modules.
  adapter: netlify({
    edgeMiddleware: false,
    devFeatures: { edgeFunctions: false, images: false, environmentVariables: false },
    excludeFiles: ['./node_modules/@electric-sql/pglite/**'],
  }),
  integrations: [react(), securityHeaders(), devPlatform(), clientIntent()],
  // The locale table (src/i18n/locales.ts); every page file serves all of them (ADR 0018).
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  // Each page's Content-Security-Policy, with the hashes of its inline scripts (no 'unsafe-inline').
  security: { csp: contentSecurityPolicy() },
  // No Markdown code blocks: Shiki's inline styles would only draw a CSP warning at build time.
  markdown: { syntaxHighlight: false },
  // Self-hosted, hashed font files with metric-matched fallbacks (ADR 0017).
  fonts: siteFonts(fontProviders.local()),
  server: { port: Number(process.env.PORT ?? 4321), host: '127.0.0.1' },
  devToolbar: { enabled: false },
  vite: {
    ssr: { external: ['@electric-sql/pglite', 'sharp'] },
    // The browser's zod must not probe eval, which the Content-Security-Policy refuses; the islands'
    // element comes with the site's script, not inline in every page with an island.
    plugins: [zodWithoutEval(), islandLoaderFromSiteScript()],
    // Fonts stay files (never data: URIs): the Content-Security-Policy allows fonts from 'self' only.
    build: { assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined) },
    // What the component <script>s import comes as one file, "site" (src/integrations/site-chunk.ts);
    // strictExecutionOrder runs each module's body when a page's script imports it, not when "site"
    // loads (ADR 0035).
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: { groups: [{ name: siteChunk }] },
              strictExecutionOrder: true,
            },
          },
        },
      },
    },
  },
});
