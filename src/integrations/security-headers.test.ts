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
  it("adds the site's policy after a page's own, once", () => {
    const headers = new Headers({ 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'sha256-x';" });
    withSecurityHeaders(withSecurityHeaders(headers));
    expect(headers.get('Content-Security-Policy')).toBe(`default-src 'self'; script-src 'self' 'sha256-x', ${SECURITY_HEADERS['Content-Security-Policy']}`);
    expect(headers.get('X-Frame-Options')).toBe('DENY');
  });
});
