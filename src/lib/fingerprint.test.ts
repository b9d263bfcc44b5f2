import { describe, expect, it } from 'vitest';
import { fingerprint } from './fingerprint.ts';

describe('fingerprint', () => {
  const state = { page: { items: [{ sku: '10002631', price: '120.00' }], total: 128 }, viewer: null };

  it('is the same for a value built in another key order, or parsed back from JSON', () => {
    const reordered = { viewer: null, page: { total: 128, items: [{ price: '120.00', sku: '10002631' }] } };
    expect(fingerprint(reordered)).toBe(fingerprint(state));
    expect(fingerprint(JSON.parse(JSON.stringify(state)))).toBe(fingerprint(state));
  });

  it('leaves out what JSON leaves out, and writes dates as JSON does', () => {
    expect(fingerprint({ ...state, note: undefined })).toBe(fingerprint(state));
    const at = new Date('2026-12-01T00:00:00Z');
    expect(fingerprint({ endsAt: at })).toBe(fingerprint({ endsAt: at.toISOString() }));
  });

  it('changes with any value, and with the order of a list', () => {
    const prints = new Set([
      fingerprint(state),
      fingerprint({ ...state, page: { ...state.page, total: 129 } }),
      fingerprint({ ...state, page: { ...state.page, items: [{ sku: '10002631', price: '121.00' }] } }),
      fingerprint({ ...state, viewer: 'retail' }),
      fingerprint([1, 2]),
      fingerprint([2, 1]),
    ]);
    expect(prints.size).toBe(6);
  });
});
