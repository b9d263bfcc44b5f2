import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_QUERY, listApiPath, listQueryFromSearch, listReturnPath, searchFromListQuery, sortBy, withFilter } from './list-query.ts';

describe('products table state in the address bar', () => {
  it('opens on every product, status descending, page 1', () => {
    expect(listQueryFromSearch('')).toEqual({ q: '', status: 'all', sale: 'all', sort: 'status', dir: 'desc', page: 1 });
    expect(searchFromListQuery(DEFAULT_LIST_QUERY)).toBe('');
  });

  it('reads every part of a shared link and writes it back the same', () => {
    const search = '?q=door+motor&status=hidden&sale=on_sale&sort=sku&dir=asc&page=3';
    const query = listQueryFromSearch(search);
    expect(query).toEqual({ q: 'door motor', status: 'hidden', sale: 'on_sale', sort: 'sku', dir: 'asc', page: 3 });
    expect(searchFromListQuery(query)).toBe(search);
  });

  it('keeps Arabic searches', () => {
    const query = listQueryFromSearch(`?q=${encodeURIComponent('محرك باب')}`);
    expect(query.q).toBe('محرك باب');
    expect(listQueryFromSearch(searchFromListQuery(query)).q).toBe('محرك باب');
  });

  it('drops only the malformed parts of a link', () => {
    expect(listQueryFromSearch('?status=deleted&sort=price&dir=up&page=-2&sale=yes&q=abc')).toEqual({ ...DEFAULT_LIST_QUERY, q: 'abc' });
    expect(listQueryFromSearch('?page=2.5&sort=name').page).toBe(1);
    expect(listQueryFromSearch('?page=2.5&sort=name').sort).toBe('name');
  });

  it('asks the API with the same parameters', () => {
    expect(listApiPath(DEFAULT_LIST_QUERY, 'en')).toBe('/api/admin/products');
    expect(listApiPath({ ...DEFAULT_LIST_QUERY, q: 'KM 41', page: 2 }, 'en')).toBe('/api/admin/products?q=KM+41&page=2');
    expect(listApiPath({ ...DEFAULT_LIST_QUERY, sort: 'name' }, 'ar')).toBe('/api/admin/products?sort=name&lang=ar');
  });
});

describe('sorting and filtering', () => {
  it('flips the sorted column and starts another ascending, on page 1', () => {
    const onPage3 = { ...DEFAULT_LIST_QUERY, page: 3 };
    expect(sortBy(onPage3, 'status')).toMatchObject({ sort: 'status', dir: 'asc', page: 1 });
    expect(sortBy(onPage3, 'name')).toMatchObject({ sort: 'name', dir: 'asc', page: 1 });
    expect(sortBy({ ...DEFAULT_LIST_QUERY, sort: 'name', dir: 'asc' }, 'name')).toMatchObject({ sort: 'name', dir: 'desc' });
    expect(sortBy({ ...DEFAULT_LIST_QUERY, sort: 'sku', dir: 'asc' }, 'status')).toMatchObject({ sort: 'status', dir: 'desc' });
  });

  it('shows the first page of a new search or filter', () => {
    expect(withFilter({ ...DEFAULT_LIST_QUERY, page: 4, sort: 'sku' }, { status: 'active' })).toEqual({ ...DEFAULT_LIST_QUERY, sort: 'sku', status: 'active', page: 1 });
  });
});

describe('back from the editor', () => {
  const origin = 'https://shop.example';

  it('returns to the table as it was left', () => {
    expect(listReturnPath(`${origin}/admin?q=door&page=2`, origin, '/admin')).toBe('/admin?q=door&page=2');
    expect(listReturnPath(`${origin}/ar/admin/?status=hidden`, origin, '/ar/admin')).toBe('/ar/admin?status=hidden');
  });

  it('opens the first view when the editor was reached another way', () => {
    expect(listReturnPath('', origin, '/admin')).toBe('/admin');
    expect(listReturnPath(`${origin}/admin/products/new`, origin, '/admin')).toBe('/admin');
    expect(listReturnPath('https://elsewhere.example/admin?q=x', origin, '/admin')).toBe('/admin');
  });
});
