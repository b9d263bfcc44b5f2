import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { MESSAGE_BUNDLES, messageBundlePath } from './message-bundles.ts';
import { bundleMessages, MESSAGE_BUNDLE_KEYS } from './message-bundle-keys.ts';
import { pickMessages } from './t.ts';

describe('message bundles', () => {
  it('every key and prefix a bundle lists names at least one message (a typo would leave its words out)', () => {
    const unmatched = MESSAGE_BUNDLES.flatMap((bundle) => MESSAGE_BUNDLE_KEYS[bundle].filter((wanted) => Object.keys(pickMessages('en', [wanted])).length === 0));
    expect(unmatched).toEqual([]);
  });

  it('each bundle holds the same keys in every language, at its language’s address', () => {
    for (const bundle of MESSAGE_BUNDLES) {
      const [first, ...others] = LOCALES.map((locale) => Object.keys(bundleMessages(bundle, locale)).sort());
      for (const other of others) expect(other).toEqual(first);
    }
    expect(messageBundlePath('quotes', 'en')).toBe('/messages/quotes.json');
    expect(messageBundlePath('catalogue', 'ar')).toBe('/ar/messages/catalogue.json');
  });
});
