import { describe, expect, it } from 'vitest';
import { DEFAULT_REGISTRATION_QUERY, isFiltered, registrationQueryFrom, registrationsApiUrl, registrationSearch } from './registrations-query.ts';

describe('the registrations screen’s URL', () => {
  it('reads every part, and leaves defaults out when written back', () => {
    const query = registrationQueryFrom(new URLSearchParams('q=Najran&status=pending&from=2031-03-01&to=2031-03-02&page=2'));
    expect(query).toEqual({ q: 'Najran', status: 'pending', from: '2031-03-01', to: '2031-03-02', page: 2 });
    expect(registrationSearch(query)).toBe('?q=Najran&status=pending&from=2031-03-01&to=2031-03-02&page=2');
    expect(registrationSearch(DEFAULT_REGISTRATION_QUERY)).toBe('');
    expect(registrationsApiUrl({ ...DEFAULT_REGISTRATION_QUERY, status: 'rejected' })).toBe('/api/admin/registrations?status=rejected');
  });

  it('drops a malformed part alone (an edited link), and a "to" before the "from"', () => {
    expect(registrationQueryFrom(new URLSearchParams('q=Hail&status=banned&from=2031-02-30&page=-1'))).toEqual({ ...DEFAULT_REGISTRATION_QUERY, q: 'Hail' });
    expect(registrationQueryFrom(new URLSearchParams('from=2031-03-02&to=2031-03-01'))).toEqual({ ...DEFAULT_REGISTRATION_QUERY, from: '2031-03-02' });
  });

  it('knows a search or a filter from the plain list (the page number is neither)', () => {
    expect(isFiltered(DEFAULT_REGISTRATION_QUERY)).toBe(false);
    expect(isFiltered({ ...DEFAULT_REGISTRATION_QUERY, page: 3 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_REGISTRATION_QUERY, to: '2031-01-01' })).toBe(true);
  });
});
