import type { Locale } from './locales.ts';
import { localizePath } from './locales.ts';
import type { MessageKey } from './messages.ts';
import { loadOnce } from '../features/dialog/load-once.ts';

/**
 * The words a part of the page needs only once a visitor reaches for it (the quote dialogs, the
 * catalogue's island), served as a static file per language (src/pages/[...locale]/messages) and
 * fetched with that part's code, instead of riding in every page's HTML: there they cost 1–2 kB of
 * each first answer, which a page has to fit in one round trip (ADR 0035). What each bundle holds
 * is listed in message-bundle-keys.ts, on the server side.
 */
export const MESSAGE_BUNDLES = ['quotes', 'catalogue'] as const;
export type MessageBundle = (typeof MESSAGE_BUNDLES)[number];
export type BundleMessages = Partial<Record<MessageKey, string>>;

export const messageBundlePath = (bundle: MessageBundle, locale: Locale): string => localizePath(`/messages/${bundle}.json`, locale);

const loaders = new Map<string, () => Promise<BundleMessages>>();

/** A bundle in the page's language, fetched once per page; a failed fetch is forgotten, so the next call tries again. */
export function loadMessageBundle(bundle: MessageBundle, locale: Locale): Promise<BundleMessages> {
  const path = messageBundlePath(bundle, locale);
  let load = loaders.get(path);
  if (!load) {
    load = loadOnce(async () => {
      const response = await fetch(path);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return (await response.json()) as BundleMessages;
    });
    loaders.set(path, load);
  }
  return load();
}
