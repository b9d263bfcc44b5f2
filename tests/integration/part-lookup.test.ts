import { beforeAll, describe, expect, it } from 'vitest';
import type { LookupAnswer, LookupLine } from '#lib/paste-list';
import { lookUpPastedList } from '#server/catalogue/part-lookup';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';

/** Issue 23: POST /api/search/lookup, a pasted list looked up in one query (ADR 0032). */
const db = useTestDatabase();
let ipCounter = 0;
const lookup = (body: unknown, ip = `198.51.100.${++ipCounter}`) => api('/api/search/lookup', { method: 'POST', body, ip });

async function answer(text: string): Promise<LookupLine[]> {
  const response = await lookup({ text });
  expect(response.status).toBe(200);
  return ((await response.json()) as LookupAnswer).lines;
}

let roller: { id: number; sku: string };
let twinA: { id: number; sku: string };
let twinB: { id: number; sku: string };

async function product(sku: string, partNumber: string, references: unknown[] = [], status: 'active' | 'hidden' = 'active') {
  return db()
    .insertInto('products')
    .values({ sku, part_number: partNumber, distributors_price: '10.00', name_en: `Part ${partNumber}`, name_ar: `قطعة ${partNumber}`, images: JSON.stringify([{ key: `p/${sku}.webp`, alt_en: '', alt_ar: '' }]), cross_references: JSON.stringify(references), status })
    .returning(['id', 'sku'])
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  roller = await product('20000001', 'KM-4100-A', [{ kind: 'oem', brand: 'KONE', number: 'KM 601-22' }]);
  // Two parts that both replace one old number: a buyer must choose.
  twinA = await product('20000002', 'OT-2200-B', [{ kind: 'replaces', brand: '', number: 'OLD-77' }]);
  twinB = await product('20000003', 'OT-2200-C', [{ kind: 'replaces', brand: '', number: 'OLD-77' }]);
  await product('20000004', 'HID-1', [], 'hidden');
});

describe('POST /api/search/lookup', () => {
  it('answers each line found, ambiguous or unknown, with its quantity and no prices', async () => {
    const lines = await answer('KM-4100-A x 4\nOLD-77\t2\nNO-SUCH-9 × 3\n\n20000001');
    expect(lines).toMatchObject([
      { line: 1, number: 'KM-4100-A', quantity: 4, outcome: 'found', products: [{ id: roller.id, sku: roller.sku, partNumber: 'KM-4100-A', nameEn: 'Part KM-4100-A', nameAr: 'قطعة KM-4100-A', image: 'p/20000001.webp' }] },
      { line: 2, number: 'OLD-77', quantity: 2, outcome: 'ambiguous' },
      { line: 3, number: 'NO-SUCH-9', quantity: 3, outcome: 'unknown', products: [] },
      { line: 5, number: '20000001', quantity: 1, outcome: 'found', products: [{ id: roller.id }] },
    ]);
    expect(lines[1]!.products.map((p) => p.id).sort()).toEqual([twinA.id, twinB.id].sort());
    expect(lines[1]!.products[0]!.matched).toEqual({ kind: 'replaces', brand: '', number: 'OLD-77' });
    expect(JSON.stringify(lines)).not.toMatch(/price/i);
  });

  it('finds by an OEM number written loosely, in Arabic-Indic digits, and says which reference matched', async () => {
    const lines = await answer('km ٦٠١/٢٢ x ٢');
    expect(lines).toMatchObject([{ outcome: 'found', quantity: 2, products: [{ id: roller.id, matched: { kind: 'oem', brand: 'KONE', number: 'KM 601-22' } }] }]);
  });

  it('never offers a hidden product', async () => {
    expect(await answer('HID-1')).toMatchObject([{ outcome: 'unknown', products: [] }]);
  });

  it('answers 2,000 lines in one call, and refuses a longer paste with a field code', async () => {
    const many = Array.from({ length: 2_000 }, (_, i) => (i % 2 ? `KM-4100-A x ${i}` : `MISSING-${i}\t${i + 1}`)).join('\n');
    const lines = await answer(many);
    expect(lines).toHaveLength(2_000);
    expect(lines.filter((l) => l.outcome === 'found')).toHaveLength(1_000);
    const response = await lookup({ text: `${many}\nONE-MORE` });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_input', fields: { text: 'too_many_lines' } } });
  });

  it.each([
    ['control characters', 'KM-4100-A\u0000\u0007 x 2\n\u0001\u0002', [{ outcome: 'found', quantity: 2 }]],
    ['punctuation only', '---\n!!!', [{ outcome: 'invalid', problem: 'no_number' }, { outcome: 'invalid', problem: 'no_number' }]],
    ['mixed scripts', 'KM-4100-أ x 2\nقفل باب', [{ outcome: 'unknown' }, { outcome: 'unknown' }]],
    ['a lone surrogate and an emoji', 'KM-4100-A\uD800 x 2\n🔧🔧', [{ outcome: 'found' }, { outcome: 'invalid' }]],
    ['a quantity too large', 'KM-4100-A x 999999999999', [{ outcome: 'invalid', problem: 'invalid_quantity' }]],
    ['an empty paste', ' \n\t', []],
  ])('answers %s clearly, never a 500', async (_name, text, expected) => {
    expect(await answer(text)).toMatchObject(expected);
  });

  it.each([
    ['no text', {}, { text: 'required' }],
    ['a number for text', { text: 42 }, { text: 'invalid_type' }],
    ['an unknown field', { text: 'x', more: 1 }, { more: 'unknown_field' }],
    ['too many characters', { text: 'A'.repeat(200_001) }, { text: 'too_long' }],
  ])('refuses %s with a field code', async (_name, body, fields) => {
    const response = await lookup(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual(fields);
  });

  it('refuses a body over its bound before reading it, and malformed JSON', async () => {
    expect((await lookup(`{"text":"${'A'.repeat(600_000)}"}`)).status).toBe(413);
    expect((await lookup('{"text":')).status).toBe(400);
  });

  it('limits look-ups per address, and says when to come back', async () => {
    const ip = '192.0.2.200';
    for (let i = 0; i < 30; i++) expect((await lookup({ text: 'KM-4100-A' }, ip)).status).toBe(200);
    const refused = await lookup({ text: 'KM-4100-A' }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await lookup({ text: 'KM-4100-A' })).status).toBe(200);
  });

  it('hands the unknown lines\' normalised keys over once each, for a zero-result counter', async () => {
    const result = await lookUpPastedList(db(), 'NO-SUCH-9 x 2\nno such 9\nKM-4100-A\nOTHER-1');
    expect(result.unknownKeys).toEqual(['nosuch9', 'other1']);
  });
});
