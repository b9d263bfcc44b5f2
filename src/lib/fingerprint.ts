/**
 * A short digest of a JSON value: the same for equal values whatever the order of their keys (one
 * built on the server, the other parsed from an API's answer), almost surely another for any change.
 * It tells an island whether the state it asked for is the one the server rendered it from
 * (server-only-prop.ts); it is no protection against anyone choosing a collision, and needs none.
 */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value, sortKeys) ?? '';
  // FNV-1a, 32 bits: a few lines, and fast enough for the catalogue's state on a phone (about 10 kB).
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

function sortKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
