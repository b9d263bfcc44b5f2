// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

/**
 * Lint rules the type checker cannot see: correctness (typescript-eslint), accessible JSX
 * (jsx-a11y), Astro components, and one architectural rule: browser code never imports the
 * server (src/server holds secrets, SQL and Node-only modules) or db/. "Browser code" is every
 * folder a page's markup or an island is made from, .astro components and their client scripts
 * included; only route files (src/pages), the middleware, build integrations, functions, scripts,
 * benches and tests may import the server; client scripts of route files are browser code too.
 * tests/lint/boundary.test.ts proves the rule fires.
 */
const BROWSER_FOLDERS = ['src/features', 'src/components', 'src/views', 'src/lib', 'src/i18n', 'src/styles'];
const SERVER_IMPORT_MESSAGE = 'Browser code must not import server modules (src/server, db).';
/** What names a server module in an import: one list for static imports and dynamic `import()` alike. */
const SERVER_MODULES = [
  // The package.json aliases. (A gitignore-style `group` would read a leading '#' as a comment.)
  '^#(server|db)(/|$)',
  // Relative paths into either folder, from anywhere below src/.
  '^(\\.\\.?/)+(src/)?(server|db)(/|$)',
];
const serverImports = { patterns: SERVER_MODULES.map((regex) => ({ regex, message: SERVER_IMPORT_MESSAGE })) };
/**
 * `no-restricted-imports` does not look at `import()`, which islands use to load lazily: the same
 * patterns as selectors, on a string source and on a template's leading text (`import(`#server/${x}`)`).
 */
const asSelectorRegex = (regex) => `/${regex.replaceAll('/', '\\/')}/`;
const dynamicServerImports = SERVER_MODULES.flatMap((regex) => [
  { selector: `ImportExpression[source.value=${asSelectorRegex(regex)}]`, message: SERVER_IMPORT_MESSAGE },
  { selector: `ImportExpression > TemplateLiteral.source > TemplateElement:first-child[value.cooked=${asSelectorRegex(regex)}]`, message: SERVER_IMPORT_MESSAGE },
]);
const browserScripts = BROWSER_FOLDERS.map((folder) => `${folder}/**/*.{ts,tsx}`);
// .astro components (their frontmatter) and the client scripts eslint-plugin-astro lints as virtual
// files; a route file's frontmatter runs on the server, but its client scripts run in the browser.
const browserFiles = [
  ...browserScripts,
  ...BROWSER_FOLDERS.flatMap((folder) => [`${folder}/**/*.astro`, `${folder}/**/*.astro/*.{js,ts}`]),
  'src/pages/**/*.astro/*.{js,ts}',
];

export default tseslint.config(
  { ignores: ['dist/', '.netlify/', '.astro/', '.data/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': ['error', { ignoreRestArgs: true }],
    },
  },
  {
    files: browserScripts,
    ...jsxA11y.flatConfigs.recommended,
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    files: browserFiles,
    rules: { 'no-restricted-imports': ['error', serverImports], 'no-restricted-syntax': ['error', ...dynamicServerImports] },
  },
  {
    // Migrations are typed Kysely<any> by design (they never import application code).
    files: ['db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
