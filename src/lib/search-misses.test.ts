import { describe, expect, it } from 'vitest';
import { SEARCH_MISS_TERMS_PER_CALL, missDir, missLabel, missPrefill, searchMissKind, searchMissQuerySchema, searchMissTerm, searchMissTerms } from './search-misses.ts';

describe('searchMissTerm', () => {
  it('counts a part number however it is written under one key', () => {
    for (const query of ['KM 9999-Z', 'km9999z', 'KM.9999/Z', 'P/N KM٩٩٩٩Z', 'PN KM-9999-Z', ' km 9999 z ']) {
      expect(searchMissTerm(query), query).toEqual({ term: 'km9999z', kind: 'number' });
    }
  });

  it('reads letter-and-digit codes as numbers and names with words as text', () => {
    expect(searchMissTerm('ABCD-1234')).toEqual({ term: 'abcd1234', kind: 'number' });
    expect(searchMissTerm('10000001')).toEqual({ term: '10000001', kind: 'number' });
    expect(searchMissTerm('Door motor 5kW!')).toEqual({ term: 'door motor 5kw', kind: 'text' });
    expect(searchMissTerm('KONE km9999')).toEqual({ term: 'kone km9999', kind: 'text' });
    expect(searchMissTerm('Fermatór,  door')).toEqual({ term: 'fermator door', kind: 'text' });
  });

  it('folds Arabic as the search does', () => {
    expect(searchMissTerm('مُحرِّك  بابٍ')).toEqual({ term: 'محرك باب', kind: 'text' });
    expect(searchMissTerm('إنفرتر')).toEqual({ term: 'انفرتر', kind: 'text' });
  });

  it('does not count punctuation, control characters, or terms too short or too long', () => {
    for (const query of ['', '   ', '!!!---///', '\u0000\u0001', '\ud800\udfff\ud800', 'ab', 'k-9', 'x'.repeat(65), `KM${'9'.repeat(63)}`]) {
      expect(searchMissTerm(query), JSON.stringify(query)).toBeNull();
    }
    expect(searchMissTerm('x'.repeat(64))).toEqual({ term: 'x'.repeat(64), kind: 'text' });
  });

  it('reads a stored term as the kind it was counted as', () => {
    for (const query of ['KM 9999-Z', 'P/N 594128', 'door motor 5kw', 'kone km9999', 'abcd-1234 door', 'قفل']) {
      const { term, kind } = searchMissTerm(query)!;
      expect(searchMissKind(term), query).toBe(kind);
    }
  });
});

describe('searchMissTerms', () => {
  it('keeps each term once, in order, and stops at the per-call bound', () => {
    expect(searchMissTerms(['KM 9999-Z', '!!', 'km9999z', 'door motor'])).toEqual(['km9999z', 'door motor']);
    const many = Array.from({ length: SEARCH_MISS_TERMS_PER_CALL + 50 }, (_, i) => `KM-${1000 + i}`);
    expect(searchMissTerms(many)).toHaveLength(SEARCH_MISS_TERMS_PER_CALL);
  });
});

describe('the dashboard row and the query', () => {
  it('shows a number in capitals, left to right, and creates the product with it as the part number', () => {
    const number = { term: 'km9999z', kind: 'number' } as const;
    expect([missLabel(number), missDir(number.term), missPrefill(number)]).toEqual(['KM9999Z', 'ltr', { partNumber: 'KM9999Z' }]);
  });

  it('fills the name in the words’ script', () => {
    expect(missPrefill({ term: 'door motor 5kw', kind: 'text' })).toEqual({ nameEn: 'door motor 5kw' });
    expect(missPrefill({ term: 'محرك باب', kind: 'text' })).toEqual({ nameAr: 'محرك باب' });
    expect(missDir('محرك باب')).toBe('rtl');
  });

  it('defaults to 30 days and 20 terms, and refuses what is out of range with field codes', () => {
    expect(searchMissQuerySchema.parse({})).toEqual({ days: 30, limit: 20 });
    const result = searchMissQuerySchema.safeParse({ days: '31', limit: 'abc' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['days', 'too_big'],
      ['limit', 'invalid_number'],
    ]);
  });
});
