/**
 * negotiator 1.x publishes no types, and @types/negotiator describes 0.6, without the `preferred`
 * option: what the local server uses of it.
 */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The best of `available` the request accepts, ties broken by `preferred`'s order. */
    encoding(available?: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
