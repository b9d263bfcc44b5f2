import { randomUUID } from 'node:crypto';
import { LOCALES } from '../../src/i18n/locales.ts';
import { fillLogin, fillRegistration, newCompany, textOf } from './accounts-helpers.ts';
import { registerCompany, signInAsAdmin } from './auth.ts';
import { decideCookies, expect, gotoIn, test, watchBrowserErrors } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';

/**
 * Issue 20 on the registrations screen, one journey per language: a company registers with its CR
 * and VAT numbers (typed the way its keyboard types them) and the admin sees them in the table
 * and the approve dialog; another is rejected with a reason its applicant reads when signing in; a
 * spam registration is deleted; the search, status and date filters narrow the list (in the URL);
 * and the table fits its frame at 1280 px after every change.
 */
for (const locale of LOCALES) {
  const t = textOf(locale);
  const ar = locale === 'ar';

  test(`registrations: CR and VAT, approval, a rejection's reason at sign-in, spam deleted, search and filters (${locale})`, async ({ page, browser, browserErrors }) => {
    // One word in every company of this journey, for the search.
    const tag = `Q${randomUUID().slice(0, 8)}`;
    const company = { ...newCompany(locale, tag), crNumber: ar ? '١٠١٠ ١٢٣ ٤٥٦' : '1010-123-456', vatNumber: '310123456700003' };
    await decideCookies(page);
    await gotoIn(page, locale, '/register');
    await fillRegistration(page, locale, company);
    // Arabic-Indic digits, spaces and dashes become the ten digits as they are typed.
    await expect(page.getByRole('textbox', { name: t('auth.field.crNumber'), exact: true })).toHaveValue('1010123456');
    await expect(page.getByRole('textbox', { name: t('auth.field.crNumber'), exact: true })).toHaveAttribute('dir', 'ltr');
    await page.getByRole('button', { name: t('auth.register.submit') }).click();
    await expect(page.getByTestId('registration-success')).toBeVisible();

    // The two others arrive through the API: the screen is what is tested here.
    // An English name of several words, shown on the Arabic dashboard as it was typed.
    const rejected = await registerCompany(page.request, { companyName: `Rejected Lifts Trading ${tag}` });
    const spam = await registerCompany(page.request, { companyName: `Spam Lifts ${tag}` });

    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    watchBrowserErrors(admin, browserErrors);
    await decideCookies(admin);
    await signInAsAdmin(admin);
    await gotoIn(admin, locale, '/admin/registrations');
    const filters = admin.getByRole('search', { name: t('inbox.filters.label') });
    // The filters act once the island is live (before, Apply is the plain form's GET, which keeps empty fields in the address).
    await expect(admin.locator('astro-island:not([ssr]) form[role="search"]')).toBeVisible();
    await filters.getByLabel(t('inbox.filters.search'), { exact: true }).fill(tag.toLowerCase());
    await filters.getByRole('button', { name: t('inbox.filters.apply'), exact: true }).click();
    await expect(admin).toHaveURL(new RegExp(`\\?q=${tag.toLowerCase()}$`));
    const rows = admin.locator('.registrations-table tbody tr');
    await expect(rows).toHaveCount(3);

    // The CR and VAT numbers in the table, then in the approve dialog.
    const row = rows.filter({ hasText: company.companyName });
    await expect(row.getByTestId('registration-cr')).toHaveText('1010123456');
    await expect(row.getByTestId('registration-vat')).toHaveText('310123456700003');
    await row.getByRole('button', { name: t('admin.registrations.approve'), exact: true }).click();
    const approve = admin.getByRole('dialog', { name: t('admin.registrations.approveTitle').replace('{company}', company.companyName) });
    await expect(approve.getByTestId('summary-cr')).toHaveText('1010123456');
    await expect(approve.getByTestId('summary-vat')).toHaveText('310123456700003');
    await expectFullyTranslated(admin, locale);
    await approve.getByLabel(t('admin.registrations.approveRole')).selectOption('retail');
    await approve.getByRole('button', { name: t('admin.registrations.confirmApprove') }).click();
    await expect(row.getByRole('combobox', { name: t('admin.registrations.statusOf').replace('{company}', company.companyName) })).toHaveValue('approved');

    // A rejection with a reason.
    const reason = ar ? 'رقم السجل التجاري لا يطابق اسم الشركة.' : 'The CR number does not match the company name.';
    const rejectedRow = rows.filter({ hasText: rejected.companyName });
    await rejectedRow.getByRole('button', { name: t('admin.registrations.reject'), exact: true }).click();
    const reject = admin.getByRole('dialog', { name: t('admin.registrations.rejectTitle').replace('{company}', rejected.companyName) });
    await expectFullyTranslated(admin, locale);
    await reject.getByLabel(t('admin.registrations.rejectReason')).fill(reason);
    await reject.getByRole('button', { name: t('admin.registrations.confirmReject') }).click();
    await expect(rejectedRow.getByRole('combobox').first()).toHaveValue('rejected');
    await expect(rejectedRow).toContainText(reason);

    // After both changes the table still fits its frame: no column hidden behind a scroll.
    const fit = await admin.locator('.registrations-table-wrap').evaluate((wrap) => ({ scroll: wrap.scrollWidth, client: wrap.clientWidth }));
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);

    // Spam goes, after a confirmation naming it.
    await rows.filter({ hasText: spam.companyName }).getByRole('button', { name: t('admin.registrations.deleteOf').replace('{company}', spam.companyName) }).click();
    const confirm = admin.getByRole('dialog', { name: t('admin.registrations.deleteTitle') });
    await expect(confirm).toContainText(spam.email);
    await confirm.getByRole('button', { name: t('admin.registrations.confirmDelete') }).click();
    await expect(admin.getByRole('status').filter({ hasText: spam.companyName })).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: spam.companyName })).toHaveCount(0);
    await expectFullyTranslated(admin, locale);

    // The status filter, applied when chosen, in the URL too; then a day after today (Riyadh): nothing.
    await filters.getByLabel(t('inbox.filters.status')).selectOption('rejected');
    await expect(admin).toHaveURL(/status=rejected/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(rejected.companyName);
    const tomorrow = new Date(Date.now() + (3 + 24) * 3_600_000).toISOString().slice(0, 10);
    await filters.getByLabel(t('inbox.filters.from')).fill(tomorrow);
    await filters.getByRole('button', { name: t('inbox.filters.apply'), exact: true }).click();
    await expect(admin.getByText(t('admin.registrations.emptyFiltered'))).toBeVisible();
    // Back returns to the list before the date; Clear shows everything again.
    await admin.goBack();
    await expect(rows).toHaveCount(1);
    await filters.getByRole('button', { name: t('inbox.filters.clear') }).click();
    await expect(admin).toHaveURL(/\/admin\/registrations$/);
    await adminContext.close();

    // The rejected applicant reads the reason when signing in.
    await gotoIn(page, locale, '/login');
    await fillLogin(page, locale, rejected.email, rejected.password);
    const refusal = page.getByTestId('login-error');
    await expect(refusal).toContainText(t('auth.login.rejectedTitle'));
    await expect(refusal.getByTestId('login-rejection-reason')).toContainText(reason);
    await expectFullyTranslated(page, locale);
  });
}
