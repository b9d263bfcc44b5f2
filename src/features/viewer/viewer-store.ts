import { atom } from 'nanostores';

/**
 * The full-screen image viewer is mounted once per page (ImageViewerHost.astro); anything that
 * shows pictures opens it through this store: `openViewer(images, index)`.
 */
export interface ViewerImage {
  /** The largest rendition worth showing full screen. */
  src: string;
  srcSet?: string;
  alt: string;
}

export interface ViewerState {
  images: readonly ViewerImage[];
  index: number;
  /** Focus returns here when the viewer closes. */
  opener: HTMLElement | null;
}

export const $viewer = atom<ViewerState | null>(null);

export function openViewer(images: readonly ViewerImage[], index = 0): void {
  if (images.length === 0) return;
  const active = typeof document === 'undefined' ? null : document.activeElement;
  $viewer.set({
    images,
    index: Math.min(Math.max(0, index), images.length - 1),
    opener: active instanceof HTMLElement ? active : null,
  });
}

export function showImage(index: number): void {
  const state = $viewer.get();
  if (!state) return;
  const count = state.images.length;
  $viewer.set({ ...state, index: ((index % count) + count) % count });
}

export function closeViewer(): void {
  const state = $viewer.get();
  $viewer.set(null);
  state?.opener?.focus();
}
