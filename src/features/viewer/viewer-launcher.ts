import { loadOnce } from '../dialog/load-once.ts';
import { prefetchOnIntent } from '../dialog/prefetch-on-intent.ts';
import type { ImageViewerProps } from './ImageViewer.tsx';
import { $viewer } from './viewer-store.ts';
import { loadViewerStylesheet } from './viewer-stylesheet.ts';

/**
 * The image viewer's few lines on the pages that show pictures (ADR 0014): React, the viewer and
 * its stylesheet come when a picture is first opened, and start coming when a pointer rests on or
 * focus reaches one. Once mounted, the viewer shows every `openViewer(...)` itself, the first one
 * included (the store keeps it while the code arrives).
 */
const loadViewer = loadOnce(async () => (await Promise.all([import('./mount-image-viewer.tsx'), loadViewerStylesheet()]))[0]);
const root = document.querySelector<HTMLElement>('[data-image-viewer]')!;
const props = JSON.parse(root.dataset.props!) as ImageViewerProps;

let mounted = false;
async function mount(): Promise<void> {
  const { mountImageViewer } = await loadViewer();
  if (mounted) return;
  mounted = true;
  mountImageViewer(root, props);
}

// What opens the viewer: the home-lift figures, the product gallery, the catalogue cards' enlarge buttons.
const OPENERS = '[data-zoomable], [data-open-image], .pcard-enlarge';
// A failed prefetch is forgotten (loadOnce): opening a picture tries again.
prefetchOnIntent(OPENERS, () => void loadViewer().catch(() => {}));

/** Mounts the viewer at the first opening; if its code cannot come, the opening is dropped and the next one tries again. */
function mountWhenOpened(): void {
  const open = () =>
    mount().catch(() => {
      $viewer.set(null);
      mountWhenOpened();
    });
  if ($viewer.get()) return void open();
  const stop = $viewer.listen((state) => {
    if (!state) return;
    stop();
    open();
  });
}
mountWhenOpened();
