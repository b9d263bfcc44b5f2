import { LOCALES, localizePath } from '../../src/i18n/locales.ts';
import { dictionaries } from '../../src/i18n/messages.ts';
import { expect, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';
import { ADMIN, signIn, uniqueEmail, words } from './quote-support.ts';

// The shop's notifications (ADR 0020) go to its sales address in English, whatever the page's language.
const mail = dictionaries.en;

for (const locale of LOCALES) {
  const w = words(locale);

  test(`a visitor's contact message reaches the shop as an e-mail the admin reads in the Outbox (${locale})`, async ({ page, browserErrors }) => {
    const subject = `Outbox ${locale} ${Date.now()}`;
    const sent = await page.request.post('/api/contact', {
      data: { name: 'Lina Haddad', company: 'Lina Lifts', email: uniqueEmail('outbox'), phone: '+966 50 123 4567', subject, message: 'First line\nSecond line' },
    });
    expect(sent.status()).toBe(201);

    await signIn(page.request, ADMIN);
    // The address alone gives the language: gotoIn's language script would be run in the e-mail's
    // frame too, which runs none.
    await page.goto(localizePath('/admin/outbox', locale));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const tabs = page.getByRole('navigation', { name: w['admin.nav.label'] });
    await expect(tabs.getByRole('link', { name: w['admin.nav.outbox'] })).toHaveAttribute('aria-current', 'page');
    // Without SMTP_URL this server keeps its e-mails in the development mailbox, and says so.
    await expect(page.getByText(w['adminOutbox.delivery.mailbox'])).toBeVisible();

    // The nudge after the message sends it at once; the list shows it sent once it has loaded after that.
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText(w['adminOutbox.status.sent'], { timeout: 2_000 });
    }).toPass();
    await expect(row).toContainText('sales@liftparts.example');
    await expect(row).toContainText(w['adminOutbox.template.new_message']);
    await expectFullyTranslated(page, locale);

    await row.getByRole('button', { name: w['adminOutbox.action.view'] }).click();
    const dialog = page.getByRole('dialog', { name: `${mail['email.new_message.subject'].replace('{subject}', subject)}` });
    await expect(dialog).toBeVisible();
    // The e-mail as its recipient sees it: the HTML, framed, and its plain-text part.
    const email = dialog.frameLocator('iframe.outbox-frame');
    await expect(email.getByRole('heading', { name: mail['email.new_message.heading'] })).toBeVisible();
    await expect(email.getByText('Lina Lifts')).toBeVisible();
    await expect(email.getByRole('link', { name: mail['email.new_message.action'] })).toHaveAttribute('href', 'http://localhost:' + new URL(page.url()).port + '/admin/messages');
    await expect(dialog.locator('.outbox-text')).toContainText('First line\nSecond line');
    await expect(dialog.getByText(w['adminOutbox.detail.messageId'])).toBeVisible();
    await expectFullyTranslated(page, locale);
    await dialog.getByRole('button', { name: w['adminOutbox.action.close'] }).last().click();
    await expect(dialog).toBeHidden();

    // The filter shows what it says, and lives in the address.
    await page.getByRole('group', { name: w['adminOutbox.filter.label'] }).getByRole('button', { name: new RegExp(`^${w['adminOutbox.status.dead']}`) }).click();
    await expect(page).toHaveURL(/\?status=dead$/);
    await expect(row).toHaveCount(0);

    // The e-mail's frame may run no script. Playwright's trace snapshots try one in every frame, and
    // Chromium reports each refusal: proof of the sandbox, not an error of the page.
    const refused = /console\.error Blocked script execution in '[^']*\/api\/admin\/outbox\/\d+\/preview'/;
    browserErrors.splice(0, browserErrors.length, ...browserErrors.filter((error) => !refused.test(error)));
  });
}
