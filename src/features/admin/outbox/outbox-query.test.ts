import { describe, expect, it } from 'vitest';
import { outboxApiUrl, outboxQueryFrom, outboxSearch } from './outbox-query.ts';

describe('the Outbox screen URL', () => {
  it('reads the filter and page, falling back for what does not parse', () => {
    expect(outboxQueryFrom(new URLSearchParams('status=dead&page=3'))).toEqual({ status: 'dead', page: 3 });
    expect(outboxQueryFrom(new URLSearchParams('status=bogus&page=-1'))).toEqual({ status: 'all', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(outboxSearch({ status: 'all', page: 1 })).toBe('');
    expect(outboxSearch({ status: 'sent', page: 2 })).toBe('?status=sent&page=2');
    expect(outboxApiUrl({ status: 'all', page: 1 })).toBe('/api/admin/outbox?status=all&page=1');
  });
});
