import { describe, expect, it } from 'vitest';
import { notesWithTitle, userNotesOf } from './quote-notes.ts';

describe('userNotesOf', () => {
  it('gives back what the buyer wrote under the title line, and nothing when they wrote nothing', () => {
    expect(userNotesOf('standard', notesWithTitle('Quote for Door motor (SKU DM-1)', 'Two units\n\nBefore Ramadan'))).toBe('Two units\n\nBefore Ramadan');
    expect(userNotesOf('home_lift', notesWithTitle('Home lift package', ''))).toBe('');
    expect(userNotesOf('wholesale', notesWithTitle('طلب سعر الجملة: محرك باب', 'للموقعين'))).toBe('للموقعين');
  });

  it('keeps a custom request’s notes whole (they have no title line)', () => {
    expect(userNotesOf('custom', 'A rope of 10 mm\n\n200 m')).toBe('A rope of 10 mm\n\n200 m');
  });
});
