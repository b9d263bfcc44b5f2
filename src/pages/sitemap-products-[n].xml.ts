import type { APIRoute } from 'astro';
import { db } from '#server/db/index';
import { productsSitemap, sitemapResponse } from '#server/seo/sitemap-service';

// The second and later product sitemaps (more than 25,000 active products); the first is
// /sitemap-products.xml, so /sitemap-products-1.xml does not exist.
export const prerender = false;

export const GET: APIRoute = async ({ site, params }) => {
  const n = /^[1-9][0-9]{0,5}$/.test(params.n ?? '') ? Number(params.n) : 0;
  return sitemapResponse(n >= 2 ? await productsSitemap(await db(), site!, n) : null);
};
