import { localizePath, type Locale } from '#i18n/locales';
import { loginPathBackTo } from './next-path.ts';
import { $session, loadSession, signOut } from './session-store.ts';

/** The header's Sign in / My account / Sign out links (AccountLinks.astro), following the session. */
export function startAccountLinks(): void {
  for (const links of document.querySelectorAll<HTMLElement>('[data-account-links]')) {
    const locale = links.dataset.locale as Locale;
    $session.subscribe((session) => {
      links.dataset.session = session.status === 'signedIn' ? 'signedIn' : 'signedOut';
      links.toggleAttribute('data-admin', session.status === 'signedIn' && session.user.role === 'admin');
    });

    // The catalogue keeps its filters in the address without reloading: come back to them too.
    links.querySelector<HTMLAnchorElement>('[data-sign-in="return"]')?.addEventListener('click', (event) => {
      (event.currentTarget as HTMLAnchorElement).href = loginPathBackTo(locale, location);
    });

    const leave = links.querySelector<HTMLButtonElement>('[data-sign-out]')!;
    leave.addEventListener('click', async () => {
      leave.disabled = true;
      leave.setAttribute('aria-busy', 'true');
      leave.textContent = leave.dataset.leaving ?? '';
      await signOut();
      location.assign(localizePath('/', locale));
    });
  }
  void loadSession();
}
