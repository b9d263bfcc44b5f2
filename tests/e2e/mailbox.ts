import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import PostalMime from 'postal-mime';

/**
 * The e2e server's development mailbox (ADR 0020): without SMTP_URL every e-mail is a file under
 * DATA_DIR/mailbox (playwright.config.ts sets DATA_DIR), a JSON entry beside the .eml a mail program
 * would open. Specs read a buyer's mail here as the buyer would read it in theirs.
 */
const MAILBOX = join(process.cwd(), '.data/e2e/mailbox');

interface Entry {
  to: string;
  template: string;
  locale: string;
  subject: string;
  file: string;
  deliveredAt: string;
}

export interface ReceivedEmail {
  subject: string;
  locale: string;
  /** The plain-text part, decoded (postal-mime reads the message as a mail program would). */
  text: string;
}

/** Waits for the newest e-mail of a template to an address, and reads it. */
export async function waitForEmail(to: string, template: string): Promise<ReceivedEmail> {
  let found: Entry | undefined;
  await expect(async () => {
    const names = (await readdir(MAILBOX).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
    const entries = await Promise.all(names.map(async (name) => JSON.parse(await readFile(join(MAILBOX, name), 'utf8')) as Entry));
    found = entries.filter((e) => e.to === to && e.template === template).sort((a, b) => a.deliveredAt.localeCompare(b.deliveredAt)).at(-1);
    expect(found, `${template} e-mail to ${to}`).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  const email = await PostalMime.parse(await readFile(join(MAILBOX, found!.file)));
  return { subject: email.subject ?? '', locale: found!.locale, text: email.text ?? '' };
}

/** The site path (with its query) of the link in an e-mail that leads to `page` (`/verify-email`, `/set-password`). */
export function linkIn(email: ReceivedEmail, page: string): string {
  const match = new RegExp(`https?://[^\\s/]+((?:/[a-z]{2})?${page}\\?token=[A-Za-z0-9_%-]+)`).exec(email.text);
  expect(match, `a ${page} link in "${email.subject}"`).toBeTruthy();
  return match![1]!;
}
