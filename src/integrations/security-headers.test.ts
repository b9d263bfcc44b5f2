import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, withSecurityHeaders } from '../server/http/security-headers.ts';
import { contentSecurityPolicy, INLINE_SCRIPTS, scriptHash } from './csp.ts';
import { headersFile } from './security-headers.ts';

describe('headersFile', () => {
  it('applies every security header the functions send to every static path', () => {
    const lines = headersFile().split('\n');
    expect(lines[0]).toBe('/*');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(lines).toContain(`  ${name}: ${value}`);
    expect(headersFile()).toContain("frame-ancestors 'none'");
  });
});

describe('Content-Security-Policy without inline scripts allowed', () => {
  const scriptSrc = (policy: string) => policy.split(';').map((d) => d.trim()).filter((d) => d.startsWith('script-src'));

  it('the header policy names no script source at all, so it never allows inline scripts', () => {
    expect(scriptSrc(SECURITY_HEADERS['Content-Security-Policy']!)).toEqual([]);
    expect(headersFile()).not.toContain('unsafe-inline');
  });

  it("each page's policy allows scripts and styles from the site and the hashes of the inline ones, not 'unsafe-inline'", () => {
    const csp = contentSecurityPolicy();
    expect(csp.scriptDirective?.resources).toEqual(["'self'"]);
    expect(csp.styleDirective?.resources).toEqual(["'self'"]);
    for (const script of INLINE_SCRIPTS) expect(csp.scriptDirective?.hashes).toContain(scriptHash(script));
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
    expect(JSON.stringify(csp.directives)).not.toContain('unsafe-inline');
  });
});

describe('withSecurityHeaders', () => {
  const SITE_POLICY = SECURITY_HEADERS['Content-Security-Policy']!;
  const policyOf = (own: string) => withSecurityHeaders(withSecurityHeaders(new Headers({ 'Content-Security-Policy': own }))).get('Content-Security-Policy');

  it("adds the site's directives a page's own policy lacks to that policy, once", () => {
    expect(policyOf("default-src 'self'; script-src 'self' 'sha256-x'; base-uri 'self'; form-action 'self'; object-src 'none';")).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; base-uri 'self'; form-action 'self'; object-src 'none'; frame-ancestors 'none'",
    );
    expect(policyOf("default-src 'self'; script-src 'self' 'sha256-x'")).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
  });

  it("adds the site's policy as a second one when the page's gives one of its directives another value", () => {
    expect(policyOf("default-src 'self'; object-src 'self'")).toBe(`default-src 'self'; object-src 'self', ${SITE_POLICY}`);
  });

  it('sends the site policy and the other headers on an answer without a policy', () => {
    const headers = withSecurityHeaders(new Headers());
    expect(headers.get('Content-Security-Policy')).toBe(SITE_POLICY);
    expect(headers.get('X-Frame-Options')).toBe('DENY');
  });
});
