import type { AdminQuote } from '#lib/inbox/types';
import type { Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';

export interface QuoteProductLabel {
  title: string;
  sku: string | null;
  partNumber: string | null;
  /** A product quote whose product has since been deleted. */
  removed: boolean;
}

/** What a quote is about, as the inbox names it: the product in the admin's language, or what kind of request it is. */
export function quoteProductLabel(quote: AdminQuote, locale: Locale, t: Translate): QuoteProductLabel {
  if (quote.kind === 'custom') return { title: t('inbox.quote.custom'), sku: null, partNumber: null, removed: false };
  if (quote.kind === 'home_lift') return { title: t('inbox.quote.homeLift'), sku: null, partNumber: null, removed: false };
  const product = quote.product;
  if (!product || product.id === null) return { title: t('inbox.quote.productRemoved'), sku: product?.sku ?? null, partNumber: null, removed: true };
  return { title: (locale === 'ar' ? product.nameAr : product.nameEn) ?? '', sku: product.sku, partNumber: product.partNumber, removed: false };
}
