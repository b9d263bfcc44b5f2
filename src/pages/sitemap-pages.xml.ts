import type { APIRoute } from 'astro';
import { pagesSitemapXml } from '#server/seo/sitemap';

export const prerender = true;

export const GET: APIRoute = ({ site }) =>
  new Response(pagesSitemapXml(site!), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
