import { openViewer } from '../../features/viewer/viewer-store.ts';

/** The page's zoomable pictures (ZoomableFigure.astro) open in the full-screen viewer instead of as a file. */
export function startZoomableFigures(): void {
  // Every zoomable picture of the page is one gallery: the viewer opens at the one clicked.
  const figures = [...document.querySelectorAll<HTMLAnchorElement>('[data-zoomable]')];
  const images = figures.map((link) => ({ src: link.href, alt: link.querySelector('img')?.alt ?? '' }));
  figures.forEach((link, index) =>
    link.addEventListener('click', (event) => {
      event.preventDefault();
      openViewer(images, index);
    }),
  );
}
