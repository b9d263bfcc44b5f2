import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { localizePath, type Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import { loginPathBackTo } from './next-path.ts';
import { $session, loadSession, signOut } from './session-store.ts';

interface Props {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  /** The Sign in link as the server rendered it: back to this page, or on to the landing page. */
  loginHref: string;
  /** Sign-in comes back to this page (the catalogue and product pages, where prices depend on it). */
  returnHere?: boolean;
}

/**
 * The header's account links (SPEC §2): Sign in and Register for visitors (also the server-rendered
 * first paint), Sign out for signed-in users, plus Dashboard for administrators.
 */
export default function AccountLinks({ locale, messages, loginHref, returnHere = false }: Props) {
  const t = createT(messages);
  // Hydrates with the session as the server rendered it (the store's initial "unknown"), then the
  // real one: the catalogue (client:load) may have read the session before this island hydrates,
  // and a first render from the store's current value would then differ from the server's HTML
  // (React error #418 for every signed-in user).
  const session = useStore($session, { ssr: 'initial' });
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    void loadSession();
  }, []);

  if (session.status !== 'signedIn') {
    return (
      <>
        <a
          className="btn btn-ghost"
          href={loginHref}
          // The catalogue keeps its filters in the address without reloading: come back to them too.
          onClick={returnHere ? (event) => (event.currentTarget.href = loginPathBackTo(locale, location)) : undefined}>
          {t('nav.signIn')}
        </a>
        <a className="btn btn-primary" href={localizePath('/register', locale)}>
          {t('nav.register')}
        </a>
      </>
    );
  }

  const onSignOut = async () => {
    setLeaving(true);
    await signOut();
    location.assign(localizePath('/', locale));
  };

  return (
    <>
      {session.user.role === 'admin' && (
        <a className="btn btn-ghost" href={localizePath('/admin', locale)}>
          {t('nav.dashboard')}
        </a>
      )}
      <button type="button" className="btn btn-outline" onClick={onSignOut} disabled={leaving} aria-busy={leaving}>
        {leaving ? t('auth.signingOut') : t('nav.signOut')}
      </button>
    </>
  );
}
