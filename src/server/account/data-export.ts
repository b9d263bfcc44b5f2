import type { AccountDevice } from '#lib/account/devices';
import { isCustomerClass } from '#lib/roles';
import type { Database } from '../db/index.ts';
import { notFound } from '../http/errors.ts';
import type { Customer } from './guard.ts';
import { listDevices } from './devices.ts';
import { statusHistory } from './requests.ts';
import { readSavedQuoteList } from './quote-list.ts';
import { quoteLinesOf } from '../quotes/list-lines.ts';
import { selectAccount, selectAccountAudit, selectAllMessagesOf, selectAllQuotesOf } from './repository.ts';

/**
 * "Download my data" (Saudi PDPL, issue 21): everything the shop holds about the buyer, as one
 * JSON document: the account, the company profile, every quote request and message they sent
 * (with the address each came from, its status history and a list request's lines), the quote
 * list kept for the account, the devices signed in, and the log's
 * entries about the account. Who in the shop made a change is not the buyer's data and is left
 * out ("shop" or "you"). Photos attached to custom requests are counted, not copied.
 */
export const DATA_EXPORT_FORMAT = 'gulf-lift-parts/account-data@1';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function exportAccountData(db: Database, customer: Customer, now = new Date()) {
  const account = await selectAccount(db, customer.userId);
  if (!account) throw notFound();
  const [quotes, messages, devices, audit, quoteList] = await Promise.all([
    selectAllQuotesOf(db, customer.userId),
    selectAllMessagesOf(db, customer.userId),
    listDevices(db, customer, now),
    selectAccountAudit(db, customer.userId),
    readSavedQuoteList(db, customer.userId),
  ]);
  const lines = await quoteLinesOf(db, quotes.flatMap((q) => (q.kind === 'list' ? [q.id] : [])));
  const history = await statusHistory(db, { quotes: quotes.map((q) => q.id), messages: messages.map((m) => m.id) });
  return {
    format: DATA_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    account: {
      email: account.email,
      registeredAt: iso(account.created_at),
      closureRequestedAt: iso(account.closure_requested_at),
    },
    companyProfile: {
      companyName: account.company_name,
      registrationNumber: account.registration_number,
      contactPerson: account.contact_person,
      phoneCountryCode: account.phone_country_code,
      phone: account.phone,
      city: account.city,
      country: account.country,
      status: account.status,
      customerClass: account.status === 'approved' && isCustomerClass(account.role) ? account.role : null,
      createdAt: iso(account.profile_created_at),
      updatedAt: iso(account.profile_updated_at),
    },
    quoteRequests: quotes.map((q) => ({
      id: q.id,
      sentAt: iso(q.created_at),
      kind: q.kind,
      productSku: q.product_sku,
      company: q.company,
      name: q.name,
      email: q.email,
      phone: `${q.phone_country_code} ${q.phone}`,
      quantity: q.quantity,
      lines: lines.get(q.id) ?? [],
      notes: q.notes,
      photos: q.images.length,
      sentFromAddress: q.ip_address,
      status: q.status,
      statusHistory: history.get(`quote:${q.id}`) ?? [],
    })),
    messages: messages.map((m) => ({
      id: m.id,
      sentAt: iso(m.created_at),
      name: m.name,
      company: m.company,
      email: m.email,
      phone: m.phone,
      subject: m.subject,
      message: m.message,
      sentFromAddress: m.ip_address,
      status: m.status,
      statusHistory: history.get(`message:${m.id}`) ?? [],
    })),
    // The quote list kept for the account (issue 23).
    quoteList: quoteList.map((line) => ('product' in line ? { sku: line.product.sku, partNumber: line.product.partNumber, quantity: line.quantity } : line)),
    devicesSignedIn: devices.map(({ device, startedAt, lastActiveAt, current }: AccountDevice) => ({
      browser: device?.browser ?? null,
      operatingSystem: device?.os ?? null,
      signedInAt: startedAt,
      lastActiveAt,
      thisDevice: current,
    })),
    accountHistory: audit.map((entry) => ({
      at: iso(entry.created_at),
      action: entry.action,
      by: entry.actor_id === customer.userId ? 'you' : 'shop',
      before: entry.before,
      after: entry.after,
    })),
  };
}

export type AccountDataExport = Awaited<ReturnType<typeof exportAccountData>>;

/** The download's file name: the shop's, the date it was made. */
export function dataExportFileName(now: Date): string {
  return `gulf-lift-parts-my-data-${now.toISOString().slice(0, 10)}.json`;
}
