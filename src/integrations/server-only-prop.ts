import { fingerprint } from '#lib/fingerprint';

/**
 * A prop an island's server render reads and its HTML leaves out (ADR 0035). Astro writes an
 * island's props into the page for the browser by walking them with Object.entries
 * (astro/runtime/server/serialize.js), which skips a property that is not enumerable, while the
 * server render is given the very object. In the browser `value` is therefore undefined, and the
 * island asks for what it needs itself. server-only-prop.test.ts checks Astro still works this way.
 *
 * What the island is then given may not be what the server rendered: the catalogue edited in
 * between, or a page and an API answer cached at different times. Hydrating from it would be a
 * mismatch React reports as an error and repairs by rendering afresh; so the page carries the
 * value's fingerprint (`rendered`), and the island asks `renderedFrom` before it hydrates.
 */
export interface ServerOnly<T> {
  readonly value?: T;
  /** The value's fingerprint, written into the page; absent where the value is. */
  readonly rendered?: string;
}

export function serverOnly<T>(value: T): ServerOnly<T> {
  return Object.defineProperty({ rendered: fingerprint(value) }, 'value', { value, enumerable: false });
}

/** The same prop, written into the HTML as well: for a state the browser must not ask for again. */
export const alsoInBrowser = <T>(value: T): ServerOnly<T> => ({ value });

/** Whether the server rendered the island from this value: the page's own, or one equal to it. */
export const renderedFrom = <T>(prop: ServerOnly<T>, value: T): boolean =>
  prop.value !== undefined ? prop.value === value : prop.rendered === fingerprint(value);
