import type { APIRequestContext } from '@playwright/test';
import { decideCookies, expect, gotoIn, test } from './fixtures.ts';

// The seeded administrator (local defaults, see README).
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@liftparts.example', password: process.env.ADMIN_PASSWORD ?? 'Admin#Lift2025' };

async function setMaintenance(request: APIRequestContext, maintenanceMode: boolean, maintenanceMessage = '') {
  const response = await request.put('/api/admin/site-settings', { data: { maintenanceMode, maintenanceMessage } });
  expect(response.status()).toBe(200);
}

test.describe.configure({ mode: 'serial' });

test('maintenance on: every public page shows only the maintenance page, sign-in stays reachable; off: the site is back', async ({ page }) => {
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

    // Sign-in and the admin area stay reachable, so the switch can be turned off.
    await page.goto('/ar/login');
    await expect(page.getByRole('heading', { level: 1, name: 'سنعود قريبًا' })).toHaveCount(0);
    await expect(page.locator('main')).toBeVisible();
  } finally {
    await setMaintenance(page.request, false);
  }

  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Spare parts that keep/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'We’ll be back shortly' })).toBeHidden();
});
