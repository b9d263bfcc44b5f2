import type { APIRoute } from 'astro';
import { db } from '#server/db/index';
import { sitemapIndex, sitemapResponse } from '#server/seo/sitemap-service';

// The index names as many product sitemaps as the catalogue needs: answered on demand, CDN-cached.
export const prerender = false;

export const GET: APIRoute = async ({ site }) => sitemapResponse(await sitemapIndex(await db(), site!));
