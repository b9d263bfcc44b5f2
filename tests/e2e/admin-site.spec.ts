import { expect, gotoIn, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';
import { ADMIN, signIn, words } from './quote-support.ts';
import { ADMIN_SECTION_PATHS, ADMIN_SECTIONS } from '../../src/lib/admin/sections.ts';
import { LOCALES, localizePath } from '../../src/i18n/locales.ts';
import { plural } from '../../src/i18n/format.ts';
import type { AdminCategory } from '../../src/lib/admin/categories.ts';

// The admin's frame (tab bar) and its site screens: categories and the activity log. The site
// settings screen switches maintenance for every browser, so it is tested in maintenance.spec.ts.

for (const locale of LOCALES) {
  const w = words(locale);

  test(`the tab bar leads to every admin screen and marks the current one (${locale})`, async ({ page }) => {
    await signIn(page.request, ADMIN);
    await gotoIn(page, locale, '/admin/categories');
    const tabs = page.getByRole('navigation', { name: w['admin.nav.label'] });
    await expect(tabs.getByRole('link')).toHaveText(ADMIN_SECTIONS.map((section) => w[`admin.nav.${section}`]));
    await expect(tabs.getByRole('link', { name: w['admin.nav.categories'] })).toHaveAttribute('aria-current', 'page');
    for (const section of ADMIN_SECTIONS) {
      await expect(tabs.getByRole('link', { name: w[`admin.nav.${section}`] })).toHaveAttribute('href', localizePath(ADMIN_SECTION_PATHS[section], locale));
    }
    // The four stat cards stay above it (SPEC §2).
    await expect(page.getByRole('navigation', { name: w['admin.stats.label'] }).getByRole('listitem')).toHaveCount(4);

    await tabs.getByRole('link', { name: w['admin.nav.activity'] }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/admin/activity', locale)}$`));
    await expect(page.getByRole('navigation', { name: w['admin.nav.label'] }).getByRole('link', { name: w['admin.nav.activity'] })).toHaveAttribute('aria-current', 'page');
  });

  test(`on a phone the tab bar scrolls sideways instead of widening the page (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page.request, ADMIN);
    await gotoIn(page, locale, '/admin/settings');
    const tabs = page.getByRole('navigation', { name: w['admin.nav.label'] });
    await expect(tabs.getByRole('link', { name: w['admin.nav.settings'] })).toHaveAttribute('aria-current', 'page');
    const widths = await tabs.evaluate((nav) => ({ scroll: nav.scrollWidth, client: nav.clientWidth, page: document.documentElement.scrollWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(widths.page).toBeLessThanOrEqual(360);
  });

  test(`admin adds, renames and deletes a category; a category in use is refused with its product count (${locale})`, async ({ page }) => {
    const stamp = Date.now();
    const nameEn = `E2E Brackets ${locale} ${stamp}`;
    const nameAr = `حوامل اختبار ${stamp}`;
    await signIn(page.request, ADMIN);
    await gotoIn(page, locale, '/admin/categories');
    await expect(page.getByRole('row').filter({ hasText: 'door-rollers' })).toContainText(w['group.elevator-door-system']);
    await expectFullyTranslated(page, locale);

    // Both names are required (SPEC §5).
    const add = page.locator('form.category-add');
    await add.getByRole('button', { name: w['adminSite.categories.add.submit'] }).click();
    await expect(add.getByText(w['errors.required'])).toHaveCount(2);

    await add.getByLabel(w['adminSite.categories.add.nameEn']).fill(nameEn);
    await add.getByLabel(w['adminSite.categories.add.nameAr']).fill(nameAr);
    await add.getByRole('button', { name: w['adminSite.categories.add.submit'] }).click();
    await expect(add.getByText(w['adminSite.categories.add.done'])).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: nameEn });
    await expect(row).toContainText(nameAr);
    await expect(row).toContainText(w['adminSite.categories.group.other']);

    // A name with a direction override (it would display reversed) is refused in the form, and the last success is not left standing.
    await add.getByLabel(w['adminSite.categories.add.nameEn']).fill(`Door \u202eParts ${stamp}`);
    await add.getByRole('button', { name: w['adminSite.categories.add.submit'] }).click();
    await expect(add.getByText(w['errors.invalid_characters'])).toBeVisible();
    await expect(add.getByText(w['adminSite.categories.add.done'])).toBeHidden();

    // The same English name again is refused on its field.
    await add.getByLabel(w['adminSite.categories.add.nameEn']).fill(nameEn);
    await add.getByLabel(w['adminSite.categories.add.nameAr']).fill(nameAr);
    await add.getByRole('button', { name: w['adminSite.categories.add.submit'] }).click();
    await expect(add.getByText(w['errors.name_taken'])).toBeVisible();

    const renamed = `${nameEn} Renamed`;
    await row.getByRole('button', { name: w['adminSite.categories.rename'] }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByLabel(w['adminSite.categories.add.nameEn']).fill(renamed);
    await dialog.getByRole('button', { name: w['adminSite.categories.rename.save'] }).click();
    await expect(dialog).toBeHidden();
    const renamedRow = page.getByRole('row').filter({ hasText: renamed });
    await expect(renamedRow).toBeVisible();

    await renamedRow.getByRole('button', { name: w['adminSite.categories.delete'] }).click();
    await dialog.getByRole('button', { name: w['adminSite.categories.delete.confirm'] }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);

    // A category products use cannot be deleted: the dialog says how many use it.
    const { categories } = (await (await page.request.get('/api/admin/categories')).json()) as { categories: AdminCategory[] };
    const doorRollers = categories.find((c) => c.slug === 'door-rollers')!;
    expect(doorRollers.productCount).toBeGreaterThan(0);
    const inUse = page.getByRole('row').filter({ hasText: 'door-rollers' });
    await inUse.getByRole('button', { name: w['adminSite.categories.delete'] }).click();
    await dialog.getByRole('button', { name: w['adminSite.categories.delete.confirm'] }).click();
    await expect(dialog.getByRole('alert')).toHaveText(plural(w, locale, 'adminSite.categories.delete.inUse', doorRollers.productCount));
    await dialog.locator('.modal-actions').getByRole('button', { name: w['common.cancel'] }).click();
    await expect(inUse).toBeVisible();

    // Every change is in the activity log, newest first, filterable by kind (kept in the URL).
    await gotoIn(page, locale, '/admin/activity');
    // Entries arrive from the API once the island is live: only then does the filter act.
    await expect(page.locator('.activity-table tbody tr').first()).toBeVisible();
    await page.getByLabel(w['adminSite.activity.kind']).selectOption('category');
    await expect(page).toHaveURL(/[?&]kind=category/);
    const entries = page.locator('.activity-table tbody tr');
    await expect(entries.first()).toContainText(w['adminSite.activity.action.category.delete']);
    await expect(entries.filter({ hasText: w['adminSite.activity.action.category.rename'] }).first()).toBeVisible();
    await expect(entries.filter({ hasText: w['adminSite.activity.action.category.create'] }).first()).toBeVisible();
    await expectFullyTranslated(page, locale);
    await page.reload();
    await expect(page.getByLabel(w['adminSite.activity.kind'])).toHaveValue('category');
  });

  test(`the activity log filters by SKU and refuses a malformed one (${locale})`, async ({ page }) => {
    await signIn(page.request, ADMIN);
    await gotoIn(page, locale, '/admin/activity');
    await expect(page.locator('.activity-table tbody tr').first()).toBeVisible();
    const sku = page.getByLabel(w['adminSite.activity.sku']);
    await sku.fill('123');
    await page.getByRole('button', { name: w['adminSite.activity.apply'] }).click();
    await expect(page.getByText(w['adminSite.activity.skuInvalid'])).toBeVisible();
    await expect(page).not.toHaveURL(/sku=/);

    await sku.fill('99999998');
    await page.getByRole('button', { name: w['adminSite.activity.apply'] }).click();
    await expect(page).toHaveURL(/[?&]sku=99999998/);
    await expect(page.getByText(w['adminSite.activity.emptyFiltered'])).toBeVisible();
    await page.getByRole('button', { name: w['adminSite.activity.clear'] }).click();
    await expect(page).not.toHaveURL(/sku=/);
  });
}
