import { describe, expect, it } from 'vitest';
import { pagesSitemapXml, productsSitemapCount, productsSitemapPath, productsSitemapXml, robotsTxt, sitemapIndexXml } from './sitemap.ts';

const site = new URL('https://shop.example');
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('pagesSitemapXml', () => {
  it('lists every page in English and Arabic with language alternates', () => {
    const xml = pagesSitemapXml(site, ['/', '/about']);
    expect(locsOf(xml)).toEqual(['https://shop.example/', 'https://shop.example/ar/', 'https://shop.example/about', 'https://shop.example/ar/about']);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://shop.example/ar/about"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/about"/>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it('covers the public pages by default and escapes URLs', () => {
    const xml = pagesSitemapXml(site);
    for (const path of ['/products', '/home-lift', '/contact', '/cookie-policy', '/privacy', '/ar/terms', '/ar/home-lift']) expect(xml).toContain(`<loc>https://shop.example${path}</loc>`);
    expect(xml).not.toContain('/admin');
    expect(pagesSitemapXml(site, ['/a&b'])).toContain('/a&amp;b');
  });
});

describe('productsSitemapXml', () => {
  it('lists each product page in both languages with its alternates and last modification', () => {
    const xml = productsSitemapXml(site, [{ sku: '10005279', updatedAt: new Date('2026-11-20T08:30:00Z') }]);
    expect(locsOf(xml)).toEqual(['https://shop.example/products/10005279', 'https://shop.example/ar/products/10005279']);
    expect(xml.match(/<lastmod>2026-11-20T08:30:00.000Z<\/lastmod>/g)).toHaveLength(2);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://shop.example/ar/products/10005279"/>');
  });
});

describe('the sitemap index', () => {
  it('splits the products over files of 25,000 (50,000 addresses each)', () => {
    expect(productsSitemapCount(0)).toBe(1);
    expect(productsSitemapCount(25_000)).toBe(1);
    expect(productsSitemapCount(25_001)).toBe(2);
    expect([1, 2, 3].map(productsSitemapPath)).toEqual(['/sitemap-products.xml', '/sitemap-products-2.xml', '/sitemap-products-3.xml']);
  });

  it('names each sitemap by its full address', () => {
    const xml = sitemapIndexXml(site, ['/sitemap-pages.xml', '/sitemap-products.xml']);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locsOf(xml)).toEqual(['https://shop.example/sitemap-pages.xml', 'https://shop.example/sitemap-products.xml']);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the admin area and the API and names the sitemap index', () => {
    const robots = robotsTxt(site);
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Disallow: /ar/admin\n');
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
