import { describe, expect, it } from 'vitest';
import { filtersFromSearch, hasFilters, productsQuery, searchFromFilters } from './catalogue-url.ts';

describe('catalogue filters in the address bar', () => {
  it('reads category, sale filter and search', () => {
    expect(filtersFromSearch('?category=door-motors&filter=sale&q=KM-41')).toEqual({ category: 'door-motors', saleOnly: true, q: 'KM-41' });
    expect(filtersFromSearch('')).toEqual({ category: null, saleOnly: false, q: '' });
  });

  it('ignores malformed values and sanitises the search', () => {
    expect(filtersFromSearch('?category=<script>&filter=cheap&q=door%3Cb%3E%27motor')).toEqual({ category: 'script', saleOnly: false, q: 'doorbmotor' });
    expect(filtersFromSearch('?category=%3C%3E&q=').category).toBeNull();
    expect(filtersFromSearch('?category=Door-Motors').category).toBe('door-motors');
    // A category's English name however it is spaced or cased (issue 20).
    for (const written of ['Door%20Motors', 'door+motors', '%20DOOR%20%20%20motors%20', 'door%09motors']) expect(filtersFromSearch(`?category=${written}`).category).toBe('door-motors');
    // SPEC's literal form of a category name keeps its symbols.
    expect(filtersFromSearch('?category=Keys-%26-Locks').category).toBe('keys-&-locks');
  });

  it('writes them back in a stable order', () => {
    const filters = { category: 'access-safety', saleOnly: true, q: '' };
    expect(searchFromFilters(filters)).toBe('?category=access-safety&filter=sale');
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
    expect(searchFromFilters({ category: null, saleOnly: false, q: '' })).toBe('');
  });

  it('knows when a filter is active', () => {
    expect(hasFilters({ category: null, saleOnly: false, q: '' })).toBe(false);
    expect(hasFilters({ category: null, saleOnly: false, q: 'x' })).toBe(true);
  });

  it('builds the products call', () => {
    expect(productsQuery({ category: 'fans', saleOnly: false, q: 'a b' }, 15, 50, false)).toBe('/api/products?offset=15&limit=50&category=fans&q=a+b');
    expect(productsQuery({ category: null, saleOnly: false, q: '' }, 0, 15, true)).toBe('/api/products?offset=0&limit=15&featured=1');
  });
});
