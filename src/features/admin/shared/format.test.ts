import { describe, expect, it } from 'vitest';
import { dateTimeFormatter, pageNumbers } from './format.ts';

describe('admin dates', () => {
  it('shows Riyadh time (UTC+3) on the Gregorian calendar in both languages', () => {
    const iso = '2026-11-21T22:30:00.000Z';
    const english = dateTimeFormatter('en')(iso);
    expect(english).toContain('Nov 22, 2026');
    expect(english).toMatch(/1:30\s?am/i);
    const arabic = dateTimeFormatter('ar')(iso);
    // Gregorian 22/11/2026 (the Hijri date would be in 1448), 1:30 in the morning.
    expect(arabic).toContain('٢٠٢٦');
    expect(arabic).toContain('١:٣٠');
    expect(arabic).not.toContain('١٤٤٨');
  });
});

describe('pager numbers', () => {
  it('lists every page when there are five or fewer', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows at most five numbers with gaps', () => {
    expect(pageNumbers(1, 400)).toEqual([1, 2, 3, 4, 'gap', 400]);
    expect(pageNumbers(200, 400)).toEqual([1, 'gap', 199, 200, 201, 'gap', 400]);
    expect(pageNumbers(400, 400)).toEqual([1, 'gap', 397, 398, 399, 400]);
    expect(pageNumbers(4, 7)).toEqual([1, 'gap', 3, 4, 5, 'gap', 7]);
  });
});
