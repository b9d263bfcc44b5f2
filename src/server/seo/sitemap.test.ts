import { describe, expect, it } from 'vitest';
import { readSitemap, sitemapLocations } from '../../../tests/support/sitemap-xml.ts';
import { pagesSitemapXml, productsSitemapCount, productsSitemapPath, productsSitemapXml, robotsTxt, sitemapIndexXml } from './sitemap.ts';

const site = new URL('https://shop.example');

describe('pagesSitemapXml', () => {
  it('lists every page in English and Arabic with language alternates', () => {
    const { entries } = readSitemap(pagesSitemapXml(site, ['/', '/about']));
    expect(entries.map((e) => e.loc)).toEqual(['https://shop.example/', 'https://shop.example/ar/', 'https://shop.example/about', 'https://shop.example/ar/about']);
    const about = { en: 'https://shop.example/about', ar: 'https://shop.example/ar/about', 'x-default': 'https://shop.example/about' };
    expect(entries[2]!.alternates).toEqual(about);
    expect(entries[3]!.alternates).toEqual(about);
  });

  it('covers the public pages by default and escapes URLs', () => {
    const xml = pagesSitemapXml(site);
    const listed = sitemapLocations(xml);
    for (const path of ['/products', '/home-lift', '/contact', '/cookie-policy', '/privacy', '/ar/terms', '/ar/home-lift']) expect(listed).toContain(`https://shop.example${path}`);
    expect(xml).not.toContain('/admin');
    const escaped = pagesSitemapXml(site, ['/a&b']);
    expect(escaped).toContain('/a&amp;b');
    expect(sitemapLocations(escaped)).toEqual(['https://shop.example/a&b', 'https://shop.example/ar/a&b']);
  });
});

describe('productsSitemapXml', () => {
  it('lists each product page in both languages with its alternates and last modification', () => {
    const { entries } = readSitemap(productsSitemapXml(site, [{ sku: '10005279', updatedAt: new Date('2026-11-20T08:30:00Z') }]));
    expect(entries.map((e) => e.loc)).toEqual(['https://shop.example/products/10005279', 'https://shop.example/ar/products/10005279']);
    expect(entries.map((e) => e.lastmod)).toEqual(['2026-11-20T08:30:00.000Z', '2026-11-20T08:30:00.000Z']);
    expect(entries[1]!.alternates.ar).toBe('https://shop.example/ar/products/10005279');
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
    const index = readSitemap(sitemapIndexXml(site, ['/sitemap-pages.xml', '/sitemap-products.xml']));
    expect(index.root).toBe('sitemapindex');
    expect(index.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(index.entries.map((e) => e.loc)).toEqual(['https://shop.example/sitemap-pages.xml', 'https://shop.example/sitemap-products.xml']);
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
