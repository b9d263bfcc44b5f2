import type { Page, Response } from '@playwright/test';
import { dir, LOCALES, localizePath } from '../../src/i18n/locales.ts';
import { expect, chooseLanguage, gotoIn, test } from './fixtures.ts';
import { CHAT_TIMING } from '../../src/features/chat/whatsapp.ts';
import { sitemapPaths } from '../support/sitemap-xml.ts';
import { scriptHash } from '../../src/integrations/csp.ts';

for (const locale of LOCALES) {
  test(`home page renders in ${locale} with its direction`, async ({ page }) => {
    await gotoIn(page, locale, '/');
    await expect(page.locator('html')).toHaveAttribute('dir', dir(locale));
    await expect(page).toHaveTitle(locale === 'ar' ? /قطع مصاعد الخليج/ : /Gulf Lift Parts/);
  });
}

/** The page's policies: the header's (one or more, comma-separated) and any <meta> one. */
async function policiesOf(page: Page, response: Response): Promise<string[]> {
  const header = response.headers()['content-security-policy'] ?? '';
  const meta = await page.locator('meta[http-equiv="content-security-policy" i]').evaluateAll((els) => els.map((el) => el.getAttribute('content') ?? ''));
  return [...header.split(','), ...meta].map((p) => p.trim()).filter(Boolean);
}

/** The sources one directive of a policy allows (with the directive's name first), if it has it. */
const sourcesOf = (policy: string, directive: 'script-src' | 'style-src') =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === directive);

for (const locale of LOCALES) {
  test(`every sitemap page runs its inline scripts and styles under a CSP without 'unsafe-inline' (${locale})`, async ({ page }) => {
    test.slow();
    const all = await sitemapPaths(async (path) => (await page.request.get(path)).text());
    const ours = all.filter((p) => (locale === 'ar') === (p === '/ar' || p.startsWith('/ar/')));
    // Product pages share one template: a few of them (one on sale, with its countdown), plus
    // the 404 and sign-in pages.
    const products = ours.filter((p) => /\/products\/\d{8}$/.test(p));
    const extra = ['/products/10005279', '/no-such-page', '/login'].map((p) => localizePath(p, locale));
    const paths = [...new Set([...ours.filter((p) => !products.includes(p)), ...products.slice(0, 3), ...extra])];
    expect(paths.length).toBeGreaterThan(8);

    await chooseLanguage(page, locale);
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = []);
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`));
    });
    for (const path of paths) {
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response, path).not.toBeNull();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const policies = await policiesOf(page, response!);
      for (const directive of ['script-src', 'style-src'] as const) {
        const restricting = policies.map((policy) => sourcesOf(policy, directive)).filter((s) => s !== undefined);
        expect(restricting.length, `${path}: a policy has ${directive}`).toBeGreaterThan(0);
        for (const sources of restricting) expect(sources, path).not.toContain("'unsafe-inline'");
      }
      expect(policies.join(' '), path).toContain("frame-ancestors 'none'");
      // Each hash is of one of the page's own inline elements, not of another page's (ADR 0035,
      // "Update (stop 40)"): the build's 50 hashes on every page were 2.9 KB of its first answer.
      const own = new Set((await page.locator('script:not([src]), style').evaluateAll((els) => els.map((el) => el.textContent ?? ''))).map((text) => `'${scriptHash(text)}'`));
      const hashes = policies.join(' ').match(/'sha(256|384|512)-[^']+'/g) ?? [];
      expect(hashes.filter((source) => !own.has(source)), `${path}: hashes of no element of the page`).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
    }
  });
}

for (const locale of LOCALES) {
  test(`on a phone, the page's last lines scroll clear of the floating buttons (${locale})`, async ({ page }) => {
    // Issue 20: no floating control rests over the footer's text and links at the end of a page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await gotoIn(page, locale, '/products');
    await page.clock.runFor(CHAT_TIMING.appearAfterMs + CHAT_TIMING.tooltipAfterMs + CHAT_TIMING.tooltipForMs);
    const floating = [page.getByTestId('chat-button'), page.locator('.floating-quote')];
    for (const control of floating) await expect(control).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = await page.locator('.footer-bottom > *').last().boundingBox();
    for (const control of floating) {
      const box = (await control.boundingBox())!;
      expect(box.y, 'a floating button over the last line of the page').toBeGreaterThan(lastLine!.y + lastLine!.height);
    }
  });
}
