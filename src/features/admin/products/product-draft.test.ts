import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '#lib/admin/products';
import { asciiNumber, createBody, draftFromProduct, emptyDraft, sameContent, updateBody, validateBody, type ProductDraft } from './product-draft.ts';

const filled = (): ProductDraft => ({
  ...emptyDraft(),
  sku: '10000001',
  partNumber: 'KM-601',
  nameEn: 'Door motor',
  nameAr: 'محرك باب',
  prices: { new_customer: '', retail: '120', small_company: '', large_company: '', distributor: '99.50' },
  categoryIds: [3],
});

const stored: AdminProduct = {
  id: 7,
  sku: '10000007',
  partNumber: 'KM-7',
  nameEn: 'Roller',
  nameAr: 'بكرة',
  descriptionEn: 'Steel',
  descriptionAr: 'فولاذ',
  prices: { new_customer: null, retail: '10.00', small_company: null, large_company: null, distributor: '8.00' },
  sale: { onSale: true, price: '7.50', endsAt: '2026-11-30T21:00:00.000Z' },
  categoryIds: [1, 4],
  images: [{ key: 'products/abc', altEn: 'Roller', altAr: 'بكرة' }],
  references: [{ kind: 'oem', brand: 'KONE', number: 'KM713120G01' }],
  status: 'active',
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('the editor form as an API body', () => {
  it('sends prices as the strings typed, an empty one as no price', () => {
    const body = createBody(filled(), []);
    expect(body.prices).toEqual({ new_customer: '', retail: '120', small_company: '', large_company: '', distributor: '99.50' });
    expect(validateBody(body)).toEqual({});
  });

  it('takes Arabic-Indic digits and the Arabic decimal separator, and sends ASCII', () => {
    expect(asciiNumber('١٢٣٫٥٠')).toBe('123.50');
    const body = createBody({ ...filled(), sku: '١٠٠٠٠٠٠٢', prices: { ...filled().prices, distributor: '٩٩٫٥' } }, []);
    expect(body.sku).toBe('10000002');
    expect(body.prices.distributor).toBe('99.5');
    expect(validateBody(body)).toEqual({});
  });

  it('sends the sale end typed in Riyadh time as ISO with its offset', () => {
    const body = createBody({ ...filled(), sale: { onSale: true, price: '80', endsAt: '2026-12-01T18:30' } }, []);
    expect(body.sale).toEqual({ onSale: true, price: '80', endsAt: '2026-12-01T18:30:00+03:00' });
  });

  it('adds status and version for a save of an existing product', () => {
    const body = updateBody(filled(), [{ key: 'products/x', altEn: '', altAr: '' }], 4);
    expect(body).toMatchObject({ status: 'hidden', version: 4, images: [{ key: 'products/x', altEn: '', altAr: '' }] });
    expect(validateBody(body)).toEqual({});
  });

  it('loads a stored product and sends it back unchanged', () => {
    const draft = draftFromProduct(stored);
    expect(draft.prices.new_customer).toBe('');
    expect(draft.sale.endsAt).toBe('2026-12-01T00:00');
    const body = updateBody(draft, stored.images, stored.version);
    expect(body).toMatchObject({ prices: { retail: '10.00', new_customer: '' }, sale: { endsAt: '2026-12-01T00:00:00+03:00' }, categoryIds: [1, 4] });
    expect(new Date(body.sale.endsAt!).toISOString()).toBe(stored.sale.endsAt);
    expect(validateBody(body)).toEqual({});
  });
});

describe('checks before sending (the server’s own schema)', () => {
  it('names each wrong field by its dotted path', () => {
    const errors = validateBody(
      createBody(
        {
          ...emptyDraft(),
          sku: '1234',
          prices: { new_customer: '-1', retail: '1.234', small_company: 'abc', large_company: '', distributor: '' },
          sale: { onSale: true, price: '', endsAt: '2026-02-30T10:00' },
        },
        [],
      ),
    );
    expect(errors).toMatchObject({
      sku: 'invalid_sku',
      partNumber: 'required',
      nameEn: 'required',
      nameAr: 'required',
      'prices.new_customer': 'negative_price',
      'prices.retail': 'too_many_decimals',
      'prices.small_company': 'invalid_price',
      'prices.distributor': 'required',
      'sale.price': 'sale_price_required',
      'sale.endsAt': 'invalid_date',
      categoryIds: 'categories_required',
    });
  });

  it('says a missing SKU is missing', () => {
    expect(validateBody(createBody({ ...filled(), sku: '' }, []))).toEqual({ sku: 'required' });
  });

  it('requires the distributor price and a sale price while on sale', () => {
    const missing = createBody({ ...filled(), prices: { ...filled().prices, distributor: '' }, sale: { onSale: true, price: '', endsAt: '' } }, []);
    expect(validateBody(missing)).toMatchObject({ 'prices.distributor': 'required', 'sale.price': 'sale_price_required' });
  });

  it('refuses more than 12 photos', () => {
    const photos = Array.from({ length: 13 }, (_, i) => ({ key: `products/p${i}`, altEn: '', altAr: '' }));
    expect(validateBody(createBody(filled(), photos))).toEqual({ images: 'too_many_images' });
  });
});

describe('unsaved changes', () => {
  it('are none right after loading, and a typed change is one', () => {
    const draft = draftFromProduct(stored);
    const loaded = updateBody(draft, stored.images, 3);
    expect(sameContent(loaded, updateBody(draftFromProduct(stored), stored.images, 3))).toBe(true);
    expect(sameContent(loaded, updateBody({ ...draft, nameEn: 'Roller 2' }, stored.images, 3))).toBe(false);
    expect(sameContent(loaded, updateBody(draft, [], 3))).toBe(false);
  });
});
