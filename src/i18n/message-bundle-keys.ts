import { QUOTE_FIELD_CODES } from '#lib/validation/quote';
import { ADD_TO_QUOTE_LIST_MESSAGES } from '../features/quote-list/AddToQuoteList.tsx';
import { errorKeys } from './error-message.ts';
import type { BundleMessages, MessageBundle } from './message-bundles.ts';
import type { Locale } from './locales.ts';
import { pickMessages } from './t.ts';

/** What each message bundle holds (message-bundles.ts): the keys and key prefixes its part's code looks up. */
export const MESSAGE_BUNDLE_KEYS: Record<MessageBundle, readonly string[]> = {
  quotes: ['quotes.', 'auth.dialog.', 'errors.uploads_busy', ...errorKeys(QUOTE_FIELD_CODES)],
  catalogue: ['catalogue.', 'price.', 'group.', ...ADD_TO_QUOTE_LIST_MESSAGES],
};

/** A bundle's words in one language: what its static file serves, and what a server render of its part is given. */
export const bundleMessages = (bundle: MessageBundle, locale: Locale): BundleMessages => pickMessages(locale, MESSAGE_BUNDLE_KEYS[bundle]);
