import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import type { RegistrationChange, RegistrationRecord } from '#lib/validation/registration-admin';
import { reloadAdminStats } from '../shell/stats-store.ts';
import { fetchRegistrations, saveRegistration, unlockSignIn } from './registrations-api.ts';
import { RegistrationsTable } from './RegistrationsTable.tsx';
import { ListFrame, type ListState } from '../shared/ListFrame.tsx';
import './registrations.css';

interface Props {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}


/** The registrations panel: loads the list, applies one change at a time, keeps the counters in step. */
export default function RegistrationsTab({ locale, messages }: Props) {
  const t = createT(messages);
  const [load, setLoad] = useState<ListState<RegistrationRecord[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [savingId, setSavingId] = useState<string | null>(null);
  const [failed, setFailed] = useState<'update' | 'unlock' | null>(null);

  useEffect(() => {
    void fetchRegistrations().then((result) => setLoad((current) => (result.ok ? { status: 'ready', data: result.data.registrations } : { status: 'error', data: current.data })));
  }, [attempt]);

  /** One change at a time to a row; what the server answers is laid over the row (an answer may carry fewer fields than the list). */
  const apply = useCallback(async (userId: string, kind: 'update' | 'unlock', save: () => Promise<Partial<RegistrationRecord> | null>) => {
    setSavingId(userId);
    setFailed(null);
    const saved = await save();
    if (saved) {
      setLoad((current) => (current.status === 'ready' ? { status: 'ready', data: current.data.map((r) => (r.userId === userId ? { ...r, ...saved } : r)) } : current));
      if (kind === 'update') void reloadAdminStats();
    } else setFailed(kind);
    setSavingId(null);
  }, []);
  const change = useCallback(
    (userId: string, update: RegistrationChange) => apply(userId, 'update', async () => {
      const result = await saveRegistration(userId, update);
      return result.ok ? result.data.registration : null;
    }),
    [apply],
  );
  const unlock = useCallback((userId: string) => apply(userId, 'unlock', async () => ((await unlockSignIn(userId)).ok ? { signInLocked: false } : null)), [apply]);

  return (
    <>
      <p className="registrations-intro">{t('admin.registrations.intro')}</p>
      {failed && <p className="alert alert-error" role="alert">{t(failed === 'update' ? 'admin.registrations.updateError' : 'admin.registrations.unlockError')}</p>}
      <ListFrame
        t={t}
        state={load}
        loadFailedText={t('admin.registrations.loadError')}
        onRetry={() => {
          setLoad((current) => ({ status: 'loading', data: current.data }));
          setAttempt((n) => n + 1);
        }}
        isEmpty={(rows) => rows.length === 0}
        empty={<p>{t('admin.registrations.empty')}</p>}>
        {(rows) => <RegistrationsTable rows={rows} savingId={savingId} onChange={change} onUnlock={unlock} locale={locale} t={t} />}
      </ListFrame>
    </>
  );
}
