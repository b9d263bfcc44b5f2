import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '#lib/admin/products';
import { refusalOf } from '../shared/admin-api.ts';
import { saveOutcomeOf } from './products-api.ts';

describe('how a save ended', () => {
  const product = { id: 9, sku: '10000009' } as AdminProduct;

  it.each([
    ['created', 201, { product }, { kind: 'saved', product }],
    ['updated', 200, { product }, { kind: 'saved', product }],
    ['bad fields', 400, { error: { code: 'invalid_input', fields: { 'prices.distributor': 'required' } } }, { kind: 'invalid', fields: { 'prices.distributor': 'required' } }],
    ['a SKU in use', 409, { error: { code: 'sku_taken', fields: { sku: 'sku_taken' } } }, { kind: 'invalid', fields: { sku: 'sku_taken' } }],
    ['a stale version', 409, { error: { code: 'version_conflict' } }, { kind: 'version_conflict' }],
    ['a deleted product', 404, { error: { code: 'not_found' } }, { kind: 'not_found' }],
    ['an ended session', 401, { error: { code: 'unauthorized' } }, { kind: 'signed_out' }],
    ['a server error', 500, { error: { code: 'internal_error' } }, { kind: 'failed' }],
    ['a proxy page instead of JSON', 502, null, { kind: 'failed' }],
    ['a success without the product', 200, {}, { kind: 'failed' }],
  ])('%s', (_, status, body, outcome) => {
    const result = status < 300 ? { ok: true as const, data: body as { product?: AdminProduct } } : { ok: false as const, error: refusalOf({ status, body }) };
    expect(saveOutcomeOf(result)).toEqual(outcome);
  });
});

describe('a refusal as the admin client reads it', () => {
  it('keeps the contract code, the fields and the count', () => {
    expect(refusalOf({ status: 409, body: { error: { code: 'category_in_use', count: 3 } } })).toEqual({ status: 409, code: 'category_in_use', fields: undefined, count: 3 });
  });

  it('reads a body that is not the contract by its status, never passing an unknown code on', () => {
    expect(refusalOf({ status: 404, body: '<html>' }).code).toBe('not_found');
    expect(refusalOf({ status: 413, body: null }).code).toBe('payload_too_large');
    expect(refusalOf({ status: 500, body: { error: { code: 'made_up' } } }).code).toBe('internal_error');
  });
});
