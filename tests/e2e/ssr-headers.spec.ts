import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from '@netlify/functions';
import { createScratchDatabase, type ScratchDatabase } from '../../db/scratch-database.ts';
import { useDatabase } from '../../src/server/db/index.ts';
import { SECURITY_HEADERS } from '../../src/server/http/security-headers.ts';
import { localContext } from '../../src/server/platform/functions.ts';
import { expect, test } from './fixtures.ts';

/**
 * On Netlify, dist/_headers applies to static files only: whatever the Astro server function
 * answers (product pages, admin pages, 404s) must carry the security headers itself. The local
 * server adds them to everything it serves and would hide the gap, so this spec calls the built
 * function's handler directly, as Netlify does. It lives with the e2e specs because they run
 * after `npm run build` (the webServer builds); vitest runs before any build.
 * The function reads its own database: an in-memory one here, with one product. Last, what the
 * function's archive carries: nothing that no page uses.
 */
type SsrHandler = (request: Request, context: Context) => Promise<Response>;
const SSR_ENTRY = fileURLToPath(new URL('../../.netlify/v1/functions/ssr/ssr.mjs', import.meta.url));
const SKU = '10000001';

let handler: SsrHandler;
let scratch: ScratchDatabase;

test.beforeAll(async () => {
  expect(existsSync(SSR_ENTRY), 'the built SSR function (npm run build)').toBe(true);
  scratch = await createScratchDatabase({ driver: 'pglite', prefix: 'ssr' });
  useDatabase(scratch.db);
  const now = new Date();
  await scratch.db
    .insertInto('products')
    .values({ sku: SKU, part_number: 'HDR-1', name_en: 'Header Test Part', name_ar: 'قطعة', distributors_price: '10.00', images: '[]', status: 'active', created_at: now, updated_at: now })
    .execute();
  handler = (await import(pathToFileURL(SSR_ENTRY).href)).default as SsrHandler;
});

test.afterAll(async () => {
  await scratch?.drop();
});

async function call(path: string): Promise<Response> {
  const request = new Request(new URL(path, 'https://shop.example'));
  return handler(request, localContext(request, {}, '203.0.113.7'));
}

const ROUTES: { path: string; status: number }[] = [
  { path: `/products/${SKU}`, status: 200 },
  { path: `/ar/products/${SKU}`, status: 200 },
  { path: '/products/99999999', status: 404 },
  { path: '/products', status: 200 },
  { path: '/ar/products?category=door-locks&q=%3Cb%3E', status: 200 },
  { path: '/admin', status: 302 },
  { path: '/ar/admin/quotes', status: 302 },
  { path: '/no-such-page', status: 404 },
  { path: '/ar/no-such-page', status: 404 },
];

for (const { path, status } of ROUTES) {
  test(`the SSR function's own answer to ${path} carries every security header`, async () => {
    const response = await call(path);
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      // Pages come with their own policy (Astro's, with script hashes): each of the site's directives is in it or in a second one.
      if (name === 'Content-Security-Policy') {
        const enforced = (response.headers.get(name) ?? '').split(/[;,]/).map((directive) => directive.trim());
        for (const directive of value.split(';').map((d) => d.trim())) expect(enforced, name).toContain(directive);
      }
      else expect(response.headers.get(name), name).toBe(value);
    }
    if (status !== 302) expect(response.headers.get('Content-Security-Policy'), 'the page policy').toMatch(/script-src 'self' 'sha256-/);
  });
}

test('the SSR function carries neither the embedded database nor the quotation PDF’s renderer', () => {
  // Deployed, pages read PostgreSQL at DATABASE_URL: astro.config.mjs leaves PGlite (15.6 MB) out.
  // No page draws a PDF: pdf-lib and fontkit (3.4 MB) are imported by src/server/quotations/send.ts
  // alone, which no page imports. (tests/deploy checks the same of netlify/functions.)
  const modules = join(SSR_ENTRY, '..', 'node_modules');
  expect(existsSync(join(modules, 'kysely')), 'the function’s own node_modules').toBe(true);
  for (const name of ['@electric-sql/pglite', 'pdf-lib', '@pdf-lib/fontkit']) expect(existsSync(join(modules, name)), name).toBe(false);
});
