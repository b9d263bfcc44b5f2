import { useId } from 'react';
import { composeMaintenanceMessage, maintenanceMessageFor, type MaintenanceMessageParts } from '#lib/maintenance';
import type { Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';
import { MaintenancePage } from '../../maintenance/MaintenancePage.tsx';

interface MaintenancePreviewProps {
  t: Translate;
  locale: Locale;
  email: string;
  phone: string;
  /** The messages as typed, not yet saved. */
  parts: MaintenanceMessageParts;
}

/**
 * The maintenance page as visitors of this language would see it with the messages as typed: the
 * live page's own markup and styles, drawn in a frame of the settings screen (no iframe, no request).
 */
export function MaintenancePreview({ t, locale, email, phone, parts }: MaintenancePreviewProps) {
  const headingId = useId();
  // The same choice the live page makes, from the same stored form.
  const message = maintenanceMessageFor(composeMaintenanceMessage(parts), locale) ?? t('maintenance.defaultMessage');
  return (
    <section className="settings-preview" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('adminSite.settings.preview')}</h3>
      <p className="form-note">{t('adminSite.settings.previewNote')}</p>
      <div className="maintenance-surface settings-preview-page" role="group" aria-label={t('adminSite.settings.previewLabel')}>
        <MaintenancePage t={t} email={email} phone={phone} message={message} headingLevel={4} />
      </div>
    </section>
  );
}
