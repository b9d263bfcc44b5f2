import { $cookiePreferences, $preferencesOpen, ACCEPT_ALL, loadPreferences, REJECT_ALL, savePreferences } from './preferences.ts';
import { CONSENT_STORED_ATTRIBUTE } from './consent-stored-script.ts';

/** The cookie banner and the preferences dialog of CookieBanner.astro, following the stored choice. */
export function startCookieBanner(): void {
  const banner = document.querySelector<HTMLElement>('[data-cookie-banner]')!;
  const dialog = document.querySelector<HTMLDialogElement>('[data-cookie-preferences]')!;
  const optional = (name: 'analytics' | 'marketing') => dialog.querySelector<HTMLInputElement>(`input[name=${name}]`)!;

  // Shown while no choice is stored and the preferences are not open; one rule for every change.
  const update = () => {
    banner.hidden = $cookiePreferences.get() !== null || $preferencesOpen.get();
  };
  $cookiePreferences.listen(update);
  $preferencesOpen.subscribe((open) => {
    update();
    if (open && !dialog.open) {
      // Each opening starts from the stored choice (nothing stored: only the essential cookies).
      const stored = $cookiePreferences.get() ?? REJECT_ALL;
      optional('analytics').checked = stored.analytics;
      optional('marketing').checked = stored.marketing;
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  });
  // Escape and the × close the dialog natively or through here; either way the store follows.
  dialog.addEventListener('close', () => $preferencesOpen.set(false));
  loadPreferences();
  // From here the banner's `hidden` says it all (a stored choice that cannot be read shows it again).
  document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);

  const decide = (choice: Parameters<typeof savePreferences>[0]) => {
    savePreferences(choice);
    $preferencesOpen.set(false);
  };
  const actions: Record<string, () => void> = {
    manage: () => $preferencesOpen.set(true),
    accept: () => decide(ACCEPT_ALL),
    reject: () => decide(REJECT_ALL),
    save: () => decide({ essential: true, analytics: optional('analytics').checked, marketing: optional('marketing').checked }),
    close: () => $preferencesOpen.set(false),
  };
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-consent]')) {
    button.addEventListener('click', () => actions[button.dataset.consent!]?.());
  }
}
