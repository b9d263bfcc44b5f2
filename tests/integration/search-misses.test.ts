import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCH_MISS_NEW_TERMS_PER_DAY, SEARCH_MISS_TERMS_PER_CALL, type SearchMiss } from '#lib/search-misses';
import { loadCataloguePage } from '#server/catalogue/catalogue-page';
import { riyadhToday } from '#server/quotations/validity';
import { purgeExpiredRecords } from '#server/retention/purge';
import { recordSearchMisses, topSearchMisses } from '#server/search-misses/search-misses';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { adminApi } from './admin-products-support.ts';
import { seedCatalogue } from './catalogue-support.ts';

/**
 * Issue 23, "What buyers could not find" (ADR 0033): a search with no result is counted under its
 * normalised term, every time it is made (its answer is never shared at the CDN); the dashboard's
 * API lists the top terms of the last 30 days; the retention sweep drops older days.
 */
const db = useTestDatabase();
let cookie = '';
const asAdmin = adminApi(() => cookie);
const DAY = 86_400_000;

beforeAll(async () => {
  await seedCatalogue(db());
  cookie = (await sessionFor(db(), { role: 'admin' })).cookie;
}, 120_000);

const search = (query: string, init: RequestInit = {}) => api(`/api/products?${query}`, init);

async function topTerms(query = ''): Promise<SearchMiss[]> {
  const response = await asAdmin(`/api/admin/search-misses${query}`);
  expect(response.status).toBe(200);
  return (await response.json()).items;
}

const countOf = async (term: string) => (await topTerms('?limit=50')).find((miss) => miss.term === term)?.searches ?? 0;

/** Rows as of `daysAgo` days before today (Riyadh), written directly. */
async function insertMisses(rows: { term: string; daysAgo: number; searches: number }[]) {
  await db()
    .insertInto('search_misses')
    .values(rows.map(({ term, daysAgo, searches }) => ({ term, searches, day: riyadhToday(new Date(Date.now() - daysAgo * DAY)) })))
    .execute();
}

