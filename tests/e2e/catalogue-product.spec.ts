import { LOCALES } from '../../src/i18n/locales.ts';
import type { APIRequestContext, Locator } from '@playwright/test';
import { seedProducts } from '../../db/seed/products.ts';
import type { CatalogueProduct, ProductPage } from '../../src/lib/catalogue.ts';
import { chooseLanguage, expect, gotoIn, test } from './fixtures.ts';

/** A product on sale (with a countdown) that has several pictures. */
async function saleProductWithGallery(request: APIRequestContext): Promise<CatalogueProduct> {
  const page = (await (await request.get('/api/products?filter=sale&limit=50')).json()) as ProductPage;
  const product = page.items.find((p) => p.images.length >= 3 && p.sale?.endsAt);
  if (!product) throw new Error('The seed has no sale product with a gallery');
  return product;
}

async function transformOf(image: Locator): Promise<string> {
  return image.evaluate((el) => (el as HTMLElement).style.transform);
}

for (const locale of LOCALES) {
  const ar = locale === 'ar';

  test(`product page shows the product, its sale and prices for visitors (${locale})`, async ({ page, request }) => {
    const product = await saleProductWithGallery(request);
    await gotoIn(page, locale, `/products/${product.sku}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar ? product.nameAr : product.nameEn);
    await expect(page.getByTestId('product-sku')).toHaveText(product.sku);
    await expect(page.getByText(ar ? 'عرض خاص' : 'Special', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: ar ? 'طلب عرض سعر رسمي' : 'Request Official Quote' })).toBeVisible();
    await expect(page.getByTestId('price-was')).toBeVisible();

    const clock = page.getByTestId('sale-countdown-time');
    await expect(clock).toHaveText(/\S+[:]\S+[:]\S+/);
    const before = await clock.textContent();
    await expect(clock).not.toHaveText(before!, { timeout: 3000 });

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const structured = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Product');
    expect(structured).toMatchObject({ sku: product.sku, offers: { priceCurrency: 'SAR', availability: 'https://schema.org/InStock', price: product.price.price } });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${ar ? '/ar' : ''}/products/${product.sku}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', new RegExp(`/ar/products/${product.sku}$`));
  });

  test(`gallery opens the viewer: zoom, rotate, pan, close (${locale})`, async ({ page, request }) => {
    const product = await saleProductWithGallery(request);
    await gotoIn(page, locale, `/products/${product.sku}`);
    const thumbnails = page.locator('.gallery-thumb');
    await expect(thumbnails).toHaveCount(product.images.length - 1);
    await thumbnails.first().click();

    const viewer = page.getByRole('dialog', { name: ar ? 'عارض الصور' : 'Image viewer' });
    await expect(viewer).toBeVisible();
    // Full screen from its first frame: the stylesheet comes with the viewer's code (viewer-launcher.ts).
    await expect(viewer).toHaveCSS('position', 'fixed');
    await expect(viewer.getByText(ar ? 'الصورة ٢ من' : 'Image 2 of')).toBeVisible();
    const readout = viewer.getByTestId('viewer-zoom');
    const image = viewer.getByTestId('viewer-image');
    await expect(readout).toHaveText(ar ? /١٠٠/ : '100%');

    await viewer.getByRole('button', { name: ar ? 'تكبير' : 'Zoom in', exact: true }).click();
    await expect(readout).toHaveText(ar ? /١٢٥/ : '125%');
    await viewer.getByRole('button', { name: ar ? 'تصغير' : 'Zoom out', exact: true }).click();
    await viewer.getByRole('button', { name: ar ? 'تصغير' : 'Zoom out', exact: true }).click();
    await viewer.getByRole('button', { name: ar ? 'تصغير' : 'Zoom out', exact: true }).click();
    await expect(readout).toHaveText(ar ? /٥٠/ : '50%');
    await expect(viewer.getByRole('button', { name: ar ? 'تصغير' : 'Zoom out', exact: true })).toBeDisabled();

    await viewer.getByRole('button', { name: ar ? 'تدوير لليمين' : 'Rotate right' }).click();
    await expect(image).toHaveAttribute('data-rotation', '90');
    await viewer.getByRole('button', { name: ar ? 'تدوير لليسار' : 'Rotate left' }).click();
    await viewer.getByRole('button', { name: ar ? 'تدوير لليسار' : 'Rotate left' }).click();
    await expect(image).toHaveAttribute('data-rotation', '270');

    // No panning at or below 100 %; dragging moves the picture once zoomed in.
    const stage = viewer.locator('.iv-stage');
    const box = (await stage.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 60, centre.y + 40, { steps: 4 });
    await page.mouse.up();
    expect(await transformOf(image)).toContain('translate(0px, 0px)');

    for (let i = 0; i < 6; i++) await page.keyboard.press('+');
    await expect(readout).toHaveText(ar ? /٢٠٠/ : '200%');
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 60, centre.y + 40, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => transformOf(image)).toContain('translate(60px, 40px)');

    // Touch drags pan too (pointer events with a touch pointer).
    for (const [type, dx] of [['pointerdown', 0], ['pointermove', -30], ['pointerup', -30]] as const) {
      await stage.dispatchEvent(type, { pointerType: 'touch', pointerId: 7, isPrimary: true, clientX: centre.x + dx, clientY: centre.y, bubbles: true });
    }
    await expect.poll(() => transformOf(image)).toContain('translate(30px, 40px)');

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(thumbnails.first()).toBeFocused();
  });

  test(`unknown and hidden products answer the 404 page (${locale})`, async ({ page }) => {
    await chooseLanguage(page, locale);
    const hidden = seedProducts(new Date()).find((p) => p.status === 'hidden')!.sku;
    for (const sku of [hidden, '99999999', 'not-a-sku']) {
      const response = await page.goto(`${ar ? '/ar' : ''}/products/${sku}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('link', { name: ar ? 'العودة إلى الرئيسية' : 'Back to Home' })).toBeVisible();
    }
  });
}

test('right-click is refused on the catalogue and product pages, and nowhere else (SPEC §1)', async ({ page, request }) => {
  const product = await saleProductWithGallery(request);
  // Whether the page cancels a right-click on its main picture or text, as the browser would send it.
  const refusesRightClick = (selector: string) =>
    page.locator(selector).first().evaluate((element) => !element.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 })));
  for (const locale of LOCALES) {
    await gotoIn(page, locale, `/products/${product.sku}`);
    expect(await refusesRightClick('.gallery-main img'), `/products/${product.sku} (${locale})`).toBe(true);
    await gotoIn(page, locale, '/products');
    expect(await refusesRightClick('main img'), `/products (${locale})`).toBe(true);
    await gotoIn(page, locale, '/about');
    expect(await refusesRightClick('main h1'), `/about (${locale})`).toBe(false);
  }
});
