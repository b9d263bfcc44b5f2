import { Fragment } from 'react';
import { localizePath, type Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';

/**
 * Under the registration button: creating an account accepts the terms of use and the privacy
 * policy, each a link. They open in a new tab, so what was typed in the form (or the dialog
 * holding it) stays where it is.
 */
export function LegalConsent({ locale, t }: { locale: Locale; t: Translate }) {
  const links = {
    terms: { href: '/terms', label: t('auth.register.legalTerms') },
    privacy: { href: '/privacy', label: t('auth.register.legalPrivacy') },
  } as const;
  // The sentence's own word order places the links: "{terms} and {privacy}" / "{terms} و{privacy}".
  const parts = t('auth.register.legal').split(/(\{terms\}|\{privacy\})/);
  return (
    <p className="auth-legal" data-testid="register-legal">
      {parts.map((part, i) => {
        const link = part === '{terms}' ? links.terms : part === '{privacy}' ? links.privacy : null;
        if (!link) return <Fragment key={i}>{part}</Fragment>;
        return (
          <a key={i} href={localizePath(link.href, locale)} target="_blank" rel="noopener">
            {link.label}
            <span className="visually-hidden"> {t('auth.register.newTab')}</span>
          </a>
        );
      })}
    </p>
  );
}
