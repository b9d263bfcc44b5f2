import { purgeCache } from '@netlify/functions';

/**
 * Freshness of what the CDN keeps (ADR 0010). Every cacheable catalogue answer is tagged:
 * `catalogue` on everything the catalogue serves (lists, featured, categories, product JSON and
 * product pages), `product:<sku>` as well on one product's JSON and page. A committed catalogue
 * write purges the tags it affects; never inside its transaction, so a rolled-back write purges
 * nothing and a reader cannot refill the cache with the old rows before the commit.
 */
export const CATALOGUE_TAG = 'catalogue';

/** The public site settings (the maintenance gate's call): purged when the admin saves them. */
export const SITE_SETTINGS_TAG = 'site-settings';

export const productTag = (sku: string): string => `product:${sku}`;

/** The header Netlify's CDN reads (and strips before the browser sees it). */
export function cacheTagHeaders(tags: readonly string[]): Record<string, string> {
  return tags.length ? { 'Netlify-Cache-Tag': tags.join(',') } : {};
}

/**
 * Netlify gives functions a purge token; anywhere else there is no CDN in front of the shop (the
 * local server caches nothing), so the stand-in only records what it would have purged.
 */
const onNetlify = () => Boolean(process.env.NETLIFY_PURGE_API_TOKEN);

/** The latest purges only: a long-running local server must not grow this forever. */
const RECORDED_MAX = 100;
const recorded: string[][] = [];

/** What the local stand-in was asked to purge, oldest first (tests read it). */
export function recordedPurges(): readonly (readonly string[])[] {
  return recorded;
}

export function clearRecordedPurges(): void {
  recorded.length = 0;
}

/**
 * Purges the tags after a committed write. Best effort: the write has happened, so a failed purge
 * is logged (a code, nothing else) and the CDN copies expire on their own within minutes.
 */
export async function purgeCacheTags(tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  if (!onNetlify()) {
    recorded.push(unique);
    if (recorded.length > RECORDED_MAX) recorded.shift();
    return;
  }
  try {
    await purgeCache({ tags: unique });
  } catch {
    console.warn('cache_purge_failed');
  }
}
