import { describe, expect, it } from 'vitest';
import { activityApiUrl, activityQueryFrom, activitySearch, DEFAULT_ACTIVITY_QUERY } from './activity-query.ts';

describe('activity screen URL', () => {
  it('reads the filters and page from the URL and writes them back', () => {
    const query = activityQueryFrom(new URLSearchParams('kind=product&sku=12345678&page=3'));
    expect(query).toEqual({ kind: 'product', sku: '12345678', page: 3 });
    expect(activitySearch(query)).toBe('?kind=product&sku=12345678&page=3');
    expect(activityApiUrl(query)).toBe('/api/admin/activity?kind=product&sku=12345678&page=3');
  });

  it('leaves the defaults out of the URL', () => {
    expect(activityQueryFrom(new URLSearchParams(''))).toEqual(DEFAULT_ACTIVITY_QUERY);
    expect(activitySearch(DEFAULT_ACTIVITY_QUERY)).toBe('');
    expect(activitySearch({ kind: 'settings', sku: '', page: 1 })).toBe('?kind=settings');
  });

  it('falls back part by part when an edited link holds a bad value', () => {
    expect(activityQueryFrom(new URLSearchParams('kind=users&sku=12&page=-4'))).toEqual(DEFAULT_ACTIVITY_QUERY);
    expect(activityQueryFrom(new URLSearchParams('kind=quote&sku=abc&page=2'))).toEqual({ kind: 'quote', sku: '', page: 2 });
  });
});