describe('a search with no result', () => {
  it('is counted once per call under one term however the number is written, and never shared at the CDN', async () => {
    for (const q of ['KM 9999-Z', 'km9999z', 'P/N KM-9999-Z']) {
      const response = await search(`q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ items: [], total: 0 });
      expect(response.headers.get('cache-control')).toMatch(/^private/);
      expect(response.headers.get('netlify-cdn-cache-control')).toBeNull();
    }
    expect(await topTerms()).toContainEqual({ term: 'km9999z', kind: 'number', searches: 3 });
  });

  it('is counted from the catalogue page rendered on demand too, whose HTML is then not shared', async () => {
    const url = new URL('http://localhost:4321/ar/products?q=%D9%85%D8%AD%D9%88%D9%84%20%D8%BA%D8%A7%D9%85%D8%B6');
    const { initial, headers } = await loadCataloguePage(new Request(url), url);
    expect(initial.page).toMatchObject({ items: [], total: 0 });
    expect(headers['Cache-Control']).toBe('private, no-store');
    expect(await countOf('محول غامض')).toBe(1);
  });

  it('is not counted when it found something, on a later page, in a category, among sales, or as a suggestion', async () => {
    const found = await search('q=KM-4100-A');
    expect((await found.json()).total).toBeGreaterThan(0);
    expect(found.headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage/);
    for (const query of ['q=QX-7000-Z&offset=15', 'q=QX-7000-Z&category=door-locks', 'q=QX-7000-Z&filter=sale']) {
      const response = await search(query);
      expect(response.status).toBe(200);
      expect((await response.json()).total).toBe(0);
    }
    expect((await api('/api/search/suggest?q=QX-7000-Z')).status).toBe(200);
    const terms = (await topTerms('?limit=50')).map((miss) => miss.term);
    expect(terms).not.toContain('km4100a');
    expect(terms).not.toContain('qx7000z');
  });

  it('answers bad input with 200 or a 400 with field codes, never a 500, and counts nothing unreadable', async () => {
    const before = await topTerms('?limit=50');
    for (const query of ['q=%00%01', 'q=%ED%A0%80', 'q=!!!', 'q=ab', `q=${'x'.repeat(10_000)}`, `q=${'x'.repeat(10_001)}`, 'q[]=a&q[]=b', 'q=KM%209999&offset=1e400', 'q=KM&limit=-1']) {
      const response = await search(query);
      expect(response.status, query).toBeLessThan(500);
      if (response.status === 400) expect((await response.json()).error.fields, query).toBeTruthy();
    }
    // 10,000 x's are cut to the search's 25 (a text term); nothing else was readable and counted.
    expect((await topTerms('?limit=50')).filter((miss) => !before.some((b) => b.term === miss.term)).map((miss) => miss.term)).toEqual(['x'.repeat(25)]);
  });

  it('is still answered when counting fails, and the failure is logged with the request id and a code', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let logged: string[] = [];
    await sql`alter table search_misses rename to search_misses_away`.execute(db());
    try {
      const response = await search('q=ZZ-4040-Q', { headers: { 'x-nf-request-id': 'req-4040' } });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ items: [], total: 0 });
    } finally {
      await sql`alter table search_misses_away rename to search_misses`.execute(db());
      logged = warn.mock.calls.map((call) => call.join(' '));
      warn.mockRestore();
    }
    expect(logged).toContainEqual(expect.stringMatching(/^\[req-4040\] search_miss_count_failed \w+ 42P01$/));
    expect(logged.join(' ')).not.toMatch(/zz/i);
    expect(await countOf('zz4040q')).toBe(0);
  });
});

describe('recordSearchMisses (also the pasted list lookup’s)', () => {
  it('counts each distinct term of a list once, in one call', async () => {
    await recordSearchMisses(db(), ['LP-1111-A', 'lp 1111 a', 'LP-2222-B', '--', 'door gib 77x']);
    const top = await topTerms('?limit=50');
    expect(top).toContainEqual({ term: 'lp1111a', kind: 'number', searches: 1 });
    expect(top).toContainEqual({ term: 'lp2222b', kind: 'number', searches: 1 });
    expect(top).toContainEqual({ term: 'door gib 77x', kind: 'text', searches: 1 });
  });

  it('counts the unknown numbers of a pasted list, not the ones it found', async () => {
    const response = await api('/api/search/lookup', { method: 'POST', body: { text: 'ZQ-7001-K x 4\nzq 7001 k\nKM-4100-A x 2' }, ip: '198.51.100.77' });
    expect(response.status).toBe(200);
    const { lines } = await response.json();
    expect(lines.map((line: { outcome: string }) => line.outcome)).toEqual(['unknown', 'unknown', 'found']);
    expect(await countOf('zq7001k')).toBe(1);
    expect(await countOf('km4100a')).toBe(0);
  });

  it('takes a bounded number of new terms a day, while terms already counted keep counting', async () => {
    const day = new Date('2031-03-03T09:00:00Z');
    const batch = (from: number) => Array.from({ length: SEARCH_MISS_TERMS_PER_CALL }, (_, i) => `BOT-${from + i}`);
    for (let call = 0; call * SEARCH_MISS_TERMS_PER_CALL < SEARCH_MISS_NEW_TERMS_PER_DAY + SEARCH_MISS_TERMS_PER_CALL; call++) {
      await recordSearchMisses(db(), batch(10_000 + call * SEARCH_MISS_TERMS_PER_CALL), day);
    }
    const rows = () => db().selectFrom('search_misses').select(['term', 'searches']).where('day', '=', '2031-03-03').execute();
    expect(await rows()).toHaveLength(SEARCH_MISS_NEW_TERMS_PER_DAY);
    await recordSearchMisses(db(), ['BOT-10000', 'BRAND-NEW-1'], day);
    const after = await rows();
    expect(after).toHaveLength(SEARCH_MISS_NEW_TERMS_PER_DAY);
    expect(after.find((row) => row.term === 'bot10000')?.searches).toBe(2);
    // The next day starts a new allowance.
    await recordSearchMisses(db(), ['BRAND-NEW-1'], new Date(day.getTime() + DAY));
    expect(await db().selectFrom('search_misses').select('searches').where('day', '=', '2031-03-04').where('term', '=', 'brandnew1').executeTakeFirst()).toEqual({ searches: 1 });
  });
});

describe('the top terms', () => {
  it('are ordered by searches over the last 30 days, then by term, and limited', async () => {
    await insertMisses([
      { term: 'top1111', daysAgo: 0, searches: 40 },
      { term: 'top1111', daysAgo: 29, searches: 5 },
      { term: 'top2222', daysAgo: 3, searches: 30 },
      { term: 'top3333', daysAgo: 2, searches: 30 },
      // Outside the window: not counted, however many.
      { term: 'top2222', daysAgo: 30, searches: 100 },
      { term: 'old9999', daysAgo: 31, searches: 500 },
    ]);
    expect(await topTerms('?limit=3')).toEqual([
      { term: 'top1111', kind: 'number', searches: 45 },
      { term: 'top2222', kind: 'number', searches: 30 },
      { term: 'top3333', kind: 'number', searches: 30 },
    ]);
    expect(await topSearchMisses(db(), { days: 3, limit: 2 })).toEqual([
      { term: 'top1111', kind: 'number', searches: 40 },
      { term: 'top3333', kind: 'number', searches: 30 },
    ]);
  });

  it('refuses bad queries with field codes', async () => {
    for (const query of ['?days=0', '?days=31', '?days=abc', '?limit=51', '?limit=1e400', '?limit=%00', '?days=2.5']) {
      const response = await asAdmin(`/api/admin/search-misses${query}`);
      expect(response.status, query).toBe(400);
      const body = await response.json();
      expect(body.error.code, query).toBe('invalid_input');
      expect(Object.keys(body.error.fields), query).toEqual([query.slice(1, query.indexOf('='))]);
    }
  });

  it('are for administrators only', async () => {
    expect((await api('/api/admin/search-misses')).status).toBe(401);
    const buyer = await sessionFor(db(), { role: 'retail', status: 'approved' });
    expect((await api('/api/admin/search-misses', { headers: { cookie: buyer.cookie } })).status).toBe(403);
  });
});

describe('the retention sweep', () => {
  it('drops the days before the window and keeps the rest', async () => {
    await insertMisses([
      { term: 'sweep1111', daysAgo: 29, searches: 1 },
      { term: 'sweep2222', daysAgo: 30, searches: 1 },
      { term: 'sweep3333', daysAgo: 400, searches: 1 },
    ]);
    const result = await purgeExpiredRecords(db());
    expect(result.searchMisses).toBeGreaterThanOrEqual(2);
    const left = await db().selectFrom('search_misses').select('term').where('term', 'like', 'sweep%').execute();
    expect(left.map((row) => row.term)).toEqual(['sweep1111']);
    expect(await db().selectFrom('search_misses').select('term').where('term', 'in', ['old9999']).execute()).toEqual([]);
  });
});
