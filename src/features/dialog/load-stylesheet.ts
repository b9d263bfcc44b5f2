import { loadOnce } from './load-once.ts';

/** One download per stylesheet, shared by every caller; a failed one is forgotten (loadOnce). */
const downloads = new Map<string, () => Promise<void>>();

/**
 * Adds a stylesheet to the page and resolves once it applies, so a lazily loaded dialog body is
 * never shown unstyled. Rejects when it cannot be downloaded (the caller shows its failure state).
 * Every caller of one stylesheet waits for the same download, a second one asking while the first
 * is on its way included.
 */
export function loadStylesheet(href: string): Promise<void> {
  let download = downloads.get(href);
  if (!download) downloads.set(href, (download = loadOnce(() => addStylesheet(href))));
  return download();
}

function addStylesheet(href: string): Promise<void> {
  // Linked by the page itself: it applies before the page's scripts run.
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      // Gone again, so the next attempt adds a fresh one.
      link.remove();
      reject(new Error(`Stylesheet ${href} failed to load`));
    };
    document.head.append(link);
  });
}
