import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withOwnHashesOnly } from './page-policy.ts';

const hash = (text: string, algorithm = 'sha256') => `'${algorithm}-${createHash(algorithm).update(text, 'utf8').digest('base64')}'`;

const SCRIPT = 'document.documentElement.dataset.ready = "1" && 1 &amp; 2;';
const STYLE = 'astro-island{display:contents}';
const OTHER_PAGES_SCRIPT = 'console.log("a script of another page")';
const OTHER_PAGES_STYLE = '.other-page{color:red}';
const EXTERNAL = 'import "./shared.js";';

const policy = (scripts: string[], styles: string[]) => `default-src 'self'; script-src 'self' ${scripts.join(' ')}; style-src 'self' ${styles.join(' ')};`;
const BUILDS_POLICY = policy([hash(SCRIPT), hash(OTHER_PAGES_SCRIPT), hash(EXTERNAL)], [hash(OTHER_PAGES_STYLE), hash(STYLE)]);
const OWN_POLICY = policy([hash(SCRIPT)], [hash(STYLE)]);

/** A page as Astro renders it: the policy of the whole build, the page's own inline elements. */
const page = (head = '') =>
  `<!doctype html><html><head><meta charset="utf-8">${head}<style>${STYLE}</style>` +
  `<script type="module" src="/_astro/entry.js"></script><script type="application/ld+json">{"@type":"Thing"}</script></head>` +
  `<body><!-- <script>${OTHER_PAGES_SCRIPT}</script> is a comment --><p>${OTHER_PAGES_STYLE}</p><script>${SCRIPT}</script></body></html>`;

describe('a page policy narrowed to the page', () => {
  it("keeps, in a pre-rendered page's <meta>, the hashes of its inline scripts and styles and drops the others", async () => {
    const html = page(`<meta http-equiv="content-security-policy" content="${BUILDS_POLICY}">`);
    const narrowed = await (await withOwnHashesOnly(new Response(html, { headers: { 'content-type': 'text/html' } }))).text();
    expect(narrowed).toBe(page(`<meta http-equiv="content-security-policy" content="${OWN_POLICY}">`));
  });

  it("narrows the header of a page rendered on demand, and keeps its status, its body and its other headers", async () => {
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'content-security-policy': BUILDS_POLICY, 'content-length': '999', 'cache-control': 'private, no-store' });
    headers.append('set-cookie', 'a=1; Path=/');
    headers.append('set-cookie', 'b=2; Path=/');
    const narrowed = await withOwnHashesOnly(new Response(page(), { status: 404, headers }));
    expect(narrowed.status).toBe(404);
    expect(narrowed.headers.get('content-security-policy')).toBe(OWN_POLICY);
    expect(narrowed.headers.get('cache-control')).toBe('private, no-store');
    expect(narrowed.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    // The body is the page's own, so a stale length must not cut it short.
    expect(narrowed.headers.get('content-length')).toBeNull();
    expect(await narrowed.text()).toBe(page());
  });

  it('reads the hashes of every algorithm a policy may use', async () => {
    const header = policy([hash(SCRIPT, 'sha384'), hash(OTHER_PAGES_SCRIPT, 'sha512')], [hash(STYLE, 'sha512')]);
    const narrowed = await withOwnHashesOnly(new Response(page(), { headers: { 'content-type': 'text/html', 'content-security-policy': header } }));
    expect(narrowed.headers.get('content-security-policy')).toBe(policy([hash(SCRIPT, 'sha384')], [hash(STYLE, 'sha512')]));
  });

  it('leaves a policy without hashes as it is (the framed e-mail, the site policy)', async () => {
    const header = "default-src 'none'; style-src 'unsafe-inline'";
    const narrowed = await withOwnHashesOnly(new Response(page(), { headers: { 'content-type': 'text/html', 'content-security-policy': header } }));
    expect(narrowed.headers.get('content-security-policy')).toBe(header);
  });

  it('passes anything but an HTML page through untouched', async () => {
    const json = new Response(JSON.stringify({ csp: BUILDS_POLICY }), { headers: { 'content-type': 'application/json', 'content-security-policy': BUILDS_POLICY } });
    expect(await withOwnHashesOnly(json)).toBe(json);
    const redirect = new Response(null, { status: 301, headers: { location: '/products', 'content-type': 'text/html' } });
    expect(await withOwnHashesOnly(redirect)).toBe(redirect);
  });
});
