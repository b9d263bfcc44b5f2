import { describe, expect, it } from 'vitest';
import { createT } from '#i18n/format';
import { pickMessages } from '#i18n/t';
import type { AuditEntry } from '#lib/admin/audit';
import { entityName, fieldLabel, formatAuditValue, withCategoryNames } from './audit-format.ts';

const messages = pickMessages('ar', ['adminSite.activity.', 'group.']);
const t = createT(messages);
const arabicNumber = new Intl.NumberFormat('ar-SA').format;

describe('audit values as the admin reads them', () => {
  it('shows yes/no, empty, numbers in the page digits and statuses in words', () => {
    expect(formatAuditValue(true, t, arabicNumber)).toBe('نعم');
    expect(formatAuditValue('', t, arabicNumber)).toBe('(فارغ)');
    expect(formatAuditValue(null, t, arabicNumber)).toBe('(فارغ)');
    expect(formatAuditValue([3, 12], t, arabicNumber)).toBe('٣, ١٢');
    expect(formatAuditValue('finished', t, arabicNumber, 'status', messages)).toBe('مكتمل');
    expect(formatAuditValue('retail', t, arabicNumber, 'nameEn', messages)).toBe('retail');
    expect(formatAuditValue('accessories', t, arabicNumber, 'group', messages)).toBe(messages['group.accessories']);
  });

  it('counts a list of records and cuts a long text', () => {
    expect(formatAuditValue([{ key: 'a' }, { key: 'b' }], t, arabicNumber)).toBe('٢');
    const long = formatAuditValue('x'.repeat(500), t, arabicNumber);
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });

  it('names fields by their last path segment, and knows when it has no words for one', () => {
    expect(fieldLabel(['prices', 'retail'], messages)).toBe('سعر التجزئة');
    expect(fieldLabel(['somethingNew'], messages)).toBeNull();
  });

  it('names the entry by what its data carries, in the page language', () => {
    const entry = { after: null, before: { nameEn: 'Fans', nameAr: 'مراوح' } } as unknown as AuditEntry;
    expect(entityName(entry, 'ar')).toBe('مراوح');
    expect(entityName({ after: { companyName: 'Riyadh Lifts' }, before: null } as unknown as AuditEntry, 'en')).toBe('Riyadh Lifts');
    expect(entityName({ after: 'finished', before: 'pending' } as unknown as AuditEntry, 'en')).toBeNull();
  });
});

describe('category ids in the log', () => {
  const names = { '1': { nameEn: 'Door Motors', nameAr: 'محركات الأبواب' }, '35': { nameEn: 'KONE', nameAr: 'كوني' } };
  const deleted = (id: number) => `deleted #${id}`;

  it('reads as the categories’ names in the admin’s language, a deleted one by its number', () => {
    expect(withCategoryNames([1, 35, 99], 'categoryIds', names, 'en', deleted)).toEqual(['Door Motors', 'KONE', 'deleted #99']);
    expect(withCategoryNames([1, 35], 'categoryIds', names, 'ar', deleted)).toEqual(['محركات الأبواب', 'كوني']);
  });

  it('leaves every other field as it is', () => {
    expect(withCategoryNames([1, 35], 'images', names, 'en', deleted)).toEqual([1, 35]);
    expect(withCategoryNames('x', 'categoryIds', names, 'en', deleted)).toBe('x');
  });
});
