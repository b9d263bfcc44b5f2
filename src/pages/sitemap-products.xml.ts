import type { APIRoute } from 'astro';
import { db } from '#server/db/index';
import { productsSitemap, sitemapResponse } from '#server/seo/sitemap-service';

// The first product sitemap (further ones: sitemap-products-[n].xml), from the database.
export const prerender = false;

export const GET: APIRoute = async ({ site }) => sitemapResponse(await productsSitemap(await db(), site!, 1));
