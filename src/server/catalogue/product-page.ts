import { pageLocale } from '#i18n/page-locale';
import { SKU_PATTERN, type ProductPageData } from '#lib/catalogue';
import type { Locale } from '#i18n/locales';
import { viewerKind } from '#lib/pricing';
import { db } from '../db/index.ts';
import { productDetail } from './catalogue-service.ts';
import { productJsonLd } from './product-json-ld.ts';
import { catalogueAudience, pageCacheHeaders } from './viewer-cache.ts';
import { CATALOGUE_TAG, productTag } from '../http/cache-tags.ts';

export type { ProductPageData } from '#lib/catalogue';

/** Minimal part of Astro's global the product route needs (keeps this module free of Astro types). */
interface ProductRouteContext {
  request: Request;
  url: URL;
  params: Record<string, string | undefined>;
  currentLocale: string | undefined;
  response: { status?: number; headers: Headers };
}

/**
 * The product route of both locales: loads the page's data and sets the response's cache headers,
 * or its 404 status for unknown and hidden SKUs (the page then renders the 404 view).
 */
export async function productRoute(astro: ProductRouteContext): Promise<ProductPageData | null> {
  const locale = pageLocale(astro);
  const data = await loadProductPage(astro.request, astro.params.sku, locale, astro.url);
  if (!data) astro.response.status = 404;
  else for (const [name, value] of Object.entries(data.headers)) astro.response.headers.set(name, value);
  return data;
}

/**
 * Everything the product page renders, shaped for the viewer; null for unknown and hidden SKUs
 * (the page answers with the 404 page), except that administrators see hidden products too (a
 * preview before showing them; private to them, as every signed-in answer). The structured data
 * is always the visitor's view.
 */
export async function loadProductPage(req: Request, sku: string | undefined, locale: Locale, pageUrl: URL): Promise<ProductPageData | null> {
  if (!sku || !SKU_PATTERN.test(sku)) return null;
  const database = await db();
  const audience = await catalogueAudience(database, req);
  const now = new Date();
  const detail = await productDetail(database, sku, audience.role, now, { includeHidden: audience.role === 'admin' });
  if (!detail) return null;
  // On the detail page every role is shown a sale in force, and visitors see nothing else.
  const visitorPrice = detail.product.sale ? detail.product.price.price : null;
  return {
    ...detail,
    viewer: viewerKind(audience.role),
    // Only administrators get here for a hidden product, always with a session; never stored, whatever happens.
    headers: pageCacheHeaders(detail.hidden ? { ...audience, shared: false } : audience, [CATALOGUE_TAG, productTag(sku)]),
    jsonLd: productJsonLd(detail.product, visitorPrice, locale, pageUrl),
  };
}
