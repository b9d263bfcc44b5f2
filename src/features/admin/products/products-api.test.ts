import { describe, expect, it } from 'vitest';
import { saveOutcomeOf } from './products-api.ts';

describe('how a save ended', () => {
  const product = { id: 9, sku: '10000009' };

  it.each([
    ['created', 201, { product }, { kind: 'saved', product }],
    ['updated', 200, { product }, { kind: 'saved', product }],
    ['bad fields', 400, { error: { code: 'invalid_input', fields: { 'prices.distributor': 'required' } } }, { kind: 'invalid', fields: { 'prices.distributor': 'required' } }],
    ['a SKU in use', 409, { error: { code: 'conflict', fields: { sku: 'sku_taken' } } }, { kind: 'invalid', fields: { sku: 'sku_taken' } }],
    ['a stale version', 409, { error: { code: 'version_conflict' } }, { kind: 'version_conflict' }],
    ['a deleted product', 404, { error: { code: 'not_found' } }, { kind: 'not_found' }],
    ['an ended session', 401, { error: { code: 'unauthorized' } }, { kind: 'signed_out' }],
    ['a server error', 500, { error: { code: 'internal' } }, { kind: 'failed' }],
    ['a proxy page instead of JSON', 502, null, { kind: 'failed' }],
    ['a success without the product', 200, {}, { kind: 'failed' }],
  ])('%s', (_, status, body, outcome) => {
    expect(saveOutcomeOf(status, body)).toEqual(outcome);
  });
});
