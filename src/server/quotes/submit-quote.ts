import { localized } from '#i18n/locales';
import { isProductQuoteKind } from '#lib/quote-kinds';
import type { QuoteRequest } from '#lib/validation/quote';
import { notesWithTitle } from '#lib/validation/quote-notes';
import { useTranslations } from '#i18n/t';
import type { Database } from '../db/index.ts';
import { inTransaction, mayHaveCommitted } from '../db/transaction.ts';
import { once } from '../idempotency/once.ts';
import { earlierKeyedWrite } from '../idempotency/repository.ts';
import { keyColumns, keyedRequest, sha256, type KeyedRequest } from '../idempotency/request.ts';
import { badRequest } from '../http/errors.ts';
import { notifyShop } from '../email/shop-notifications.ts';
import { assertWithinRateLimits, clientLimitKey, consumeRateLimits, type RateLimitCheck } from '../rate-limit-guard.ts';
import { checkUploadedImages, deleteQuoteImages, storeQuoteImages, type UploadedImage } from './image-files.ts';
import { QUOTE_LIMIT_PER_EMAIL, quoteLimitPerIp } from './rate-limits.ts';
import { findActiveProduct, insertQuote } from './repository.ts';
import { insertQuoteLines, resolveListLines } from './list-lines.ts';

interface QuoteSubmitOptions {
  images?: UploadedImage[];
  ip: string | null;
  /** The signed-in buyer sending it (from the session), or null for a visitor. */
  userId?: string | null;
  now?: Date;
}

/**
 * submitQuote at most once per idempotency key (issue 13): a retry or a double click with the
 * same key gets the first answer, without a second row, photos stored again or a rate-limit count.
 * The photos are part of the request the key stands for (by their content's hash).
 */
export async function submitQuoteOnce(db: Database, input: QuoteRequest, options: QuoteSubmitOptions & { idempotencyKey: string | null }): Promise<{ id: number }> {
  const { idempotencyKey, ...rest } = options;
  const request = keyedRequest(idempotencyKey, { input, images: (rest.images ?? []).map((image) => sha256(image.data)) });
  return once(request, {
    find: earlierKeyedWrite(db, 'quotes', (id) => ({ id: Number(id) })),
    write: () => submitQuote(db, input, { ...rest, idempotency: request }),
  });
}

/**
 * Saves a quote request and its photos together or not at all: photos are checked, re-encoded
 * and written first; the rate-limit count, the product lookup and the row are one transaction;
 * if that transaction fails (including a refusal by the rate limit), the written photos are deleted.
 * The product is looked up only once the caller is within its limits, so a caller over them
 * costs no query beyond the limits' own.
 */
export async function submitQuote(
  db: Database,
  input: QuoteRequest,
  { images = [], ip, userId = null, now = new Date(), idempotency = null }: QuoteSubmitOptions & { idempotency?: KeyedRequest | null },
): Promise<{ id: number }> {
  await checkUploadedImages(images);
  const limits: RateLimitCheck[] = [
    [QUOTE_LIMIT_PER_EMAIL, input.email],
    [quoteLimitPerIp(), clientLimitKey(ip)],
  ];
  // Photos cost real work to process: a caller already over the limit is refused before it.
  if (images.length > 0) await assertWithinRateLimits(db, limits, now);

  const imageKeys = await storeQuoteImages(images, now);
  try {
    const id = await inTransaction(db, async (trx) => {
      await consumeRateLimits(trx, limits, now);
      const product = await productFor(trx, input);
      const lines = input.kind === 'list' ? await resolveListLines(trx, input.lines) : [];
      // A list's quantity is its units in all; each line keeps its own.
      const quantity = input.kind === 'list' ? lines.reduce((sum, line) => sum + line.quantity, 0) : input.quantity;
      const quoteId = await insertQuote(trx, {
        kind: input.kind,
        product_id: product?.id ?? null,
        product_sku: product?.sku ?? null,
        company: input.company,
        name: input.name,
        email: input.email,
        phone_country_code: input.phoneCountryCode,
        phone: input.phone,
        quantity,
        notes: notesFor(input, product),
        images: JSON.stringify(imageKeys),
        ip_address: ip,
        user_id: userId,
        locale: input.locale,
        created_at: now,
        ...keyColumns(idempotency),
      });
      if (lines.length > 0) await insertQuoteLines(trx, quoteId, lines);
      // The shop hears of it from the same transaction (ADR 0020); a reply goes to the buyer.
      await notifyShop(
        trx,
        'new_quote',
        {
          quoteId,
          kind: input.kind,
          company: input.company,
          name: input.name,
          email: input.email,
          phone: `${input.phoneCountryCode} ${input.phone}`,
          quantity,
          lines,
          product: product ? { sku: product.sku, nameEn: product.name_en, nameAr: product.name_ar } : null,
          notes: input.notes,
          photoCount: imageKeys.length,
          requestLocale: input.locale,
          submittedAt: now.toISOString(),
        },
        { replyTo: input.email, now },
      );
      return quoteId;
    }, { idempotent: idempotency !== null });
    return { id };
  } catch (error) {
    // A row that may have committed refers to these photos: a stray file beats a missing one.
    if (!mayHaveCommitted(error)) await deleteQuoteImages(imageKeys);
    throw error;
  }
}

type QuotedProduct = NonNullable<Awaited<ReturnType<typeof findActiveProduct>>>;

/** A product quote must name a product a visitor can see; hidden or deleted ones are refused. */
async function productFor(db: Database, input: QuoteRequest): Promise<QuotedProduct | null> {
  if (input.kind === 'custom' || input.kind === 'home_lift' || input.kind === 'list') return null;
  const product = await findActiveProduct(db, input.productId);
  if (!product) throw badRequest({ productId: 'product_unavailable' });
  return product;
}

/** Product and home-lift quotes begin with a title line in the language the buyer used. */
function notesFor(input: QuoteRequest, product: QuotedProduct | null): string {
  const t = useTranslations(input.locale);
  if (input.kind === 'home_lift') return notesWithTitle(t('quotes.notesTitle.home_lift'), input.notes);
  if (input.kind === 'list') return notesWithTitle(t('quotes.notesTitle.list'), input.notes);
  if (product && isProductQuoteKind(input.kind)) {
    const name = localized({ nameEn: product.name_en, nameAr: product.name_ar }, 'name', input.locale);
    return notesWithTitle(t(`quotes.notesTitle.${input.kind}`, { product: name, sku: product.sku }), input.notes);
  }
  return input.notes;
}
