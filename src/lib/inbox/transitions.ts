import type { MessageStatus, QuoteStatus } from './types.ts';

/**
 * The admin's status changes (SPEC §4): a quote goes from pending to finished; a message from
 * unread to read, and from unread or read to archived. Nothing goes back. The server refuses any
 * other change with 409; the inbox offers only the allowed actions.
 */
const QUOTE_TRANSITIONS: Record<QuoteStatus, readonly QuoteStatus[]> = {
  pending: ['finished'],
  quoted: ['finished'],
  accepted: ['finished'],
  declined: ['finished'],
  finished: [],
};

const MESSAGE_TRANSITIONS: Record<MessageStatus, readonly MessageStatus[]> = {
  unread: ['read', 'archived'],
  read: ['archived'],
  archived: [],
};

export const canChangeQuote = (from: QuoteStatus, to: QuoteStatus): boolean => QUOTE_TRANSITIONS[from].includes(to);
export const canChangeMessage = (from: MessageStatus, to: MessageStatus): boolean => MESSAGE_TRANSITIONS[from].includes(to);

/** The statuses a message may move to from `from`, for the inbox's action buttons. */
export const nextMessageStatuses = (from: MessageStatus): readonly MessageStatus[] => MESSAGE_TRANSITIONS[from];
