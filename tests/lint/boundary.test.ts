import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The client/server boundary of eslint.config.js, run as `npm run lint` runs it: browser code (islands,
 * components, views, src/lib, src/i18n, .astro frontmatter and client scripts, route files' client
 * scripts) cannot import src/server or db/, by alias or by relative path, statically or with
 * `import()`; route files' frontmatter, the middleware and tests may.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

// The first lint of a run loads the whole config and its parsers: seconds on a busy machine.
describe('the lint rule that keeps the server out of the browser', { timeout: 60_000 }, () => {
  it.each([
    ['an island importing #server/env', 'src/features/catalogue/Probe.tsx', "import { env } from '#server/env';\nexport const x = env;\n"],
    ['a shared module importing #db/…', 'src/lib/probe.ts', "import { seed } from '#db/seed/index';\nexport const x = seed;\n"],
    ['a relative path into src/server', 'src/features/chat/probe.ts', "import { env } from '../../server/env.ts';\nexport const x = env;\n"],
    ['a relative path into db/', 'src/i18n/probe.ts', "import { seed } from '../../db/seed/index.ts';\nexport const x = seed;\n"],
    ['a type-only import of the server', 'src/views/probe.ts', "import type { Viewer } from '#server/auth/session';\nexport type X = Viewer;\n"],
    ['a component importing the server in its frontmatter', 'src/components/Probe.astro', "---\nimport { companyDetails } from '#server/company';\nconst c = companyDetails();\n---\n<p>{c.phone}</p>\n"],
    ['a component client script importing the server', 'src/features/chat/Probe.astro', "<p>x</p>\n<script>\nimport { env } from '#server/env';\nconsole.log(env);\n</script>\n"],
    ['an island loading #server/… lazily', 'src/features/quotes/probe.ts', "export const load = () => import('#server/env');\n"],
    ['a lazy load by relative path into src/server', 'src/features/catalogue/Probe.tsx', "export const load = () => import('../../server/company/index.ts');\n"],
    ['a lazy load by relative path into db/', 'src/lib/probe.ts', "export const load = () => import('../../db/seed/index.ts');\n"],
    ['a lazy load of #db/… from a component', 'src/components/Probe.astro', "---\nconst seed = await import('#db/seed/index');\n---\n<p>{String(seed)}</p>\n"],
    ['a lazy load whose path is built in a template', 'src/features/chat/probe.ts', "export const load = (name: string) => import(`#server/${name}`);\n"],
    ['a route file client script importing the server', 'src/pages/[...locale]/probe.astro', "<p>x</p>\n<script>\nimport { env } from '#server/env';\nconsole.log(env);\n</script>\n"],
    ['a route file client script loading the server lazily', 'src/pages/404.astro', "<p>x</p>\n<script>\nvoid import('../server/env.ts').then(console.log);\n</script>\n"],
  ])('refuses %s', async (_, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([expect.stringContaining('Browser code must not import server modules')]);
  });

  it.each([
    ['a route file', 'src/pages/[...locale]/probe.astro', "---\nimport { catalogueRoute } from '#server/catalogue/catalogue-page';\nconst x = await catalogueRoute(Astro);\n---\n<p>{String(x)}</p>\n"],
    ['the middleware', 'src/middleware.ts', "import { companyDetails } from '#server/company';\nexport const x = companyDetails;\n"],
    ['browser code importing src/lib', 'src/features/catalogue/Probe.tsx', "import { SKU_PATTERN } from '#lib/catalogue';\nexport const x = SKU_PATTERN;\n"],
    ['an island loading another island lazily', 'src/features/quotes/probe.ts', "export const load = () => import('./QuoteForm.tsx');\n"],
    ['a route file frontmatter loading the server lazily', 'src/pages/[...locale]/probe.astro', "---\nconst { companyDetails } = await import('#server/company');\n---\n<p>{String(companyDetails)}</p>\n"],
    ['a route file client script importing src/lib', 'src/pages/[...locale]/probe.astro', "<p>x</p>\n<script>\nimport { LOCALES } from '#i18n/locales';\nconsole.log(LOCALES);\n</script>\n"],
  ])('lets %s be', async (_, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
