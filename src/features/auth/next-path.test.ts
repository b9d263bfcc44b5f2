import { describe, expect, it } from 'vitest';
import { landingPath, loginPathBackTo, safeNextPath } from './next-path.ts';

const origin = 'https://shop.example';

describe('return path after sign-in', () => {
  it('follows paths on this site, keeping query and hash', () => {
    expect(safeNextPath('/admin/quotes', origin)).toBe('/admin/quotes');
    expect(safeNextPath('/ar/products?category=door-motors#top', origin)).toBe('/ar/products?category=door-motors#top');
  });

  it.each([null, '', 'admin', '//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/login', '/ar/register?x=1'])(
    'ignores %j',
    (next) => {
      expect(safeNextPath(next, origin)).toBeNull();
    },
  );

  it('sends admins to the dashboard and customers to the catalogue, in their language', () => {
    expect(landingPath('admin', 'en', null)).toBe('/admin');
    expect(landingPath('retail', 'ar', null)).toBe('/ar/products');
    expect(landingPath('retail', 'en', '/admin/messages')).toBe('/admin/messages');
  });

  it('builds the sign-in link that comes back to the current page, in its language', () => {
    expect(loginPathBackTo('en', new URL('/products?category=door-motors#grid', origin))).toBe('/login?next=%2Fproducts%3Fcategory%3Ddoor-motors%23grid');
    expect(loginPathBackTo('ar', new URL('/ar/products/10001307', origin))).toBe('/ar/login?next=%2Far%2Fproducts%2F10001307');
    // Never back to the sign-in or registration page itself.
    expect(loginPathBackTo('ar', new URL('/ar/register', origin))).toBe('/ar/login');
  });
});
