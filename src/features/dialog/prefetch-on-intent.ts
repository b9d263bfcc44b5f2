/**
 * Starts a download when a visitor shows the intent to use what it is for: a pointer resting on,
 * or focus reaching, an element matching `selector` (ADR 0014). One listener per event type on the
 * document covers elements added later (the catalogue's cards). `prefetch` should be idempotent
 * (loadOnce): it runs on every such event.
 */
export function prefetchOnIntent(selector: string, prefetch: () => void): void {
  for (const type of ['pointerover', 'focusin'] as const) {
    document.addEventListener(type, (event) => {
      if (event.target instanceof Element && event.target.closest(selector)) prefetch();
    });
  }
}
