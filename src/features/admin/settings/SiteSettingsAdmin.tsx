import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { composeMaintenanceMessage, splitMaintenanceMessage, type MaintenanceMessageParts } from '#lib/maintenance';
import { MAINTENANCE_MESSAGE_MAX } from '#lib/validation/site-settings';
import type { Locale } from '#i18n/locales';
import { numberFormatter } from '#lib/format';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { TextField } from '../../forms/TextField.tsx';
import '../shared/admin-list.css';
import { fieldError } from '#i18n/error-message';
import { MaintenancePreview } from './MaintenancePreview.tsx';
import { fetchSiteSettings, saveSiteSettings, type StoredSiteSettings } from './settings-api.ts';
import { $savedCompanyContact } from './company-store.ts';
import './settings.css';

interface SiteSettingsAdminProps {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  /** The sales address and phone the maintenance page shows (the company details as the page was rendered). */
  email: string;
  phone: string;
}

interface Draft extends MaintenanceMessageParts {
  maintenanceMode: boolean;
}

type Outcome = 'idle' | 'saving' | 'saved' | 'failed';

const toDraft = (settings: StoredSiteSettings): Draft => ({ maintenanceMode: settings.maintenanceMode, ...splitMaintenanceMessage(settings.maintenanceMessage) });

/**
 * /admin/settings (island): the maintenance switch and its message in both languages, stored in
 * SPEC's "English | Arabic" form, with a live preview of the maintenance page.
 */
export default function SiteSettingsAdmin({ locale, messages, email, phone }: SiteSettingsAdminProps) {
  const t = createT(messages);
  const formatNumber = numberFormatter(locale);
  const switchId = useId();
  // The company form beside this one may save new ones: the preview follows.
  const contact = useStore($savedCompanyContact) ?? { email, phone };
  const [load, setLoad] = useState<'loading' | 'failed' | 'ready'>('loading');
  const [stored, setStored] = useState<StoredSiteSettings | null>(null);
  const [draft, setDraft] = useState<Draft>({ maintenanceMode: false, en: '', ar: '' });
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [serverError, setServerError] = useState<string | null>(null);

  async function read() {
    setLoad('loading');
    const result = await fetchSiteSettings();
    if (!result.ok) return setLoad('failed');
    setStored(result.data);
    setDraft(toDraft(result.data));
    setLoad('ready');
  }

  useEffect(() => {
    void read();
  }, []);

  const edit = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setOutcome('idle');
    setServerError(null);
  };

  const message = composeMaintenanceMessage(draft);
  const over = message.length - MAINTENANCE_MESSAGE_MAX;

  async function save() {
    if (over > 0) return;
    setOutcome('saving');
    setServerError(null);
    const result = await saveSiteSettings({ maintenanceMode: draft.maintenanceMode, maintenanceMessage: message });
    if (result.ok) {
      setStored(result.data);
      setDraft(toDraft(result.data));
      return setOutcome('saved');
    }
    const code = result.error.status === 400 ? result.error.fields?.maintenanceMessage : undefined;
    setServerError(fieldError(t, code, { max: formatNumber(MAINTENANCE_MESSAGE_MAX) }));
    setOutcome('failed');
  }

  if (load === 'loading') {
    return (
      <p className="admin-loading" role="status">
        <span className="spinner" aria-hidden="true" /> {t('admin.list.loading')}
      </p>
    );
  }
  if (load === 'failed' || !stored) {
    return (
      <div className="alert alert-error admin-error" role="alert">
        <span>{t('adminSite.settings.loadFailed')}</span>
        <button type="button" className="btn btn-outline" onClick={() => void read()}>
          {t('admin.list.retry')}
        </button>
      </div>
    );
  }

  const messageError = over > 0 ? t('adminSite.settings.tooLong', { count: formatNumber(over) }) : (serverError ?? undefined);
  return (
    <div className="settings-admin">
      <form
        className="settings-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <p className={`settings-state ${stored.maintenanceMode ? 'is-on' : 'is-off'}`} role="status">
          <span className="settings-state-dot" aria-hidden="true" />
          {t(stored.maintenanceMode ? 'adminSite.settings.stateOn' : 'adminSite.settings.stateOff')}
        </p>
        <fieldset className="settings-group">
          <legend>{t('adminSite.settings.maintenance')}</legend>
          <div className="settings-switch">
            <input
              id={switchId}
              className="switch"
              type="checkbox"
              role="switch"
              checked={draft.maintenanceMode}
              onChange={(event) => edit({ maintenanceMode: event.target.checked })}
              aria-describedby={`${switchId}-hint`}
            />
            <label htmlFor={switchId}>{t('adminSite.settings.switch')}</label>
          </div>
          <p id={`${switchId}-hint`} className="field-hint">
            {t('adminSite.settings.switchHelp')}
          </p>
        </fieldset>
        <fieldset className="settings-group">
          <legend>{t('adminSite.settings.message')}</legend>
          <p className="field-hint">{t('adminSite.settings.messageHelp')}</p>
          <div className="form-grid-2">
            <TextField idPrefix="settings" name="messageEn" label={t('adminSite.settings.messageEn')} value={draft.en} onValueChange={(en) => edit({ en })} multiline rows={4} lang="en" dir="ltr" />
            <TextField idPrefix="settings" name="messageAr" label={t('adminSite.settings.messageAr')} value={draft.ar} onValueChange={(ar) => edit({ ar })} multiline rows={4} lang="ar" dir="rtl" />
          </div>
          {messageError && (
            <p className="field-error" role="alert">
              {messageError}
            </p>
          )}
        </fieldset>
        <div className="settings-actions">
          <SubmitButton busy={outcome === 'saving'} disabled={over > 0} label={t('adminSite.settings.save')} busyLabel={t('adminSite.settings.saving')} />
          <div aria-live="polite" className="settings-outcome">
            {outcome === 'saved' && <p className="alert alert-success">{t('adminSite.settings.saved')}</p>}
            {outcome === 'failed' && <p className="alert alert-error">{t('adminSite.settings.saveFailed')}</p>}
          </div>
        </div>
      </form>
      <MaintenancePreview t={t} locale={locale} email={contact.email} phone={contact.phone} parts={draft} />
    </div>
  );
}
