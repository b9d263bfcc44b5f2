import { expect, gotoIn, test } from './fixtures.ts';

async function storedChoice(page: import('@playwright/test').Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_preferences');
  if (!cookie) return null;
  const expiresInDays = (cookie.expires - Date.now() / 1000) / 86_400;
  return { value: JSON.parse(decodeURIComponent(cookie.value)), expiresInDays };
}

test('Accept all stores every category for 365 days and the banner stays gone across pages and reloads', async ({ page }) => {
  await gotoIn(page, 'en', '/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
  const choice = await storedChoice(page);
  expect(choice?.value).toEqual({ essential: true, analytics: true, marketing: true });
  expect(choice?.expiresInDays).toBeGreaterThan(364);
  expect(choice?.expiresInDays).toBeLessThanOrEqual(365);
  await page.reload();
  await page.goto('/404');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
});

test('Reject all (Arabic) stores only essential cookies', async ({ page }) => {
  await gotoIn(page, 'ar', '/');
  const banner = page.getByRole('region', { name: 'الموافقة على ملفات تعريف الارتباط' });
  await banner.getByRole('button', { name: 'رفض الكل' }).click();
  await expect(banner).toBeHidden();
  expect((await storedChoice(page))?.value).toEqual({ essential: true, analytics: false, marketing: false });
});

test('Manage preferences: essential is fixed on, analytics and marketing toggle, Save stores the mix', async ({ page }) => {
  await gotoIn(page, 'en', '/');
  await page.getByRole('button', { name: 'Manage preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  const essential = dialog.getByRole('switch', { name: 'Essential cookies' });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  const analytics = dialog.getByRole('switch', { name: 'Analytics cookies' });
  const marketing = dialog.getByRole('switch', { name: 'Marketing cookies' });
  await expect(analytics).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  // Keyboard: the switches are reachable and toggle with Space.
  await analytics.focus();
  await page.keyboard.press('Space');
  await expect(analytics).toBeChecked();
  await dialog.getByRole('button', { name: 'Save preferences' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  expect((await storedChoice(page))?.value).toEqual({ essential: true, analytics: true, marketing: false });
});

test('the preferences dialog closes on Escape and the banner returns; Reject all inside it decides', async ({ page }) => {
  await gotoIn(page, 'en', '/');
  await page.getByRole('button', { name: 'Manage preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  expect(await storedChoice(page)).toBeNull();
  await page.getByRole('button', { name: 'Manage preferences' }).click();
  await dialog.getByRole('button', { name: 'Reject all' }).click();
  expect((await storedChoice(page))?.value).toEqual({ essential: true, analytics: false, marketing: false });
});

test('the cookie policy (last updated May 24, 2025) reopens the preferences to change an earlier choice', async ({ page }) => {
  await gotoIn(page, 'ar', '/cookie-policy');
  await expect(page.getByText('آخر تحديث: ٢٤ مايو ٢٠٢٥')).toBeVisible();
  await page.getByRole('region', { name: 'الموافقة على ملفات تعريف الارتباط' }).getByRole('button', { name: 'قبول الكل' }).click();
  await page.getByRole('button', { name: 'تغيير تفضيلات ملفات تعريف الارتباط' }).click();
  const dialog = page.getByRole('dialog', { name: 'تفضيلات ملفات تعريف الارتباط' });
  const marketing = dialog.getByRole('switch', { name: 'ملفات تعريف الارتباط التسويقية' });
  await expect(marketing).toBeChecked();
  await marketing.click();
  await dialog.getByRole('button', { name: 'حفظ التفضيلات' }).click();
  expect((await storedChoice(page))?.value).toEqual({ essential: true, analytics: true, marketing: false });
});

test('English cookie policy states its date', async ({ page }) => {
  await gotoIn(page, 'en', '/cookie-policy');
  await expect(page.getByText('Last updated: May 24, 2025')).toBeVisible();
});
