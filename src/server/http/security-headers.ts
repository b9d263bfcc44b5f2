/**
 * Security headers for every response, pages and functions alike. Netlify's _headers file covers
 * static files only, so each kind of function adds them to its own answers: the API functions in
 * their wrapper (`handler.ts`), the Astro server function (on-demand pages, admin pages, 404s) in
 * `src/middleware.ts`; the build writes the same set into dist/_headers.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Astro inlines small hoisted scripts and the JSON-LD blocks; no third-party script is loaded.
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export function withSecurityHeaders(headers: Headers): Headers {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!headers.has(name)) headers.set(name, value);
  return headers;
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
