import { hasFilters } from '#lib/catalogue-url';
import { mediaSrcSet, mediaUrl } from '#lib/media';
import type { IslandInitial } from './island-data.ts';

/** What an `<img>` (and its preload) needs to pick one of a photo's widths. */
export interface ImageSources {
  src: string;
  srcSet: string;
  sizes: string;
}

export type CardVariant = 'grid' | 'featured';

/** The picture's rendered width per layout (catalogue-page.css): one column on phones, up to three. */
const CARD_SIZES: Record<CardVariant, string> = {
  grid: '(min-width: 1100px) 360px, (min-width: 640px) 45vw, calc(100vw - 32px)',
  featured: '(min-width: 1100px) 330px, (min-width: 640px) 45vw, 75vw',
};

export const cardImage = (key: string, variant: CardVariant): ImageSources => ({
  src: mediaUrl(key, 320),
  srcSet: mediaSrcSet(key, [160, 320, 640]),
  sizes: CARD_SIZES[variant],
});

/** The product page's large photo (ProductGallery). */
export const galleryImage = (key: string): ImageSources => ({
  src: mediaUrl(key, 640),
  srcSet: mediaSrcSet(key, [320, 640, 960]),
  sizes: '(min-width: 960px) 560px, calc(100vw - 32px)',
});

/** The featured sales open the catalogue only when no filter is applied (SPEC §2). */
export const showsFeatured = (initial: Pick<IslandInitial, 'filters' | 'featured'>): boolean =>
  !hasFilters(initial.filters) && (initial.featured?.items.length ?? 0) > 0;

/**
 * The catalogue's first photo, its largest paint on a phone (ADR 0035): the first featured sale's,
 * or, without them, the grid's first card's. The page preloads it from its head.
 */
export function catalogueFirstImage(initial: IslandInitial): ImageSources | null {
  const featured = showsFeatured(initial);
  const first = featured ? initial.featured!.items[0] : initial.page?.items[0];
  const key = first?.images[0]?.key;
  return key ? cardImage(key, featured ? 'featured' : 'grid') : null;
}
