import type { CatalogueProduct } from '#lib/catalogue';
import { CURRENCY } from '#lib/money';
import { mediaUrl } from '#lib/media';
import { localized, type Locale } from '#i18n/locales';

/**
 * schema.org Product of a product page. The page is cached for every visitor, so the offer
 * carries only a price a visitor may see: the sale price while a sale is in force (with its end
 * as priceValidUntil). Class prices, the retail one included, stay out (ADR 0005). The part number
 * is the mpn; cross-references are PropertyValue identifiers.
 */
export function productJsonLd(product: CatalogueProduct, visitorPrice: string | null, locale: Locale, pageUrl: URL): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: localized(product, 'name', locale),
    description: localized(product, 'description', locale) || undefined,
    sku: product.sku,
    mpn: product.partNumber,
    // Issue 23: the OEM numbers (by brand) and the numbers it replaces, as further identifiers.
    ...(product.references.length
      ? {
          identifier: product.references.map((reference) => ({
            '@type': 'PropertyValue',
            propertyID: reference.kind === 'oem' ? (reference.brand ? `OEM ${reference.brand}` : 'OEM') : 'Replaces',
            value: reference.number,
          })),
        }
      : {}),
    image: product.images.map(({ key }) => new URL(mediaUrl(key, 960), pageUrl).href),
    offers: {
      '@type': 'Offer',
      url: pageUrl.href,
      priceCurrency: CURRENCY,
      availability: 'https://schema.org/InStock',
      // Catalogue prices exclude VAT (ADR 0021): said in the offer as on the page.
      ...(visitorPrice !== null
        ? { price: visitorPrice, priceSpecification: { '@type': 'UnitPriceSpecification', price: visitorPrice, priceCurrency: CURRENCY, valueAddedTaxIncluded: false } }
        : {}),
      ...(visitorPrice !== null && product.sale?.endsAt ? { priceValidUntil: product.sale.endsAt.slice(0, 10) } : {}),
    },
  };
}
