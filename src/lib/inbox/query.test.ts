import { describe, expect, it } from 'vitest';
import { inboxApiPath, inboxQueryFromSearch, inboxSearch, isInboxFiltered, quoteInboxQuerySchema } from './query.ts';
import { QUOTE_STATUSES } from './types.ts';

describe('an inbox query in the address (issue 20)', () => {
  it('reads each part with the API’s rules, a bad part falling back to its default alone', () => {
    expect(inboxQueryFromSearch(QUOTE_STATUSES, '?q=al+noor&status=finished&from=2026-03-01&to=2026-03-31&page=2')).toEqual({
      q: 'al noor',
      status: 'finished',
      from: '2026-03-01',
      to: '2026-03-31',
      page: 2,
    });
    expect(inboxQueryFromSearch(QUOTE_STATUSES, '?status=archived&from=2026-13-01&page=-1&q=door')).toEqual({ q: 'door', status: 'all', from: '', to: '', page: 1 });
    // A range that ends before it starts loses its end.
    expect(inboxQueryFromSearch(QUOTE_STATUSES, '?from=2026-03-02&to=2026-03-01')).toMatchObject({ from: '2026-03-02', to: '' });
  });

  it('writes only what differs from the defaults, and the API call takes the same parameters', () => {
    const query = { q: 'sara@', status: 'pending' as const, from: '', to: '2026-03-31', page: 1 };
    expect(inboxSearch(query)).toBe('?q=sara%40&status=pending&to=2026-03-31');
    expect(inboxApiPath('/api/admin/quotes', query)).toBe('/api/admin/quotes?q=sara%40&status=pending&to=2026-03-31');
    expect(inboxSearch({ q: '', status: 'all', from: '', to: '', page: 1 })).toBe('');
    expect(isInboxFiltered({ q: '', status: 'all', from: '', to: '', page: 3 })).toBe(false);
    expect(quoteInboxQuerySchema.parse(Object.fromEntries(new URLSearchParams(inboxSearch(query))))).toEqual(query);
  });
});
