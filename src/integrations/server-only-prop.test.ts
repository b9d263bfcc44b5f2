import { describe, expect, it } from 'vitest';
import { serializeProps } from 'astro/runtime/server/serialize.js';
import { alsoInBrowser, renderedFrom, serverOnly } from './server-only-prop.ts';

describe('serverOnly', () => {
  const state = { items: [{ sku: '10001307', name: 'KONE Door Operator Motor' }] };

  it('is read by the server render and left out of the props Astro writes into the page', () => {
    const prop = serverOnly(state);
    expect(prop.value).toBe(state);
    const written = serializeProps({ locale: 'en', first: prop }, {} as never);
    expect(written).not.toContain('10001307');
    expect(JSON.parse(written)).toMatchObject({ locale: [0, 'en'], first: [0, { rendered: [0, expect.any(String)] }] });
  });

  it('tells the browser whether a state it asked for is the one the server rendered from', () => {
    const written = JSON.parse(serializeProps({ first: serverOnly(state) }, {} as never)) as { first: [0, { rendered: [0, string] }] };
    const inBrowser = { rendered: written.first[1].rendered[1] };
    expect(renderedFrom(inBrowser, JSON.parse(JSON.stringify(state)))).toBe(true);
    expect(renderedFrom(inBrowser, { items: [{ sku: '10001307', name: 'KONE Door Operator Motor (new)' }] })).toBe(false);
  });

  it('alsoInBrowser writes the same value into the page', () => {
    expect(serializeProps({ first: alsoInBrowser(state) }, {} as never)).toContain('10001307');
  });
});
