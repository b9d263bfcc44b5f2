import { createRoot } from 'react-dom/client';
import ImageViewer, { type ImageViewerProps } from './ImageViewer.tsx';

/** React and the viewer, fetched by viewer-launcher.ts when a picture is first opened (or reached for). */
export function mountImageViewer(container: HTMLElement, props: ImageViewerProps): void {
  createRoot(container).render(<ImageViewer {...props} />);
}
