import { describe, expect, it } from 'vitest';
import { closeWordSets } from './close-spellings.ts';

describe('closeWordSets', () => {
  it('offers the close word of a one-word query', () => {
    expect(closeWordSets([{ trigrams: 9, close: [{ word: 'fermator', similarity: 0.67 }] }])).toEqual([['fermator']]);
  });

  it('tries every word first, then the sets that still account for enough of the query', () => {
    const sets = closeWordSets([
      { trigrams: 11, close: [{ word: 'mitsubishi', similarity: 0.82 }] },
      { trigrams: 5, close: [{ word: 'door', similarity: 1 }] },
    ]);
    // 0.87 with both words, 0.56 with the brand alone; the door alone (0.31) is not a close spelling.
    expect(sets).toEqual([['mitsubishi', 'door'], ['mitsubishi']]);
  });

  it('lets a well-spelt word carry a badly misspelt one ("zetta gaer"), not a merely close one', () => {
    const sets = closeWordSets([
      { trigrams: 6, close: [{ word: 'zetta', similarity: 1 }, { word: 'zeta', similarity: 0.57 }] },
      { trigrams: 5, close: [] },
    ]);
    expect(sets).toEqual([['zetta']]);
  });

  it('offers nothing when no word is close, or for no words', () => {
    expect(closeWordSets([{ trigrams: 7, close: [] }])).toEqual([]);
    expect(closeWordSets([])).toEqual([]);
  });

  it('stays small for a long query whose words each have close words', () => {
    const word = (i: number) => ({ trigrams: 6, close: [1, 0.8, 0.6].map((similarity) => ({ word: `w${i}-${similarity}`, similarity })) });
    const sets = closeWordSets(Array.from({ length: 8 }, (_, i) => word(i)));
    expect(sets.length).toBeLessThanOrEqual(8);
    expect(sets[0]).toEqual(Array.from({ length: 8 }, (_, i) => `w${i}-1`));
  });
});
