import type { Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { expect, gotoIn } from './fixtures.ts';

/**
 * Opens the catalogue and waits until its island is live. The products come with the HTML
 * (ADR 0016) and the island hydrates when the visitor reaches for it (ADR 0035): a pointer over
 * it starts it, as a visitor's would; hydrated islands lose `ssr`, and the catalogue's root loses
 * `data-until-live` with its first client render.
 */
export async function openCatalogue(page: Page, locale: Locale, path = '/products'): Promise<void> {
  await gotoIn(page, locale, path);
  await page.locator('.catalogue-controls').hover();
  // Live: hydrated (no `ssr`) and rendered from its first state, which it asks for as it hydrates.
  await expect(page.locator('astro-island:not([ssr]) .catalogue:not([data-until-live])')).toBeVisible();
}
