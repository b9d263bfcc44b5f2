import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '#lib/catalogue-url';
import { catalogueFirstImage } from './image-sources.ts';
import type { IslandInitial, IslandProduct } from './island-data.ts';

const product = (id: number, key?: string) =>
  ({ id, images: key ? [{ key, alt: '' }] : [] }) as unknown as IslandProduct;

const initial = (grid: IslandProduct[], featured: IslandProduct[], filters = NO_FILTERS): IslandInitial => ({
  filters,
  page: { viewer: 'visitor', items: grid, total: grid.length, totalIsLowerBound: false, offset: 0, limit: 15 },
  featured: { items: featured, hasMore: false },
  categories: [],
  categoriesComplete: true,
  viewer: 'visitor',
});

describe('catalogueFirstImage: the photo the catalogue preloads', () => {
  it('is the first featured sale’s, at the featured card’s sizes, when the featured row opens the page', () => {
    const image = catalogueFirstImage(initial([product(1, 'grid.webp')], [product(2, 'sale.webp')]));
    expect(image?.src).toBe('/media/sale.webp?w=320');
    expect(image?.sizes).toContain('75vw');
  });

  it('is the grid’s first card’s when a filter hides the featured row, or there is none', () => {
    expect(catalogueFirstImage(initial([product(1, 'grid.webp')], [product(2, 'sale.webp')], { ...NO_FILTERS, q: 'door' }))?.src).toBe('/media/grid.webp?w=320');
    expect(catalogueFirstImage(initial([product(1, 'grid.webp')], []))?.sizes).toContain('calc(100vw - 32px)');
  });

  it('is none when that product has no photo, or the catalogue could not be loaded', () => {
    expect(catalogueFirstImage(initial([product(1)], []))).toBeNull();
    expect(catalogueFirstImage({ ...initial([], []), page: null })).toBeNull();
  });
});
