import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { LOCAL_ADMIN } from '../../src/server/env.ts';
import type { CustomerClass } from '../../src/lib/roles.ts';
import { test } from './fixtures.ts';

/**
 * Signed-in helpers for end-to-end specs. The e2e server is seeded with the local admin, and its
 * registration limit is raised (see playwright.config.ts), so specs may register freely.
 */
export const ADMIN = LOCAL_ADMIN;
export const E2E_PASSWORD = 'E2e#Password2025';

const baseURL = () => test.info().project.use.baseURL!;

/** Signs the page's browser context in through the API (fast; the form itself is tested in accounts.spec). */
export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await signInAs(page, ADMIN.email, ADMIN.password);
}

/** A company registered through the API: a fresh unique e-mail, pending until approved. */
export async function registerCompany(api: APIRequestContext, overrides: { companyName?: string } = {}): Promise<{ email: string; password: string; companyName: string }> {
  const id = randomUUID().slice(0, 8);
  const companyName = overrides.companyName ?? `E2E Lifts ${id}`;
  const email = `e2e-${id}@example.com`;
  const response = await api.post('/api/auth/register', {
    data: {
      companyName,
      contactPerson: 'E2E Tester',
      email,
      phoneCountryCode: '+966',
      phone: '512345678',
      password: E2E_PASSWORD,
      confirmPassword: E2E_PASSWORD,
      city: 'Riyadh',
      country: 'Saudi Arabia',
      crNumber: '1010123456',
    },
  });
  expect(response.status(), 'registration').toBe(201);
  return { email, password: E2E_PASSWORD, companyName };
}

/** Approves a registration with the given class, as the seeded admin would on the dashboard. */
export async function approve(email: string, role: CustomerClass): Promise<void> {
  const admin = await playwrightRequest.newContext({ baseURL: baseURL() });
  try {
    expect((await admin.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
    const { items } = (await (await admin.get(`/api/admin/registrations?q=${encodeURIComponent(email)}`)).json()) as { items: { userId: string; email: string }[] };
    const target = items.find((r) => r.email === email);
    expect(target, `registration of ${email}`).toBeTruthy();
    expect((await admin.patch(`/api/admin/registrations/${target!.userId}`, { data: { status: 'approved', role } })).status()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

/** A signed-in customer of the given class: registered, approved and signed in on `page`. */
export async function signInAsCustomer(page: Page, role: CustomerClass): Promise<{ email: string; password: string; companyName: string }> {
  const customer = await registerCompany(page.request);
  await approve(customer.email, role);
  await signInAs(page, customer.email, customer.password);
  return customer;
}
