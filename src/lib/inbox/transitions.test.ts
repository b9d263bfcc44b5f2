import { describe, expect, it } from 'vitest';
import { canChangeMessage, canChangeQuote, nextMessageStatuses } from './transitions.ts';
import { MESSAGE_STATUSES } from './types.ts';

describe('status transitions', () => {
  it('lets a quote go from pending to finished only', () => {
    expect(canChangeQuote('pending', 'finished')).toBe(true);
    expect(canChangeQuote('finished', 'pending')).toBe(false);
    expect(canChangeQuote('pending', 'pending')).toBe(false);
  });

  it('lets a message be read, then archived, never back', () => {
    const allowed = MESSAGE_STATUSES.flatMap((from) => MESSAGE_STATUSES.filter((to) => canChangeMessage(from, to)).map((to) => `${from}->${to}`));
    expect(allowed).toEqual(['unread->read', 'unread->archived', 'read->archived']);
    expect(nextMessageStatuses('archived')).toEqual([]);
  });
});
