import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

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
  /** The plain-text part, decoded. */
  text: string;
}

function decodePart(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The plain-text part of a MIME message (nodemailer's multipart/alternative). */
function plainText(eml: string): string {
  const parts = eml.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    const headers = part.slice(0, split);
    if (/content-type:\s*text\/plain/i.test(headers)) return decodePart(headers, part.slice(split).trim());
  }
  return '';
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
  const eml = await readFile(join(MAILBOX, found!.file), 'utf8');
  return { subject: found!.subject, locale: found!.locale, text: plainText(eml) };
}

/** The site path (with its query) of the link in an e-mail that leads to `page` (`/verify-email`, `/set-password`). */
export function linkIn(email: ReceivedEmail, page: string): string {
  const match = new RegExp(`https?://[^\\s/]+((?:/[a-z]{2})?${page}\\?token=[A-Za-z0-9_%-]+)`).exec(email.text);
  expect(match, `a ${page} link in "${email.subject}"`).toBeTruthy();
  return match![1]!;
}
