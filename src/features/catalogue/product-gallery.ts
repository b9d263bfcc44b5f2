import { openViewer, type ViewerImage } from '../viewer/viewer-store.ts';

/** A product's pictures (ProductGallery.astro): any of them opens the full-screen viewer at itself. */
export function startGalleries(): void {
  for (const gallery of document.querySelectorAll<HTMLElement>('[data-gallery]')) {
    const images = JSON.parse(gallery.dataset.gallery ?? '[]') as ViewerImage[];
    gallery.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLElement>('[data-open-image]');
      if (button) openViewer(images, Number(button.dataset.openImage));
    });
  }
}
