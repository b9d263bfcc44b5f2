import { localizePath, dir, LOCALES } from '../../src/i18n/locales.ts';
import { decideCookies, expect, gotoIn, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';
import { expectedIn } from './expected-words.ts';
import { CATEGORY_GROUPS } from '../../src/lib/categories.ts';
import { seedProducts } from '../../db/seed/products.ts';

/** Every public content page, with a word of its title in each language. */
const PAGES = [
  { path: '/', title: { en: /spare parts/i, ar: /قطع غيار/ }, heading: { en: /Spare parts that keep/, ar: /قطع غيار/ } },
  { path: '/about', title: { en: /^About us \|/, ar: /^من نحن \|/ }, heading: { en: 'About Gulf Lift Parts', ar: 'عن قطع مصاعد الخليج' } },
  { path: '/home-lift', title: { en: /SAR\s19,999 including VAT/, ar: /١٩٬٩٩٩\sريال شامل ضريبة القيمة المضافة/ }, heading: { en: /A lift for your home/, ar: /مصعد لمنزلك/ } },
  { path: '/contact', title: { en: /^Contact us \|/, ar: /^اتصل بنا \|/ }, heading: { en: 'Contact us', ar: 'اتصل بنا' } },
  { path: '/cookie-policy', title: { en: /^Cookie policy \|/, ar: /^سياسة ملفات تعريف الارتباط \|/ }, heading: { en: 'Cookie policy', ar: 'سياسة ملفات تعريف الارتباط' } },
  { path: '/privacy', title: { en: /^Privacy policy \|/, ar: /^سياسة الخصوصية \|/ }, heading: { en: 'Privacy policy', ar: 'سياسة الخصوصية' } },
  { path: '/terms', title: { en: /^Terms of use \|/, ar: /^شروط الاستخدام \|/ }, heading: { en: 'Terms of use', ar: 'شروط الاستخدام' } },
] as const;

for (const locale of LOCALES) {
  for (const { path, title, heading } of PAGES) {
    test(`${path} in ${locale}: language, direction, title, description, canonical, every string translated`, async ({ page }) => {
      await decideCookies(page);
      await gotoIn(page, locale, path);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', locale);
      await expect(html).toHaveAttribute('dir', dir(locale));
      await expect(page).toHaveTitle(expectedIn<string | RegExp>(title, locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedIn<string | RegExp>(heading, locale));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(localizePath(path, locale));
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
      await expectFullyTranslated(page, locale);
    });
  }
}

for (const locale of LOCALES) {
  test(`home tiles in ${locale} lead to the home-lift page and to each catalogue group`, async ({ page }) => {
    await decideCookies(page);
    await gotoIn(page, locale, '/');
    const prefix = locale === 'ar' ? '/ar' : '';
    const tiles = page.getByTestId('category-tiles').getByRole('link');
    await expect(tiles).toHaveCount(8);
    const hrefs = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([`${prefix}/home-lift`, ...CATEGORY_GROUPS.map((g) => `${prefix}/products?category=${g.slug}`)]);
    await expect(tiles.nth(1)).toContainText(locale === 'ar' ? 'نظام أبواب المصاعد' : 'Elevator Door System');

    await page.getByTestId('hero-browse').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/products/?$`));
  });
}

test('the custom-quote card is a real button that asks for the custom quote dialog', async ({ page }) => {
  await decideCookies(page);
  await gotoIn(page, 'en', '/');
  const button = page.getByRole('button', { name: 'Request custom quote' });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('data-open-quote', 'custom');
});

test('the header turns solid after 10 px of scroll on the home page, and is solid elsewhere', async ({ page }) => {
  await decideCookies(page);
  await gotoIn(page, 'en', '/');
  const header = page.locator('.site-header');
  await expect(header).not.toHaveClass(/is-solid/);
  await page.mouse.wheel(0, 300);
  await expect(header).toHaveClass(/is-solid/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveClass(/is-solid/);
  await page.goto('/404');
  await expect(page.locator('.site-header')).toHaveClass(/is-solid/);
});

test('the mobile menu opens, closes on Escape, and holds every link', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await decideCookies(page);
  await gotoIn(page, 'ar', '/');
  const toggle = page.getByRole('button', { name: 'فتح القائمة' });
  await toggle.click();
  const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
  for (const name of ['الرئيسية', 'المنتجات', 'المصعد المنزلي', 'من نحن', 'اتصل بنا']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'إغلاق القائمة' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'المنتجات', exact: true })).toBeHidden();
});

test('the chat button appears after 2 s, shows its tooltip, and opens WhatsApp with an Arabic inquiry', async ({ page }) => {
  await decideCookies(page);
  const MARK_FILE = /\/whatsapp\.[\w-]+\.svg$/;
  const markRequests: string[] = [];
  page.on('request', (request) => {
    if (MARK_FILE.test(request.url())) markRequests.push(request.url());
  });
  await gotoIn(page, 'ar', '/');
  const chat = page.getByTestId('chat-button');
  await expect(chat).toBeHidden();
  // The WhatsApp mark's file is no request of the page's first paint: it comes as the button appears.
  expect(markRequests).toEqual([]);
  const mark = page.waitForResponse(MARK_FILE);
  await expect(chat).toBeVisible({ timeout: 4000 });
  expect((await mark).ok()).toBe(true);
  await expect(chat.locator('use')).toHaveAttribute('href', /\/whatsapp\.[\w-]+\.svg#mark$/);
  await expect(page.getByRole('status').filter({ hasText: 'واتساب' })).toBeVisible();
  await expect(chat).toHaveAttribute('target', '_blank');
  const href = new URL((await chat.getAttribute('href'))!);
  expect(href.origin).toBe('https://wa.me');
  expect(href.pathname).toMatch(/^\/[0-9]{8,15}$/);
  expect(href.searchParams.get('text')).toContain('قطع غيار المصاعد');
  await chat.hover();
  await expect(chat.getByText('تواصل عبر واتساب')).toBeVisible();
});

test('home lift: every figure of the package, quote buttons, specifications anchor and zoomable images', async ({ page }) => {
  await decideCookies(page);
  await gotoIn(page, 'en', '/home-lift');
  await expect(page.getByTestId('home-lift-price')).toContainText('19,999');
  await expect(page.getByTestId('home-lift-price')).toContainText('SAR');
  await expect(page.getByTestId('home-lift-price')).toContainText('Including 15% VAT');
  await expect(page.getByTestId('home-lift-price')).toContainText('2 to 5 floors');
  for (const text of ['450 kg or 630 kg', '2 to 5 stops', '70, 80 or 90 cm', 'Centre or side opening', 'One-way or two-way entrance', 'Automatic or manual doors']) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  const cabinet = page.getByTestId('cabinet-specs');
  for (const text of ['1 m/s', 'Up to 15 m', 'AC380V', '5.5 kW', '13 A']) await expect(cabinet).toContainText(text);
  const machine = page.getByTestId('machine-specs');
  for (const text of ['450 kg', '1 m/s', '2:1', '1900 kg', '126 kg', '3 kW', '340/220 V', '155 (F)', 'ZZD2-210', '110 V DC']) await expect(machine).toContainText(text);

  const quoteButtons = page.getByRole('button', { name: 'Request Quote' });
  await expect(quoteButtons).toHaveCount(2);
  for (const button of await quoteButtons.all()) await expect(button).toHaveAttribute('data-open-quote', 'home_lift');

  await page.getByRole('link', { name: 'View Specifications' }).click();
  await expect(page).toHaveURL(/#specifications$/);
  await expect(page.locator('#specifications')).toBeInViewport();
  await expect(page.getByRole('link', { name: /^Enlarge image/ })).toHaveCount(5);
});

test('home lift (Arabic): a picture opens in the full-screen image viewer, and Escape closes it', async ({ page }) => {
  await decideCookies(page);
  await gotoIn(page, 'ar', '/home-lift');
  await page.getByRole('link', { name: /^تكبير الصورة: ماكينة جر بدون تروس، منظر أمامي/ }).click();
  const viewer = page.getByRole('dialog', { name: 'عارض الصور' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'ماكينة جر بدون تروس، منظر أمامي' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(/\/ar\/home-lift\/?$/);
});

test('sitemap index, its pages and products sitemaps, robots.txt and security headers on static pages', async ({ request, page }) => {
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('xml');
  const indexXml = await index.text();
  for (const child of ['/sitemap-pages.xml', '/sitemap-products.xml']) expect(indexXml).toContain(`${child}</loc>`);
  const xml = await (await request.get('/sitemap-pages.xml')).text();
  for (const path of ['/', '/ar/', '/home-lift', '/ar/home-lift', '/about', '/ar/contact', '/cookie-policy', '/privacy', '/ar/privacy', '/terms', '/ar/terms']) expect(xml).toContain(`${path}</loc>`);
  const products = await request.get('/sitemap-products.xml');
  expect(products.headers()['netlify-cache-tag']).toBe('catalogue');
  const productsXml = await products.text();
  for (const product of seedProducts(new Date())) {
    for (const path of [`/products/${product.sku}</loc>`, `/ar/products/${product.sku}</loc>`]) {
      if (product.status === 'active') expect(productsXml).toContain(path);
      else expect(productsXml).not.toContain(path);
    }
  }
  // Well-formed for a real XML parser (the browser's).
  for (const text of [indexXml, xml, productsXml]) {
    expect(await page.evaluate((t) => new DOMParser().parseFromString(t, 'application/xml').getElementsByTagName('parsererror').length, text)).toBe(0);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
  const about = await request.get('/ar/about');
  expect(about.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(about.headers()['x-content-type-options']).toBe('nosniff');
});

test('contact (Arabic): phone, both e-mail addresses left-to-right, address and business hours', async ({ page }) => {
  await decideCookies(page);
  await gotoIn(page, 'ar', '/contact');
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: '+966 11 000 0000' })).toHaveAttribute('href', 'tel:+966110000000');
  for (const email of ['sales@liftparts.example', 'support@liftparts.example']) {
    const link = main.getByRole('link', { name: email });
    await expect(link).toHaveAttribute('href', `mailto:${email}`);
    await expect(link).toHaveAttribute('dir', 'ltr');
  }
  await expect(main.getByText('طريق الملك فهد، حي العليا، الرياض')).toBeVisible();
  // Business hours are data written by Intl in the page's language (ADR 0024).
  await expect(main.getByText('من السبت إلى الخميس')).toBeVisible();
  await expect(main.getByText('من ٩:٠٠ ص حتى ٥:٠٠ م')).toBeVisible();
  await expect(main.getByText('الجمعة: مغلق')).toBeVisible();
});

test('structured data: Organization and WebSite on the home page, with a catalogue search action, in the page language', async ({ page }) => {
  await decideCookies(page);
  await gotoIn(page, 'ar', '/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(data.find((d) => d['@type'] === 'Organization')).toMatchObject({
    name: 'قطع مصاعد الخليج',
    foundingDate: '2021',
    // The company's details (ADR 0024), the address in the page's language.
    telephone: '+966 11 000 0000',
    vatID: '300000000000003',
    address: { streetAddress: expect.stringContaining('الرياض') },
    openingHoursSpecification: { opens: '09:00', closes: '17:00' },
  });
  const website = data.find((d) => d['@type'] === 'WebSite') as { inLanguage: string; potentialAction: { target: { urlTemplate: string } } };
  expect(website.inLanguage).toBe('ar');
  expect(website.potentialAction.target.urlTemplate).toMatch(/\/ar\/products\?q=\{search_term_string\}$/);

  // Search engines read both from the home page; other pages carry only their own (ADR 0035).
  await gotoIn(page, 'ar', '/about');
  const aboutTypes = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => (JSON.parse(s.textContent ?? '{}') as { '@type'?: string })['@type']));
  expect(aboutTypes).not.toContain('Organization');
  expect(aboutTypes).not.toContain('WebSite');
});
