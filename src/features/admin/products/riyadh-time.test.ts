import { describe, expect, it } from 'vitest';
import { endsAtFromInput, riyadhInputFromIso } from './riyadh-time.ts';

describe('sale end in Riyadh time', () => {
  it('sends what was typed as Riyadh time with its offset', () => {
    expect(endsAtFromInput('2026-12-01T18:30')).toBe('2026-12-01T18:30:00+03:00');
    expect(new Date(endsAtFromInput('2026-12-01T01:15')!).toISOString()).toBe('2026-11-30T22:15:00.000Z');
  });

  it('treats an empty end as no end', () => {
    expect(endsAtFromInput('')).toBeNull();
    expect(endsAtFromInput('  ')).toBeNull();
  });

  it('passes a time that does not exist through, for the schema to refuse', () => {
    expect(endsAtFromInput('2026-02-30T10:00')).toBe('2026-02-30T10:00');
    expect(endsAtFromInput('tomorrow')).toBe('tomorrow');
  });

  it('shows a stored end (in any offset) in Riyadh time', () => {
    expect(riyadhInputFromIso('2026-11-30T22:15:00.000Z')).toBe('2026-12-01T01:15');
    expect(riyadhInputFromIso('2026-12-01T18:30:00+03:00')).toBe('2026-12-01T18:30');
    expect(riyadhInputFromIso(null)).toBe('');
  });

  it('reads back what it writes', () => {
    for (const typed of ['2026-01-01T00:00', '2027-06-15T23:59', '2028-02-29T12:00']) {
      expect(riyadhInputFromIso(endsAtFromInput(typed))).toBe(typed);
    }
  });
});
