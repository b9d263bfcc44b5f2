import { describe, expect, it } from 'vitest';
import type { CatalogueInitial, CatalogueProduct } from '#lib/catalogue';
import { NO_FILTERS } from '#lib/catalogue-url';
import { catalogueCategory as category } from './category-support.ts';
import { islandInitial, islandProduct } from './island-data.ts';

let next = 1000;

const product = (categoryIds: number[]): CatalogueProduct => ({
  id: next++,
  sku: '10001307',
  partNumber: 'KM-4100-A',
  nameEn: 'Door Operator Motor',
  nameAr: 'محرك مشغل الباب',
  descriptionEn: 'For centre and side opening doors.',
  descriptionAr: 'للأبواب ذات الفتح المركزي والجانبي.',
  images: [{ key: 'seed/a.webp', altEn: 'The motor', altAr: 'المحرك' }],
  categoryIds,
  references: [{ kind: 'oem', brand: 'KONE', number: 'KM713000G01' }],
  sale: null,
  price: { price: null, was: null, sale: false, actions: ['standard'] },
});

describe('a product as the island is given it', () => {
  it('has its description and photo texts in the page’s language, both names, and no cross-references', () => {
    const card = islandProduct(product([]), 'ar');
    expect(card).toMatchObject({ description: 'للأبواب ذات الفتح المركزي والجانبي.', nameEn: 'Door Operator Motor', nameAr: 'محرك مشغل الباب' });
    expect(card.images).toEqual([{ key: 'seed/a.webp', alt: 'المحرك' }]);
    for (const field of ['descriptionEn', 'descriptionAr', 'references']) expect(card).not.toHaveProperty(field);
  });
});

describe('the categories of the island’s first state', () => {
  const motors = category('Door Motors');
  const locks = category('Door Locks');
  const cables = category('Cables & Wiring');
  const kone = category('KONE');
  const keys = category('Keys & Locks', { aliases: ['locks'] });
  const all = [motors, locks, cables, kone, keys];
  const initial = (filters = NO_FILTERS, onCards: number[] = []): CatalogueInitial => ({
    filters,
    page: { viewer: 'visitor', items: [product(onCards)], total: 1, totalIsLowerBound: false, offset: 0, limit: 15 },
    featured: null,
    categories: all,
    viewer: 'visitor',
  });
  const names = (state: ReturnType<typeof islandInitial>) => state.categories.map((c) => c.name).sort();

  it('are the filter bar’s buttons and the cards’ chips, named in the page’s language; the menus’ members come later', () => {
    const state = islandInitial(initial(NO_FILTERS, [locks.id, kone.id]), 'ar');
    expect(names(state)).toEqual(['ع Cables & Wiring', 'ع Door Locks', 'ع KONE'].sort());
    expect(state.categoriesComplete).toBe(false);
  });

  it('include the one the address names, by an earlier slug too', () => {
    expect(names(islandInitial(initial({ ...NO_FILTERS, category: 'door-motors' }), 'en'))).toContain('Door Motors');
    const renamed = islandInitial(initial({ ...NO_FILTERS, category: 'locks' }), 'en');
    expect(renamed.categories.filter((c) => c.name === 'Keys & Locks')).toHaveLength(1);
  });

  it('are all of them, and complete, when the first screen shows every one', () => {
    const state = islandInitial(initial(NO_FILTERS, [motors.id, locks.id, kone.id, keys.id]), 'en');
    expect(state.categories).toHaveLength(all.length);
    expect(state.categoriesComplete).toBe(true);
  });

  it('are incomplete when the server had none to give', () => {
    expect(islandInitial({ ...initial(), categories: [] }, 'en')).toMatchObject({ categories: [], categoriesComplete: false });
  });
});
