import { QUOTE_FIELD_CODES } from '#lib/validation/quote';
import { ADD_TO_QUOTE_LIST_MESSAGES } from '../features/quote-list/AddToQuoteList.tsx';
import { errorKeys } from './error-message.ts';
import type { MessageBundle } from './message-bundles.ts';

/** What each message bundle holds (message-bundles.ts): the keys and key prefixes its part's code looks up. */
export const MESSAGE_BUNDLE_KEYS: Record<MessageBundle, readonly string[]> = {
  quotes: ['quotes.', 'auth.dialog.', 'errors.uploads_busy', ...errorKeys(QUOTE_FIELD_CODES)],
  catalogue: ['catalogue.', 'price.', 'group.', ...ADD_TO_QUOTE_LIST_MESSAGES],
};
