import { describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '#lib/catalogue';
import { serializeJsonLd } from '#lib/json-ld';
import { productJsonLd } from './product-json-ld.ts';

const HOSTILE = '</script><script>alert(1)</script>';

const product: CatalogueProduct = {
  id: 1,
  sku: '12345678',
  partNumber: 'PN-</script>',
  nameEn: HOSTILE,
  nameAr: HOSTILE,
  descriptionEn: `<img src=x onerror=alert(1)> & ${HOSTILE}`,
  descriptionAr: '',
  images: [{ key: 'products/abc', altEn: '', altAr: '' }],
  categoryIds: [],
  references: [
    { kind: 'oem', brand: 'KONE', number: 'KM713120G01' },
    { kind: 'replaces', brand: '', number: 'KM-4099-A' },
  ],
  sale: { endsAt: '2026-12-31T21:00:00.000Z', after: null },
  price: { price: '120.50', was: '150.00', sale: true, actions: [] },
};

/**
 * The product page's structured data as the layout writes it (src/components/Layout.astro puts
 * serializeJsonLd's text inside the script element). Rendering the page itself is left to e2e.
 */
describe('product JSON-LD in the page', () => {
  it.each(['en', 'ar'] as const)('keeps a product named "</script><script>…" inside its script element (%s page)', (locale) => {
    const data = productJsonLd(product, '120.50', locale, new URL('https://liftparts.example/products/12345678'));
    const html = `<script type="application/ld+json">${serializeJsonLd(data)}</script>`;
    // The first closing tag is the element's own: nothing inside can end it or open another.
    expect(html.indexOf('</script')).toBe(html.length - '</script>'.length);
    expect(html.match(/<script/g)).toHaveLength(1);
    const parsed = JSON.parse(html.slice(html.indexOf('>') + 1, -'</script>'.length));
    expect(parsed).toMatchObject({ '@type': 'Product', name: HOSTILE, mpn: 'PN-</script>', offers: { price: '120.50' } });
  });

  it('names the part number as mpn and the cross-references as further identifiers (issue 23)', () => {
    const data = productJsonLd(product, null, 'en', new URL('https://liftparts.example/products/12345678'));
    expect(data.mpn).toBe('PN-</script>');
    expect(data.identifier).toEqual([
      { '@type': 'PropertyValue', propertyID: 'OEM KONE', value: 'KM713120G01' },
      { '@type': 'PropertyValue', propertyID: 'Replaces', value: 'KM-4099-A' },
    ]);
    expect(productJsonLd({ ...product, references: [] }, null, 'en', new URL('https://liftparts.example/p')).identifier).toBeUndefined();
  });

  it('says the offer excludes VAT, as the page does (ADR 0021)', () => {
    const data = productJsonLd(product, '120.50', 'en', new URL('https://liftparts.example/products/12345678'));
    expect(data.offers).toMatchObject({ priceCurrency: 'SAR', priceSpecification: { price: '120.50', priceCurrency: 'SAR', valueAddedTaxIncluded: false } });
  });
});
