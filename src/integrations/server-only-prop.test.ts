import { describe, expect, it } from 'vitest';
import { serializeProps } from 'astro/runtime/server/serialize.js';
import { alsoInBrowser, serverOnly } from './server-only-prop.ts';

describe('serverOnly', () => {
  const state = { items: [{ sku: '10001307', name: 'KONE Door Operator Motor' }] };

  it('is read by the server render and left out of the props Astro writes into the page', () => {
    const prop = serverOnly(state);
    expect(prop.value).toBe(state);
    const written = serializeProps({ locale: 'en', first: prop }, {} as never);
    expect(written).not.toContain('10001307');
    expect(JSON.parse(written)).toEqual({ locale: [0, 'en'], first: [0, {}] });
  });

  it('alsoInBrowser writes the same value into the page', () => {
    expect(serializeProps({ first: alsoInBrowser(state) }, {} as never)).toContain('10001307');
  });
});
