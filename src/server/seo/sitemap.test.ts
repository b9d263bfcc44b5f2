import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const site = new URL('https://shop.example');

describe('sitemapXml', () => {
  it('lists every page in English and Arabic with language alternates', () => {
    const xml = sitemapXml(site, ['/', '/about']);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['https://shop.example/', 'https://shop.example/ar/', 'https://shop.example/about', 'https://shop.example/ar/about']);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://shop.example/ar/about"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/about"/>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it('covers the public pages by default and escapes URLs', () => {
    const xml = sitemapXml(site);
    for (const path of ['/products', '/home-lift', '/contact', '/cookie-policy', '/ar/home-lift']) expect(xml).toContain(`<loc>https://shop.example${path}</loc>`);
    expect(xml).not.toContain('/admin');
    expect(sitemapXml(site, ['/a&b'])).toContain('/a&amp;b');
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the admin area and the API and names the sitemap', () => {
    const robots = robotsTxt(site);
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Disallow: /ar/admin\n');
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
