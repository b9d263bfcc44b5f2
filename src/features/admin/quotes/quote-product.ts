import type { AdminQuote } from '#lib/inbox/types';
import { localized, type Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';

export interface QuoteProductLabel {
  /** The product's name in the admin's language (kept from the deleted product when there is one). */
  title: string;
  sku: string | null;
  partNumber: string | null;
  /** A product quote whose product has since been deleted. */
  removed: boolean;
  /** Removed, yet named: the title is the kept name, and "Product removed" is said beside it. */
  removedNamed: boolean;
  /** The title is a product's name as an administrator typed it: shown as typed, in <bdi> (ADR 0021). */
  typed: boolean;
}

/** What a quote is about, as the inbox names it: the product in the admin's language, or what kind of request it is. */
export function quoteProductLabel(quote: AdminQuote, locale: Locale, t: Translate): QuoteProductLabel {
  if (quote.kind === 'custom') return { title: t('inbox.quote.custom'), sku: null, partNumber: null, removed: false, removedNamed: false, typed: false };
  if (quote.kind === 'home_lift') return { title: t('inbox.quote.homeLift'), sku: null, partNumber: null, removed: false, removedNamed: false, typed: false };
  if (quote.kind === 'list') {
    // A list request is named by its first line; the table says how many there are (issue 23).
    const first = quote.lines[0];
    const title = first?.requested ?? (first ? localized({ nameEn: first.nameEn ?? '', nameAr: first.nameAr ?? '' }, 'name', locale) : '');
    return { title, sku: first?.sku ?? null, partNumber: first?.partNumber ?? null, removed: false, removedNamed: false, typed: true };
  }
  const product = quote.product;
  const name = product ? localized(product, 'name', locale) : null;
  // A deleted product's quote keeps the name, SKU and part number the delete copied onto it.
  if (!product || product.id === null) {
    return { title: name ?? t('inbox.quote.productRemoved'), sku: product?.sku ?? null, partNumber: product?.partNumber ?? null, removed: true, removedNamed: name !== null, typed: name !== null };
  }
  return { title: name ?? '', sku: product.sku, partNumber: product.partNumber, removed: false, removedNamed: false, typed: true };
}
