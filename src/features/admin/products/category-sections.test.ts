import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '#lib/admin/categories';
import { groupOf } from '#lib/categories';
import { categorySections } from './category-sections.ts';

let id = 0;
const category = (nameEn: string, nameAr = nameEn): AdminCategory => ({
  id: ++id,
  slug: nameEn.toLowerCase().replace(/\W+/g, '-'),
  nameEn,
  nameAr,
  group: groupOf(nameEn),
  productCount: 0,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('category checkboxes', () => {
  const categories = [
    category('Fans', 'مراوح'),
    category('Kone', 'كوني'),
    category('Door rollers', 'بكرات الأبواب'),
    category('Zebra tools', 'أدوات'),
    category('Door motors', 'محركات الأبواب'),
    category('Machines', 'مكائن'),
    category('Anchors', 'مثبتات'),
  ];

  it('follow the filter bar: the groups in order, members in the set order, then the others', () => {
    const sections = categorySections(categories, 'en');
    expect(sections.map((s) => [s.slug, s.categories.map((c) => c.nameEn)])).toEqual([
      ['elevator-door-system', ['Door motors', 'Door rollers']],
      ['mechanical-components', ['Machines']],
      ['accessories', ['Fans']],
      ['other', ['Anchors', 'Kone', 'Zebra tools']],
    ]);
  });

  it('sort the others by their name in the page’s language', () => {
    const other = categorySections(categories, 'ar').at(-1)!;
    expect(other.categories.map((c) => c.nameAr)).toEqual(['أدوات', 'كوني', 'مثبتات']);
  });

  it('leave out empty groups', () => {
    expect(categorySections([], 'en')).toEqual([]);
  });
});
