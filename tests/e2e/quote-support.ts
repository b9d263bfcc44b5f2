import type { APIRequestContext, Locator } from '@playwright/test';
import sharp from 'sharp';
import { dictionaries } from '../../src/i18n/messages.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import type { ProductPage, CatalogueProduct } from '../../src/lib/catalogue.ts';
import { expect } from './fixtures.ts';

/** Helpers for the quote, contact and inbox specs: the page's words, buyers, photos, products. */
export const words = (locale: Locale) => dictionaries[locale];

let n = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++n}@example.com`;

export interface Buyer {
  company: string;
  name: string;
  email: string;
  phone: string;
}

export const buyer = (label: string): Buyer => ({ company: `${label} Lifts Co`, name: 'Sara Al-Qahtani', email: uniqueEmail(label), phone: '512345678' });

/** Fills a quote dialog's contact fields (and optionally quantity and notes). */
export async function fillQuote(dialog: Locator, who: Buyer, extra: { quantity?: string; notes?: string } = {}): Promise<void> {
  await dialog.locator('[name=company]').fill(who.company);
  await dialog.locator('[name=name]').fill(who.name);
  await dialog.locator('[name=email]').fill(who.email);
  await dialog.locator('[name=phone]').fill(who.phone);
  if (extra.quantity !== undefined) await dialog.locator('[name=quantity]').fill(extra.quantity);
  if (extra.notes !== undefined) await dialog.locator('[name=notes]').fill(extra.notes);
}

/** Two small photos as a phone would hand them over: a JPEG and a PNG. */
export async function photos(): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  const jpeg = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r: 170, g: 60, b: 40 } } }).jpeg().toBuffer();
  const png = await sharp({ create: { width: 600, height: 800, channels: 4, background: { r: 30, g: 90, b: 200, alpha: 0.7 } } }).png().toBuffer();
  return [
    { name: 'door-roller.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'nameplate.png', mimeType: 'image/png', buffer: png },
  ];
}

/** Active products as a visitor sees them: one on sale, one not. */
export async function catalogueProducts(request: APIRequestContext): Promise<{ regular: CatalogueProduct; onSale: CatalogueProduct }> {
  const all = (await (await request.get('/api/products?limit=50')).json()) as ProductPage;
  const sales = (await (await request.get('/api/products?filter=sale&limit=50')).json()) as ProductPage;
  const regular = all.items.find((p) => !p.sale);
  const onSale = sales.items[0];
  expect(regular && onSale, 'the seed has regular and sale products').toBeTruthy();
  return { regular: regular!, onSale: onSale! };
}

/** A product whose price area offers the caller (signed in or not) the given quote. */
export async function productOffering(request: APIRequestContext, action: 'standard' | 'wholesale' | 'official'): Promise<CatalogueProduct> {
  const all = (await (await request.get('/api/products?limit=50')).json()) as ProductPage;
  const product = all.items.find((p) => p.price.actions.includes(action));
  expect(product, `a product offering ${action}`).toBeTruthy();
  return product!;
}

export const ADMIN = { email: 'admin@liftparts.example', password: 'Admin#Lift2025' };

/** Registers a business and has the admin approve it as a retail customer; returns its sign-in. */
export async function approvedCustomer(request: APIRequestContext, admin: APIRequestContext): Promise<{ email: string; password: string; company: string; contact: string }> {
  const account = { email: uniqueEmail('retail'), password: 'Quote#Buyer2026!', company: 'Jeddah Tower Services', contact: 'Faisal Al-Harbi' };
  const registered = await request.post('/api/auth/register', {
    data: {
      companyName: account.company,
      contactPerson: account.contact,
      email: account.email,
      phoneCountryCode: '+971',
      phone: '501234567',
      password: account.password,
      confirmPassword: account.password,
      city: 'Jeddah',
      country: 'Saudi Arabia',
      crNumber: '4030123456',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await signIn(admin, ADMIN);
  const list = (await (await admin.get(`/api/admin/registrations?q=${encodeURIComponent(account.email)}`)).json()) as { items: { userId: string; email: string }[] };
  const userId = list.items.find((r) => r.email === account.email)!.userId;
  expect((await admin.patch(`/api/admin/registrations/${userId}`, { data: { status: 'approved', role: 'retail' } })).ok()).toBe(true);
  return account;
}

export async function signIn(request: APIRequestContext, credentials: { email: string; password: string }): Promise<void> {
  const response = await request.post('/api/auth/login', { data: credentials });
  expect(response.ok(), await response.text()).toBe(true);
}
