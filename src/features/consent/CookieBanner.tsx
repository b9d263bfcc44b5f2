import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { createT } from '#i18n/format';
import type { MessageKey } from '#i18n/messages';
import { $cookiePreferences, $preferencesOpen, ACCEPT_ALL, loadPreferences, REJECT_ALL, savePreferences } from './preferences.ts';
import { PreferencesDialog } from './PreferencesDialog.tsx';
import './consent.css';

interface Props {
  messages: Partial<Record<MessageKey, string>>;
  policyHref: string;
}

/**
 * The consent banner (SPEC §2, Cookie banner): shown until a choice is stored, then gone. It is a
 * non-modal region so the page stays usable; "Manage preferences" opens a modal dialog.
 */
export default function CookieBanner({ messages, policyHref }: Props) {
  const t = createT(messages);
  const preferences = useStore($cookiePreferences);
  const managing = useStore($preferencesOpen);

  useEffect(() => {
    loadPreferences();
  }, []);

  return (
    <>
      {preferences === null && !managing && (
        <section className="consent-banner" aria-label={t('cookies.banner.label')} data-testid="cookie-banner">
          <div className="consent-banner__text">
            <h2>{t('cookies.banner.title')}</h2>
            <p>
              {t('cookies.banner.text')} <a href={policyHref}>{t('cookies.banner.policy')}</a>
            </p>
          </div>
          <div className="consent-banner__actions">
            <button type="button" className="btn btn-ghost" onClick={() => $preferencesOpen.set(true)}>
              {t('cookies.banner.manage')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => savePreferences(REJECT_ALL)}>
              {t('cookies.banner.rejectAll')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => savePreferences(ACCEPT_ALL)}>
              {t('cookies.banner.acceptAll')}
            </button>
          </div>
        </section>
      )}
      {managing && (
        <PreferencesDialog
          t={t}
          initial={preferences ?? REJECT_ALL}
          onSave={(choice) => {
            savePreferences(choice);
            $preferencesOpen.set(false);
          }}
          onClose={() => $preferencesOpen.set(false)}
        />
      )}
    </>
  );
}
