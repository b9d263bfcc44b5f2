import { describe, expect, it } from 'vitest';
import { accountRequestsQuerySchema, formatCursor, parseCursor } from './requests.ts';

describe('request cursors', () => {
  it('round-trip to the microsecond', () => {
    const cursor = { at: '2026-11-25T10:00:00.123456Z', type: 'message' as const, id: 42 };
    expect(formatCursor(cursor)).toBe('2026-11-25T10:00:00.123456Z_m_42');
    expect(parseCursor(formatCursor(cursor))).toEqual(cursor);
  });

  it.each([
    '',
    '2026-11-25T10:00:00.123Z_q_1',
    '2026-11-25T10:00:00.123456Z_x_1',
    '2026-11-25T10:00:00.123456Z_q_0',
    '2026-11-25T10:00:00.123456Z_q_2147483648',
    '2026-02-30T10:00:00.000000Z_q_1',
    '1999-12-31T23:59:59.000000Z_q_1',
    '2026-11-25T10:00:00.123456Z_q_1\u0000',
  ])('refuses %j', (value) => {
    expect(parseCursor(value)).toBeNull();
    expect(accountRequestsQuerySchema.safeParse({ before: value }).success).toBe(false);
  });

  it('takes no other parameter', () => {
    expect(accountRequestsQuerySchema.safeParse({ page: '2' }).success).toBe(false);
    expect(accountRequestsQuerySchema.parse({})).toEqual({});
  });
});
