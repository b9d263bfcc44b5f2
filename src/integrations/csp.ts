import { createHash } from 'node:crypto';
import type { AstroUserConfig } from 'astro';
import type { Plugin } from 'vite';
import { LANGUAGE_REDIRECT_SCRIPT } from '../components/language-redirect-script.ts';
import { MAINTENANCE_PENDING_SCRIPT } from '../features/maintenance/maintenance-pending-script.ts';
import { SEND_SETTINGS_REQUEST_SCRIPT } from '../features/company/public-settings.ts';
import { CONSENT_STORED_SCRIPT } from '../features/consent/consent-stored-script.ts';
import { TWO_STEP_PROMPT_SCRIPT } from '../features/admin/shell/two-step-prompt-script.ts';
import { PAGE_CSP_DIRECTIVES } from '../server/http/security-headers.ts';

/**
 * Every `<script is:inline>` the pages render. Astro hashes the scripts it bundles (and its
 * island loader) into each page's policy but not inline ones: their hashes are added here, so
 * `script-src` needs no `'unsafe-inline'`. A new inline script must be listed here, or the
 * browser refuses it (tests/e2e/shell.spec.ts fails).
 */
export const INLINE_SCRIPTS: readonly string[] = [LANGUAGE_REDIRECT_SCRIPT, MAINTENANCE_PENDING_SCRIPT, SEND_SETTINGS_REQUEST_SCRIPT, CONSENT_STORED_SCRIPT, TWO_STEP_PROMPT_SCRIPT];

type CspHash = `sha256-${string}`;

/** A CSP hash source of an inline script's or style's text (without the quotes). */
export function scriptHash(text: string): CspHash {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

/**
 * `security.csp` of astro.config.mjs: each page's own policy, a <meta> element on pre-rendered
 * pages and a header on pages rendered on demand. Neither scripts nor styles have `'unsafe-inline'`
 * (issue 19): Astro hashes the <style> elements it emits, no markup carries a style attribute
 * (FeatureGrid sets its columns with a data attribute), and islands change styles through the
 * CSSOM (React's `style` prop once mounted), which a policy does not govern.
 */
export function contentSecurityPolicy(): CspConfig {
  return {
    algorithm: 'SHA-256',
    directives: [...PAGE_CSP_DIRECTIVES] as CspConfig['directives'],
    scriptDirective: { resources: ["'self'"], hashes: INLINE_SCRIPTS.map(scriptHash) },
    styleDirective: { resources: ["'self'"] },
  };
}

const ZOD_CORE = /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;

/**
 * zod probes `new Function('')` to decide whether to compile its object parsers; under a policy
 * without `'unsafe-eval'` the browser refuses the probe and reports a CSP violation (and an
 * error in the console), although zod catches it and parses without compiling. zod skips the
 * probe when its global config says `jitless`, which it reads from globalThis when it loads: the
 * browser bundles start it so. Servers keep the compiled parsers.
 */
export function zodWithoutEval(): Plugin {
  return {
    name: 'liftparts:zod-without-eval',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      if (!ZOD_CORE.test(id)) return null;
      return { code: `globalThis.__zod_globalConfig ??= { jitless: true };\n${code}`, map: null };
    },
  };
}
