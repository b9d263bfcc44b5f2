import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountProfile } from '#lib/account/profile';
import { api, type ApiInit } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';

/**
 * Bad input to the buyer's endpoints (issue 21): every refusal is a 400 with field codes (or 413
 * for a body past the JSON limit), never a 500, and nothing is written.
 */
const db = useTestDatabase();
let cookie = '';
let userId = '';
beforeAll(async () => {
  ({ cookie, userId } = await sessionFor(db(), { role: 'retail' }));
});
const ask = (path: string, init: ApiInit = {}) => api(path, { ...init, headers: { ...init.headers, cookie } });

const VALID = { contactPerson: 'Noura', phoneCountryCode: '+966', phone: '512345678', city: 'Riyadh', version: 1 };

/** What an edit could have touched: the profile row and the log. */
async function written() {
  const profile = await db().selectFrom('company_profiles').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  const audit = await db().selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const users = await db().selectFrom('users').select('closure_requested_at').where('id', '=', userId).executeTakeFirstOrThrow();
  const sessions = await db().selectFrom('refresh_tokens').select(['family_id', 'revoked_at']).where('user_id', '=', userId).execute();
  return JSON.stringify({ profile, audit, users, sessions });
}

describe('PATCH /api/account/profile', () => {
  const cases: [string, unknown, Record<string, string>][] = [
    ['an empty contact person', { ...VALID, contactPerson: '   ' }, { contactPerson: 'required' }],
    ['a NUL in the contact person', { ...VALID, contactPerson: 'No\u0000ura' }, { contactPerson: 'invalid_characters' }],
    ['a NUL in the city', { ...VALID, city: 'Riy\u0000adh' }, { city: 'invalid_characters' }],
    ['a bidi override in the city', { ...VALID, city: 'Riyadh\u202e' }, { city: 'invalid_characters' }],
    ['a lone surrogate', { ...VALID, contactPerson: 'Noura \ud800' }, { contactPerson: 'invalid_characters' }],
    ['a contact person past 100 characters', { ...VALID, contactPerson: 'N'.repeat(101) }, { contactPerson: 'too_long' }],
    ['a city past 50 characters', { ...VALID, city: 'R'.repeat(51) }, { city: 'too_long' }],
    ['a huge string', { ...VALID, city: 'R'.repeat(40_000) }, { city: 'too_long' }],
    ['a phone with letters', { ...VALID, phone: '5123abc78' }, { phone: 'phone_digits' }],
    ['a phone too short', { ...VALID, phone: '51234' }, { phone: 'phone_digits' }],
    ['an unknown country code', { ...VALID, phoneCountryCode: '+1' }, { phoneCountryCode: 'invalid_country_code' }],
    ['a number for the contact person', { ...VALID, contactPerson: 42 }, { contactPerson: 'invalid_type' }],
    ['an array for the city', { ...VALID, city: ['Riyadh'] }, { city: 'invalid_type' }],
    ['null for the phone', { ...VALID, phone: null }, { phone: 'invalid_type' }],
    ['an object for the phone', { ...VALID, phone: { digits: '512345678' } }, { phone: 'invalid_type' }],
    ['no version', { contactPerson: 'N', phone: '512345678', city: 'R' }, { version: 'required' }],
    ['a version as text', { ...VALID, version: '1' }, { version: 'invalid_type' }],
    ['a version of 0', { ...VALID, version: 0 }, { version: 'invalid_id' }],
    ['a fractional version', { ...VALID, version: 1.5 }, { version: 'invalid_id' }],
    ['a version past PostgreSQL’s integer', { ...VALID, version: 2 ** 31 }, { version: 'invalid_id' }],
    ['the company name', { ...VALID, companyName: 'Another Co' }, { companyName: 'unknown_field' }],
    ['the e-mail', { ...VALID, email: 'me@example.com' }, { email: 'unknown_field' }],
    ['the status', { ...VALID, status: 'approved' }, { status: 'unknown_field' }],
    ['the class', { ...VALID, role: 'distributor' }, { role: 'unknown_field' }],
    ['a user id', { ...VALID, userId: '00000000-0000-4000-8000-000000000001' }, { userId: 'unknown_field' }],
    ['an array body', [VALID], { _: 'invalid_type' }],
    ['a string body', 'hello', { _: 'invalid_type' }],
    ['null', null, { _: 'invalid_type' }],
  ];

  it.each(cases)('%s: 400 with field codes, nothing written', async (_, body, fields) => {
    const before = await written();
    const response = await ask('/api/account/profile', { method: 'PATCH', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.error.code).toBe('invalid_input');
    expect(answer.error.fields).toMatchObject(fields);
    expect(await written()).toBe(before);
  });

  it('refuses malformed JSON (400) and a body past the limit (413), writing nothing', async () => {
    const before = await written();
    const malformed = await ask('/api/account/profile', { method: 'PATCH', body: '{"city": "Riyadh"', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe('invalid_json');
    const huge = await ask('/api/account/profile', { method: 'PATCH', body: { ...VALID, city: 'R'.repeat(200_000) } });
    expect(huge.status).toBe(413);
    expect(await written()).toBe(before);
  });

  it('still saves a good edit afterwards', async () => {
    const saved = await ask('/api/account/profile', { method: 'PATCH', body: VALID });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as AccountProfile).contactPerson).toBe('Noura');
  });
});

describe('GET /api/account/requests', () => {
  it.each([
    ['a cursor that is no position', '?before=yesterday', { before: 'invalid_value' }],
    ['a cursor with a NUL', `?before=${encodeURIComponent('2026-11-25T10:00:00.123456Z_q_1\u0000')}`, { before: 'invalid_value' }],
    ['a cursor past PostgreSQL’s integer', '?before=2026-11-25T10:00:00.123456Z_q_99999999999', { before: 'invalid_value' }],
    ['a huge cursor', `?before=${'9'.repeat(20_000)}`, { before: 'invalid_value' }],
    ['a page number', '?page=2', { page: 'unknown_field' }],
    ['a user id', '?userId=00000000-0000-4000-8000-000000000001', { userId: 'unknown_field' }],
  ])('%s: 400 with field codes', async (_, query, fields) => {
    const response = await ask(`/api/account/requests${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual(fields);
  });
});

describe('actions that take no input', () => {
  it.each([
    ['POST', '/api/account/closure'],
    ['DELETE', '/api/account/sessions'],
    ['DELETE', '/api/account/sessions/00000000-0000-4000-8000-000000000001'],
  ])('%s %s refuses a body with fields or malformed JSON, writing nothing', async (method, path) => {
    const before = await written();
    const withField = await ask(path, { method, body: { confirm: true } });
    expect(withField.status).toBe(400);
    expect((await withField.json()).error.fields).toEqual({ confirm: 'unknown_field' });
    const malformed = await ask(path, { method, body: '{', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(await written()).toBe(before);
  });
});
