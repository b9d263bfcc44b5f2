/**
 * A prop an island's server render reads and its HTML leaves out (ADR 0035). Astro writes an
 * island's props into the page for the browser by walking them with Object.entries
 * (astro/runtime/server/serialize.js), which skips a property that is not enumerable, while the
 * server render is given the very object. In the browser `value` is therefore undefined, and the
 * island asks for what it needs itself. server-only-prop.test.ts checks Astro still works this way.
 */
export interface ServerOnly<T> {
  readonly value?: T;
}

export function serverOnly<T>(value: T): ServerOnly<T> {
  return Object.defineProperty({}, 'value', { value, enumerable: false });
}

/** The same prop, written into the HTML as well: for a state the browser must not ask for again. */
export const alsoInBrowser = <T>(value: T): ServerOnly<T> => ({ value });
