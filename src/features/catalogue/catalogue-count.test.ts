import { describe, expect, it } from 'vitest';
import { createT } from '#i18n/format';
import { en } from '#i18n/en/index';
import { ar } from '#i18n/ar/index';
import { hasMore, loadedCount } from './catalogue-count.ts';

const tEn = createT(en);
const tAr = createT(ar);

describe('the loaded count under the catalogue grid', () => {
  it('shows an exact total as it is', () => {
    expect(loadedCount(15, 62, false, 'en', tEn)).toEqual({ text: '15 / 62', label: '15 of 62 products shown' });
    expect(loadedCount(15, 62, false, 'ar', tAr)).toEqual({ text: '١٥ / ٦٢', label: 'تم عرض ١٥ من ٦٢ منتج' });
  });

  it('marks a lower-bound total with a plus, after the number in both languages', () => {
    expect(loadedCount(24, 95_000, true, 'en', tEn)).toEqual({ text: '24 / 95,000+', label: '24 of at least 95,000 products shown' });
    const arabic = loadedCount(24, 95_000, true, 'ar', tAr);
    // Logical order: the number, then the plus; right-to-left text draws the plus at its left.
    expect(arabic.text).toBe('٢٤ / ٩٥٬٠٠٠+');
    expect(arabic.label).toBe('تم عرض ٢٤ من ٩٥٬٠٠٠ منتج أو أكثر');
  });

  it('never shows a lower bound below what is already on screen', () => {
    expect(loadedCount(120, 100, true, 'en', tEn).text).toBe('120 / 120+');
  });
});

describe('whether Load more is offered', () => {
  it('follows an exact total', () => {
    expect(hasMore(15, 62, false, true)).toBe(true);
    expect(hasMore(62, 62, false, true)).toBe(false);
  });

  it('keeps going past a lower bound while pages come back full', () => {
    expect(hasMore(120, 100, true, true)).toBe(true);
    expect(hasMore(130, 100, true, false)).toBe(false);
  });
});
