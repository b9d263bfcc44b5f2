// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

/**
 * Lint rules the type checker cannot see: correctness (typescript-eslint), accessible JSX
 * (jsx-a11y), Astro components, and one architectural rule: browser code never imports the
 * server (src/server holds secrets, SQL and Node-only modules).
 */
const serverImports = {
  patterns: [
    { group: ['#server/*', '**/server/**', '#db/*', '**/db/**'], message: 'Browser code must not import server modules (src/server, db).' },
  ],
};

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
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/i18n/**/*.ts'],
    ...jsxA11y.flatConfigs.recommended,
    rules: { ...jsxA11y.flatConfigs.recommended.rules, 'no-restricted-imports': ['error', serverImports] },
  },
  {
    // Migrations are typed Kysely<any> by design (they never import application code).
    files: ['db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
