import type { MessageKey } from '#i18n/messages';

/** The site's main sections, in menu order: the header's navigation and the footer's quick links. */
export const MAIN_NAV: readonly { href: string; key: MessageKey }[] = [
  { href: '/', key: 'nav.home' },
  { href: '/products', key: 'nav.products' },
  { href: '/home-lift', key: 'nav.homeLift' },
  { href: '/about', key: 'nav.about' },
  { href: '/contact', key: 'nav.contact' },
];

/** The policies every page links to from its footer, after the quick links and the cookie policy. */
export const LEGAL_NAV: readonly { href: string; key: MessageKey }[] = [
  { href: '/privacy', key: 'footer.privacy' },
  { href: '/terms', key: 'footer.terms' },
];
