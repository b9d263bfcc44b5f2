import { describe, expect, it } from 'vitest';
import { plural } from './format.ts';
import { dictionaries } from './messages.ts';
import type { Locale } from './locales.ts';

const days = (locale: Locale, count: number) => plural(dictionaries[locale], locale, 'catalogue.countdown.days', count);

describe('plural', () => {
  it("words a count by each language's own rules, the two languages asked in turn", () => {
    // Interleaved, English first: each language keeps its own rules (the server words e-mails in
    // both in one process). English words every count but 1 alike, so Arabic after it is the check.
    expect(days('en', 1)).toBe('1 day');
    expect(days('ar', 1)).toBe('يوم واحد');
    expect(days('ar', 2)).toBe('يومان');
    expect(days('en', 2)).toBe('2 days');
    expect(days('ar', 3)).toBe('٣ أيام');
    expect(days('ar', 11)).toBe('١١ يومًا');
    expect(days('en', 11)).toBe('11 days');
    expect(days('ar', 100)).toBe('١٠٠ يوم');
    expect(days('en', 100)).toBe('100 days');
  });

  it("falls back to the base's `other` form when the category has no message of its own", () => {
    expect(plural({ 'x.other': '{count} things' }, 'ar', 'x', 2)).toBe('٢ things');
  });
});
