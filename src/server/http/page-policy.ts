import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/**
 * A page's Content-Security-Policy with only the hashes of its own inline scripts and styles.
 *
 * Astro's policy (`security.csp`, src/integrations/csp.ts) lists, on every page, the hashes of every
 * inline script and style of the whole build: some 50 of them, 2.9 KB, where a page has 5 to 10 of
 * its own. Hashes are random text: they do not compress, and in the <meta> of a pre-rendered page or
 * the header of one rendered on demand they made the first answer of most pages larger than the
 * 14 KB a phone receives in its first round trip, Arabic pages (two bytes a letter) first
 * (ADR 0035, "Update (stop 40)"). A hash of no element of the page allows nothing the page does, so
 * dropping it narrows the policy and never widens it; a hash that stays is one Astro wrote. What a
 * page inserts once loaded would not be covered, and needs none: islands style through the CSSOM,
 * and the CSS of code loaded on intent (the viewer, the dialogs) comes as a stylesheet file
 * ('self', src/features/dialog/load-stylesheet.ts) or is in the page from the start.
 */

/** The algorithms of a CSP hash source (`'sha256-…'`), named as Node's crypto names them. */
type Algorithm = 'sha256' | 'sha384' | 'sha512';
const HASH_SOURCE = /\s'(sha256|sha384|sha512)-([A-Za-z0-9+/=]+)'/g;

interface PageScan {
  /** The text of each inline <script> and <style>, as the browser hashes it (raw, not decoded). */
  inlineTexts: string[];
  /** Where the policy's <meta> element stands in the page, if it has one. */
  policyMeta: { start: number; end: number } | null;
}

function scanPage(html: string): PageScan {
  const inlineTexts: string[] = [];
  let policyMeta: PageScan['policyMeta'] = null;
  let inline: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        inline = (name === 'script' && !('src' in attributes)) || name === 'style' ? '' : null;
        if (name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'content-security-policy') {
          policyMeta = { start: parser.startIndex, end: parser.endIndex + 1 };
        }
      },
      ontext(text) {
        if (inline !== null) inline += text;
      },
      onclosetag(name) {
        if (inline !== null && (name === 'script' || name === 'style')) inlineTexts.push(inline);
        inline = null;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return { inlineTexts, policyMeta };
}

/** Keeps, of a policy's hash sources, those of the page's own inline elements. */
function ownHashesOf(inlineTexts: string[]): (policy: string) => string {
  const digests = new Map<Algorithm, Set<string>>();
  const digestsOf = (algorithm: Algorithm) => {
    let set = digests.get(algorithm);
    if (!set) digests.set(algorithm, (set = new Set(inlineTexts.map((text) => createHash(algorithm).update(text, 'utf8').digest('base64')))));
    return set;
  };
  return (policy) => policy.replace(HASH_SOURCE, (source, algorithm: Algorithm, digest: string) => (digestsOf(algorithm).has(digest) ? source : ''));
}

/**
 * The page of `response` with its policy (header, <meta>, or both) narrowed to its own hashes.
 * Anything but an HTML page passes unchanged.
 */
export async function withOwnHashesOnly(response: Response): Promise<Response> {
  if (!response.body || !/^text\/html/i.test(response.headers.get('content-type') ?? '')) return response;
  const html = await response.text();
  const { inlineTexts, policyMeta } = scanPage(html);
  const ownHashes = ownHashesOf(inlineTexts);
  const page = policyMeta ? html.slice(0, policyMeta.start) + ownHashes(html.slice(policyMeta.start, policyMeta.end)) + html.slice(policyMeta.end) : html;
  const narrowed = new Response(page, response);
  narrowed.headers.delete('content-length');
  const header = response.headers.get('content-security-policy');
  if (header) narrowed.headers.set('content-security-policy', ownHashes(header));
  return narrowed;
}
