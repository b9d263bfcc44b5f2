import { randomInt, randomUUID } from 'node:crypto';
import { LOCALES, localizePath } from '../../src/i18n/locales.ts';
import { textOf } from './accounts-helpers.ts';
import { signInAsAdmin } from './auth.ts';
import { decideCookies, expect, gotoIn, PASSWORD_HASHING_MS, test, watchBrowserErrors } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';

/**
 * Issue 20, the administrators, one journey per language: the seeded administrator adds one by
 * e-mail and is shown the setup link once; the new administrator opens it, sets a password and
 * lands on the dashboard, changes that password; the link is then used up; the seeded
 * administrator removes the new one, whose session ends. (The seeded administrator's own password
 * is never changed here: every other spec signs in with it.)
 */
for (const locale of LOCALES) {
  const t = textOf(locale);
  const at = (path: string) => new RegExp(`${localizePath(path, locale).replace(/[/?]/g, '\\$&')}$`);

  test(`administrators: add one, who sets a password from the link, signs in and changes it; then removed (${locale})`, async ({ page, browser, browserErrors }) => {
    const id = randomUUID().slice(0, 8);
    // A name with a number in it, as people type them: the page shows it as typed, in its own
    // direction, and in its own digits (a number the page writes would be in the page's).
    const number = randomInt(10_000_000, 100_000_000);
    const invitee = { name: locale === 'ar' ? `نورة العتيبي ${number}` : `Noura Admin ${number}`, email: `admin-${locale}-${id}@gulf-lift.example` };
    const firstPassword = 'First#Admin2026';
    const secondPassword = 'Second#Admin2026';

    await decideCookies(page);
    await signInAsAdmin(page);
    await gotoIn(page, locale, '/admin/administrators');
    const add = page.locator('form.administrators-card').filter({ hasText: t('adminUsers.add.title') });
    // Typed once the island is live: text typed into the server-rendered form before is not the form's state yet.
    await expect(page.locator('astro-island:not([ssr]) form.administrators-card').first()).toBeVisible();
    await add.getByRole('textbox', { name: t('adminUsers.add.name') }).fill(invitee.name);
    await add.getByRole('textbox', { name: t('adminUsers.add.email') }).fill(invitee.email);
    await add.getByRole('button', { name: t('adminUsers.add.submit') }).click();
    const linkDialog = page.getByRole('dialog', { name: t('adminUsers.link.title').replace('{name}', invitee.name) });
    const link = await linkDialog.getByLabel(t('adminUsers.link.label')).inputValue();
    expect(link).toMatch(new RegExp(`^https?://[^/]+${localizePath('/set-password', locale)}\\?token=[A-Za-z0-9_-]{43}$`));
    await expectFullyTranslated(page, locale);
    await linkDialog.getByRole('button', { name: t('adminUsers.link.done') }).last().click();
    const row = page.getByRole('row').filter({ hasText: invitee.email });
    await expect(row).toContainText(t('adminUsers.state.invited').split(':')[0]!);
    // Not before the password is set.
    expect((await page.request.post('/api/auth/login', { data: { email: invitee.email, password: firstPassword } })).status()).toBe(401);

    // The new administrator, in a browser of their own, opens the link.
    const inviteeContext = await browser.newContext();
    const newAdmin = await inviteeContext.newPage();
    watchBrowserErrors(newAdmin, browserErrors);
    await decideCookies(newAdmin);
    await newAdmin.goto(link);
    await expect(newAdmin.getByTestId('set-password-for')).toContainText(invitee.email);
    await expectFullyTranslated(newAdmin, locale);
    const password = newAdmin.getByRole('textbox', { name: t('setPassword.password'), exact: true });
    const submit = newAdmin.getByRole('button', { name: t('setPassword.submit') });
    await password.fill('weakpassword');
    await expect(submit).toBeDisabled();
    await password.fill(firstPassword);
    await newAdmin.getByRole('textbox', { name: t('setPassword.confirm'), exact: true }).fill(firstPassword);
    await submit.click();
    await expect(newAdmin).toHaveURL(at('/admin'), { timeout: PASSWORD_HASHING_MS });

    // Their own password, from the administrators screen.
    await gotoIn(newAdmin, locale, '/admin/administrators');
    // Typed once the island is live (before, hydration resets the controlled fields and the button stays disabled).
    await expect(newAdmin.locator('astro-island:not([ssr]) form.administrators-card').first()).toBeVisible();
    const mine = newAdmin.locator('form.administrators-card').filter({ hasText: t('adminUsers.password.title') });
    await mine.getByRole('textbox', { name: t('adminUsers.password.current'), exact: true }).fill('Wrong#Password1');
    await mine.getByRole('textbox', { name: t('adminUsers.password.new'), exact: true }).fill(secondPassword);
    await mine.getByRole('textbox', { name: t('adminUsers.password.confirm'), exact: true }).fill(secondPassword);
    await mine.getByRole('button', { name: t('adminUsers.password.submit') }).click();
    await expect(mine.getByText(t('errors.incorrect_password'))).toBeVisible();
    await mine.getByRole('textbox', { name: t('adminUsers.password.current'), exact: true }).fill(firstPassword);
    await mine.getByRole('button', { name: t('adminUsers.password.submit') }).click();
    await expect(mine.getByRole('status')).toHaveText(t('adminUsers.password.changed'), { timeout: PASSWORD_HASHING_MS });
    await expectFullyTranslated(newAdmin, locale);
    expect((await newAdmin.request.post('/api/auth/login', { data: { email: invitee.email, password: firstPassword } })).status()).toBe(401);

    // The link is used up, and says so in the page's language.
    const other = await browser.newContext();
    const visitor = await other.newPage();
    watchBrowserErrors(visitor, browserErrors);
    await decideCookies(visitor);
    await visitor.goto(link);
    await expect(visitor.getByTestId('set-password-refused')).toContainText(t('errors.link_used'));
    await other.close();

    // The seeded administrator removes them: their session ends at once.
    await page.reload();
    await expect(row).toContainText(t('adminUsers.state.active'));
    await row.getByRole('button', { name: t('adminUsers.removeOf').replace('{name}', invitee.name) }).click();
    const confirm = page.getByRole('dialog', { name: t('adminUsers.removeTitle') });
    await expect(confirm).toContainText(invitee.email);
    await confirm.getByRole('button', { name: t('adminUsers.confirmRemove') }).click();
    await expect(page.getByRole('status').filter({ hasText: invitee.name })).toBeVisible();
    await expect(row).toHaveCount(0);
    await gotoIn(newAdmin, locale, '/admin/administrators');
    await expect(newAdmin).toHaveURL(new RegExp(`${localizePath('/login', locale)}\\?next=`));
    await inviteeContext.close();
    // Nor can they sign in again.
    expect((await page.request.post('/api/auth/login', { data: { email: invitee.email, password: secondPassword } })).status()).toBe(401);
  });
}
