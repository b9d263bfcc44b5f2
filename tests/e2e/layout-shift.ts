import type { Page } from '@playwright/test';
import { holdRequests } from './fixtures.ts';

/**
 * Layout shifts as CLS counts them (not caused by input), summed from the page's first paint by an
 * observer each new document starts with; read the sum with `layoutShift`.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);

/**
 * Holds the page's font responses until the returned `release` is called, so the page paints with
 * the fonts' local stand-ins first and the fonts arrive after, as on a slow network: the worst case
 * for a shift. The held preload holds back the load event too: await the page by what it shows.
 */
export const holdFonts = (page: Page): Promise<() => void> => holdRequests(page, /\.woff2$/);
