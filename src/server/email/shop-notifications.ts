import type { Transaction } from 'kysely';
import type { Locale } from '#i18n/locales';
import type { DB } from '../db/schema.ts';
import { companyForEmail } from './company.ts';
import { enqueueEmail, type QueuedEmail } from './outbox.ts';
import type { TemplateData } from './templates/data.ts';

type ShopTemplate = 'new_registration' | 'new_quote' | 'new_message' | 'quotation_response';

/**
 * The shop's own notifications go to its sales address (the company details the site shows) in
 * English: one language for one inbox, the administrators' working language in the screens' first
 * locale (ADR 0020). Changing it is this constant.
 */
export const SHOP_NOTIFICATION_LOCALE: Locale = 'en';

/** Queues a notification to the shop in the event's transaction; replies go to `replyTo` (the buyer). */
export async function notifyShop<T extends ShopTemplate>(tx: Transaction<DB>, template: T, data: TemplateData[T], { replyTo = null, now }: { replyTo?: string | null; now?: Date } = {}): Promise<QueuedEmail> {
  const company = await companyForEmail(tx);
  return enqueueEmail(tx, { template, to: company.salesEmail, locale: SHOP_NOTIFICATION_LOCALE, data, replyTo } as Parameters<typeof enqueueEmail>[1], now);
}
