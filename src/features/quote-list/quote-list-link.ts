import { plural } from '#i18n/format';
import type { Locale } from '#i18n/locales';
import { formatNumber } from '#lib/format';
import { $session } from '../auth/session-store.ts';
import { $quoteList, replaceList } from './quote-list-store.ts';

/** The header's quote-list link and its count (QuoteListLink.astro), and the list's owner. */
export function startQuoteListLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-quote-list-link]')) {
    const locale = link.dataset.locale as Locale;
    const words = JSON.parse(link.dataset.words ?? '{}') as Record<string, string>;
    const count = link.querySelector<HTMLElement>('[data-quote-list-count]')!;
    const emptyLabel = link.getAttribute('aria-label') ?? '';
    $quoteList.subscribe(({ lines }) => {
      count.hidden = lines.length === 0;
      // An empty list is said as the server's HTML says it, without Intl: a page's first number
      // format or plural rule loads the language's ICU data, 20-30 ms of main thread on a fast
      // desktop (a long task on a phone), which every page paid for a hidden "0".
      if (lines.length === 0) {
        count.textContent = '';
        link.setAttribute('aria-label', emptyLabel);
        return;
      }
      count.textContent = formatNumber(lines.length, locale);
      link.setAttribute('aria-label', plural(words, locale, 'quoteList.headerCount', lines.length));
    });
  }

  // A signed-in buyer's list is the account's (loaded only then); after signing out, a list that
  // mirrored an account leaves this browser with the session.
  $session.subscribe((session) => {
    if (session.status === 'signedIn' && session.user.role !== 'admin' && session.user.status) {
      void import('./quote-list-sync.ts').then(({ syncQuoteList }) => syncQuoteList(session.user.email));
    } else if (session.status === 'signedOut' && $quoteList.get().owner !== null) {
      replaceList({ owner: null, lines: [] });
    }
  });
}
