/**
 * Security headers for every response, pages and functions alike. Netlify's _headers file covers
 * static files only, so each kind of function adds them to its own answers: the API functions in
 * their wrapper (`handler.ts`), the Astro server function (on-demand pages, admin pages, 404s) in
 * `src/middleware.ts`; the build writes the same set into dist/_headers.
 */
/**
 * A page's own policy (astro.config.mjs, `security.csp`): Astro adds `script-src`
 * and `style-src` with the hashes of the build's inline scripts and styles — in a <meta> element on
 * pre-rendered pages, in the Content-Security-Policy header on pages rendered on demand — and
 * src/middleware.ts keeps those of the page's own (page-policy.ts). No `'unsafe-inline'` for
 * scripts or styles: every inline one is hashed (src/integrations/csp.ts).
 */
export const PAGE_CSP_DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
];

/**
 * The site's policy, sent as a header on every response (static files through dist/_headers,
 * functions and on-demand pages through `withSecurityHeaders`). It carries what a <meta> policy
 * cannot (`frame-ancestors`) and what must hold everywhere; it leaves scripts and styles to the
 * page's own policy, because a second policy restricting them would have to repeat every page's
 * hashes. Browsers enforce both policies.
 */
export const CONTENT_SECURITY_POLICY = ["frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'", "object-src 'none'"].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The one kind of answer the site's own pages may frame: an e-mail shown in the admin's Outbox as
 * its recipient would see it (inline styles, no scripts, nothing fetched). Its policy is complete:
 * nothing loads, it runs sandboxed (links may open a new tab), and only this site may frame it.
 * An answer that carries exactly this policy keeps it, with X-Frame-Options SAMEORIGIN.
 */
export const FRAMED_DOCUMENT_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-popups allow-popups-to-escape-sandbox',
].join('; ');

export function withSecurityHeaders(headers: Headers): Headers {
  const framed = headers.get('Content-Security-Policy') === FRAMED_DOCUMENT_CSP;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (framed && (name === 'Content-Security-Policy' || name === 'X-Frame-Options')) {
      headers.set('X-Frame-Options', 'SAMEORIGIN');
      continue;
    }
    const present = headers.get(name);
    if (present === null) headers.set(name, value);
    else if (name === 'Content-Security-Policy') headers.set(name, withSitePolicy(present));
  }
  return headers;
}

const SITE_DIRECTIVES = directivesOf(CONTENT_SECURITY_POLICY);

function directivesOf(policy: string): string[] {
  return policy
    .split(';')
    .map((directive) => directive.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

const directiveName = (directive: string) => directive.split(' ')[0]!.toLowerCase();
const withoutTrailingSeparators = (policy: string) => policy.replace(/[\s;]+$/, '');

/**
 * A page rendered on demand comes with its own policy (Astro's, with the page's hashes), which
 * already holds most of the site's directives. The ones it lacks (`frame-ancestors`) join it: one
 * policy enforces exactly what the two would, and the header is shorter by the repeated directives,
 * bytes of the page's first answer (ADR 0035). Should a page's policy ever give one of those
 * directives another value, the site's policy follows it as a second one, both enforced (CSP3:
 * comma-separated). Applied twice, it changes nothing the second time.
 */
function withSitePolicy(present: string): string {
  const [own = '', ...others] = present.split(',');
  const enforced = [own, ...others].flatMap(directivesOf);
  const missing = SITE_DIRECTIVES.filter((directive) => !enforced.includes(directive));
  if (missing.length === 0) return present;
  const ownNames = new Set(directivesOf(own).map(directiveName));
  if (missing.some((directive) => ownNames.has(directiveName(directive)))) return `${withoutTrailingSeparators(present)}, ${CONTENT_SECURITY_POLICY}`;
  return [`${withoutTrailingSeparators(own)}; ${missing.join('; ')}`, ...others].join(',');
}

/** `withSecurityHeaders` on a response; on a copy when its headers are immutable (Response.redirect, fetch). */
export function secureResponse(response: Response): Response {
  try {
    withSecurityHeaders(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    withSecurityHeaders(copy.headers);
    return copy;
  }
}
