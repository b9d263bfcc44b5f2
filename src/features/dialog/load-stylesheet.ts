/**
 * Adds a stylesheet to the page and resolves once it applies, so a lazily loaded dialog body is
 * never shown unstyled. Rejects when it cannot be downloaded (the caller shows its failure state).
 */
export function loadStylesheet(href: string): Promise<void> {
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
