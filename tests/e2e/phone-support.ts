import { request as playwrightRequest, type Locator } from '@playwright/test';
import type { AdminMessage, AdminQuote, Page as InboxPage } from '../../src/lib/inbox/types.ts';
import type { RegistrationRecord } from '../../src/lib/validation/registration-admin.ts';
import { ADMIN } from './auth.ts';
import { expect, test } from './fixtures.ts';

/**
 * Phone typing in the forms: a real paste (through the clipboard, one input event with the whole
 * text, as a browser delivers it), and what the server stored, read back as the admin sees it.
 */
export async function paste(field: Locator, text: string): Promise<void> {
  const page = field.page();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await field.press('ControlOrMeta+A');
  await field.press('ControlOrMeta+V');
}

async function asAdmin<T>(path: string): Promise<T> {
  const admin = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    expect((await admin.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
    const response = await admin.get(path);
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  } finally {
    await admin.dispose();
  }
}

export async function registrationPhone(email: string): Promise<Pick<RegistrationRecord, 'phoneCountryCode' | 'phone'>> {
  const { items } = await asAdmin<{ items: RegistrationRecord[] }>(`/api/admin/registrations?q=${encodeURIComponent(email)}`);
  const found = items.find((r) => r.email === email);
  expect(found, `registration of ${email}`).toBeTruthy();
  return { phoneCountryCode: found!.phoneCountryCode, phone: found!.phone };
}

export async function quotePhone(email: string): Promise<Pick<AdminQuote, 'phoneCountryCode' | 'phone'>> {
  const { items } = await asAdmin<InboxPage<AdminQuote>>('/api/admin/quotes');
  const found = items.find((q) => q.email === email);
  expect(found, `quote of ${email}`).toBeTruthy();
  return { phoneCountryCode: found!.phoneCountryCode, phone: found!.phone };
}

export async function messagePhone(email: string): Promise<string> {
  const { items } = await asAdmin<InboxPage<AdminMessage>>('/api/admin/messages');
  const found = items.find((m) => m.email === email);
  expect(found, `message of ${email}`).toBeTruthy();
  return found!.phone;
}
