import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import type { RegistrationChange, RegistrationRecord } from '#lib/validation/registration-admin';
import { reloadAdminStats } from '../shell/stats-store.ts';
import { fetchRegistrations, saveRegistration } from './registrations-api.ts';
import { RegistrationsTable } from './RegistrationsTable.tsx';
import './registrations.css';

interface Props {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; rows: RegistrationRecord[] };

/** The registrations panel: loads the list, applies one change at a time, keeps the counters in step. */
export default function RegistrationsTab({ locale, messages }: Props) {
  const t = createT(messages);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [savingId, setSavingId] = useState<string | null>(null);
  const [updateFailed, setUpdateFailed] = useState(false);

  useEffect(() => {
    fetchRegistrations().then(
      (rows) => setLoad({ state: 'ready', rows }),
      () => setLoad({ state: 'failed' }),
    );
  }, []);

  const change = useCallback(async (userId: string, update: RegistrationChange) => {
    setSavingId(userId);
    setUpdateFailed(false);
    try {
      const saved = await saveRegistration(userId, update);
      setLoad((current) => (current.state === 'ready' ? { state: 'ready', rows: current.rows.map((r) => (r.userId === userId ? saved : r)) } : current));
      void reloadAdminStats();
    } catch {
      setUpdateFailed(true);
    } finally {
      setSavingId(null);
    }
  }, []);

  if (load.state === 'loading') {
    return (
      <p className="registrations-status" role="status">
        <span className="spinner" aria-hidden="true" /> {t('common.loading')}
      </p>
    );
  }
  if (load.state === 'failed') return <p className="alert alert-error" role="alert">{t('admin.registrations.loadError')}</p>;
  if (load.rows.length === 0) return <p className="registrations-empty">{t('admin.registrations.empty')}</p>;
  return (
    <>
      <p className="registrations-intro">{t('admin.registrations.intro')}</p>
      {updateFailed && <p className="alert alert-error" role="alert">{t('admin.registrations.updateError')}</p>}
      <RegistrationsTable rows={load.rows} savingId={savingId} onChange={change} locale={locale} t={t} />
    </>
  );
}
