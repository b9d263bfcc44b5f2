import type { APIRequestContext } from '@playwright/test';
import { decideCookies, expect, gotoIn, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';

// The seeded administrator (local defaults, see README).
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@liftparts.example', password: process.env.ADMIN_PASSWORD ?? 'Admin#Lift2025' };

async function setMaintenance(request: APIRequestContext, maintenanceMode: boolean, maintenanceMessage = '') {
  const response = await request.put('/api/admin/site-settings', { data: { maintenanceMode, maintenanceMessage } });
  expect(response.status()).toBe(200);
}

test.describe.configure({ mode: 'serial' });

test('maintenance on: every public page shows only the maintenance page, sign-in stays reachable; off: the site is back', async ({ page, browser }) => {
  await decideCookies(page);
  const login = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(login.status()).toBe(200);

  try {
    await setMaintenance(page.request, true, 'Back at 6 PM | نعود الساعة 6 مساءً');

    await gotoIn(page, 'en', '/');
    const maintenance = page.getByRole('heading', { level: 1, name: 'We’ll be back shortly' });
    await expect(maintenance).toBeVisible();
    await expect(page.getByText('Back at 6 PM', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Improving our systems' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your data is safe' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Still need a part?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'sales@liftparts.example' })).toHaveAttribute('href', 'mailto:sales@liftparts.example');
    // The phone, the chat and the other language stay within reach (issue 20).
    await expect(page.locator('.maintenance-contact a[href^="tel:"]')).toBeVisible();
    await expect(page.getByTestId('chat-button')).toBeVisible();
    await expect(page.locator('.maintenance-languages a[hreflang="ar"]')).toHaveAttribute('href', '/ar/');
    await expect(page.getByRole('heading', { name: /Spare parts that keep/ })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await expect(page).toHaveTitle(/Under maintenance/);

    await page.goto('/home-lift');
    await expect(page.getByRole('heading', { level: 1, name: 'We’ll be back shortly' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /A lift for your home/ })).toBeHidden();

    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await page.goto('/ar/about');
    await expect(page.getByRole('heading', { level: 1, name: 'سنعود قريبًا' })).toBeVisible();
    await expect(page.getByText('نعود الساعة 6 مساءً', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'عن قطع مصاعد الخليج' })).toBeHidden();

    // Registration is closed with the shop; sign-in and the admin area stay reachable, so the switch can be turned off.
    // (a visitor: a signed-in admin is sent from the registration page to the dashboard).
    const visitor = await browser.newPage();
    await decideCookies(visitor);
    await visitor.goto('/ar/register');
    await expect(visitor.getByRole('heading', { level: 1, name: 'سنعود قريبًا' })).toBeVisible();
    await visitor.close();
    await page.goto('/ar/login');
    await expect(page.getByRole('heading', { level: 1, name: 'سنعود قريبًا' })).toHaveCount(0);
    await expect(page.locator('main')).toBeVisible();
  } finally {
    await setMaintenance(page.request, false);
  }

  // The language choice goes back to English from a same-origin document that never redirects (the
  // signed-in admin's /ar/login may still be moving on to the dashboard).
  await page.goto('/api/site-settings');
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Spare parts that keep/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'We’ll be back shortly' })).toBeHidden();
  // The maintenance page waits in a template: a normal page carries exactly one <h1>, its own.
  await expect(page.locator('h1')).toHaveCount(1);
});

test('maintenance on: nothing on a public page opens a form over the maintenance page', async ({ page }) => {
  await decideCookies(page);
  expect((await page.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  // The floating button shows 1 s after the page loads: the page's clock is driven by the test, so
  // "later" is a step of the test, not a wait.
  await page.clock.install();
  const maintenance = page.getByRole('heading', { level: 1, name: 'We’ll be back shortly' });
  const floating = page.getByRole('button', { name: 'Request a custom quote' });

  try {
    await setMaintenance(page.request, true, 'Back soon');

    await gotoIn(page, 'en', '/products');
    await expect(maintenance).toBeVisible();
    await page.clock.runFor(3_000);
    await expect(floating).toHaveCount(0);
    // The button is there and hidden because of maintenance: lift the cover and it shows.
    await page.evaluate(() => delete document.documentElement.dataset.maintenance);
    await expect(floating).toBeVisible();

    // A quote button of the (hidden) page content, pressed by a script: no dialog opens (a dialog
    // asked for opens at once, with its loading line if its code is still on the way).
    await page.goto('/home-lift');
    await expect(maintenance).toBeVisible();
    await page.locator('[data-open-quote]').first().dispatchEvent('click');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  } finally {
    await setMaintenance(page.request, false);
  }
});

test('admin switches maintenance on from the settings screen, a bar inside a message kept, previews it, then off', async ({ page, browser }) => {
  await decideCookies(page);
  expect((await page.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  const english = 'Orders | quotes resume at 6 PM';
  const arabic = 'الطلبات | العروض تعود الساعة 6 مساءً';
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitorPage = await visitor.newPage();
  await decideCookies(visitorPage);

  try {
    await gotoIn(page, 'en', '/admin/settings');
    const switchOn = page.getByRole('switch', { name: 'Show the maintenance page to visitors' });
    await expect(switchOn).not.toBeChecked();
    await page.getByLabel('Message in English').fill(english);
    await page.getByLabel('Message in Arabic').fill(arabic);
    // The preview is the maintenance page in the admin's language, with the message as typed.
    const preview = page.getByRole('group', { name: 'Maintenance page preview' });
    await expect(preview.getByRole('heading', { name: 'We’ll be back shortly' })).toBeVisible();
    await expect(preview.getByText(english, { exact: true })).toBeVisible();

    await switchOn.check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.', { exact: false })).toBeVisible();
    await expect(page.getByText('Maintenance is on: visitors see the maintenance page.')).toBeVisible();

    await gotoIn(visitorPage, 'en', '/');
    await expect(visitorPage.getByRole('heading', { level: 1, name: 'We’ll be back shortly' })).toBeVisible();
    await expect(visitorPage.getByText(english, { exact: true })).toBeVisible();
    await visitorPage.evaluate(() => localStorage.setItem('lang', 'ar'));
    await visitorPage.goto('/ar/');
    await expect(visitorPage.getByText(arabic, { exact: true })).toBeVisible();

    // Read back: the two messages come back apart, bars and all.
    await page.reload();
    await expect(page.getByLabel('Message in English')).toHaveValue(english);
    await expect(page.getByLabel('Message in Arabic')).toHaveValue(arabic);
    await expect(switchOn).toBeChecked();

    await switchOn.uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('The site is open to visitors.')).toBeVisible();
    await visitorPage.reload();
    await expect(visitorPage.getByRole('heading', { level: 1, name: 'سنعود قريبًا' })).toBeHidden();
    await expect(visitorPage.locator('main')).toBeVisible();
  } finally {
    await setMaintenance(page.request, false);
    await visitor.close();
  }
});

test('the settings screen and its preview are in Arabic on the Arabic dashboard', async ({ page }) => {
  await decideCookies(page);
  expect((await page.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  await gotoIn(page, 'ar', '/admin/settings');
  await page.getByLabel('الرسالة بالعربية').fill('نعود قريبًا');
  const preview = page.getByRole('group', { name: 'معاينة صفحة الصيانة' });
  await expect(preview.getByRole('heading', { name: 'سنعود قريبًا' })).toBeVisible();
  await expect(preview.getByText('نعود قريبًا', { exact: true })).toBeVisible();
  await expectFullyTranslated(page, 'ar');
});
