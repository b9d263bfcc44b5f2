/**
 * Product pictures are served from the site's own /media/{key} path as WebP renditions of a
 * fixed set of widths (a fixed set keeps the CDN cache small and stops width-guessing).
 */
export const MEDIA_WIDTHS = [160, 320, 640, 960] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export function isMediaWidth(value: number): value is MediaWidth {
  return (MEDIA_WIDTHS as readonly number[]).includes(value);
}

export function mediaUrl(key: string, width: MediaWidth): string {
  return `/media/${key.split('/').map(encodeURIComponent).join('/')}?w=${width}`;
}

export function mediaSrcSet(key: string, widths: readonly MediaWidth[] = MEDIA_WIDTHS): string {
  return widths.map((w) => `${mediaUrl(key, w)} ${w}w`).join(', ');
}
