import { useCallback, useState } from 'react';
import type { Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import { errorMessage } from '#i18n/error-message';
import { isInboxFiltered } from '#lib/inbox/query';
import { numberFormatter } from '#lib/format';
import { PROFILE_STATUSES, type ProfileStatus } from '#lib/roles';
import type { RegistrationChange, RegistrationQuery, RegistrationRecord } from '#lib/validation/registration-admin';
import { reloadAdminStats } from '../shell/stats-store.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { dateFormatter } from '../shared/format.ts';
import { Sentence } from '../../forms/Sentence.tsx';
import { PagedListFrame } from '../shared/ListFrame.tsx';
import { InboxFilters } from '../inbox/InboxFilters.tsx';
import { useInbox } from '../inbox/use-inbox.ts';
import { ApproveDialog } from './ApproveDialog.tsx';
import { RegistrationsTable } from './RegistrationsTable.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import { deleteRegistration, eraseRegistration, saveRegistration, unlockSignIn } from './registrations-api.ts';
import './registrations.css';

interface Props {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  /** The search, filters and page of the URL the page was opened with. */
  initialQuery: RegistrationQuery;
}

type Dialog = { kind: 'approve' | 'reject' | 'delete' | 'erase'; registration: RegistrationRecord } | null;
type Notice = { kind: 'updateError' | 'unlockError' } | { kind: 'deleted' | 'erased'; company: string } | null;

/**
 * The registrations panel: the list for the URL's search, filters and page (server-side, 25 a
 * page), one change at a time (approve with a class, reject with a reason, delete as spam), the
 * counters kept in step.
 */
export default function RegistrationsTab({ locale, messages, initialQuery }: Props) {
  const t = createT(messages);
  const formatDate = dateFormatter(locale);
  const formatNumber = numberFormatter(locale);
  const [savingId, setSavingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const clearNotice = useCallback(() => setNotice(null), []);
  const list = useInbox<RegistrationRecord, ProfileStatus>('/api/admin/registrations', PROFILE_STATUSES, initialQuery, { onNavigate: clearNotice });
  const { query, navigate } = list;

  /** What the server answers is laid over the row. */
  const patchRow = (userId: string, saved: Partial<RegistrationRecord>) =>
    list.update((page) => ({ ...page, items: page.items.map((r) => (r.userId === userId ? { ...r, ...saved } : r)) }));

  const change = useCallback(async (userId: string, update: RegistrationChange) => {
    setSavingId(userId);
    setNotice(null);
    const result = await saveRegistration(userId, update);
    if (result.ok) {
      patchRow(userId, result.data.registration);
      void reloadAdminStats();
    } else setNotice({ kind: 'updateError' });
    setSavingId(null);
  }, []);

  const unlock = useCallback(async (userId: string) => {
    setSavingId(userId);
    setNotice(null);
    if ((await unlockSignIn(userId)).ok) patchRow(userId, { signInLocked: false });
    else setNotice({ kind: 'unlockError' });
    setSavingId(null);
  }, []);

  /** Deleting spam, or confirming a buyer's closure (the account is erased, its requests kept without the person). */
  const remove = async (registration: RegistrationRecord, how: 'delete' | 'erase') => {
    setDeleting({ busy: true, error: null });
    const result = await (how === 'erase' ? eraseRegistration : deleteRegistration)(registration.userId);
    // Already gone (another admin, another tab) is what was asked for.
    if (!result.ok && result.error.status !== 404) {
      setDeleting({ busy: false, error: result.error.status === 409 ? errorMessage(t, result.error.code) : t('admin.registrations.deleteError') });
      return;
    }
    setDeleting({ busy: false, error: null });
    setDialog(null);
    setNotice({ kind: how === 'erase' ? 'erased' : 'deleted', company: registration.companyName });
    list.reload();
    void reloadAdminStats();
  };

  const closeDialog = () => {
    setDialog(null);
    setDeleting({ busy: false, error: null });
  };

  return (
    <div className="registrations-panel">
      <p className="registrations-intro">{t('admin.registrations.intro')}</p>
      <InboxFilters
        query={query}
        statuses={PROFILE_STATUSES}
        statusLabel={(status) => t(`admin.status.${status}`)}
        searchHint={t('admin.registrations.searchHint')}
        t={t}
        onChange={(next) => navigate(next)}
      />
      {(notice?.kind === 'deleted' || notice?.kind === 'erased') && (
        <p className="alert alert-success" role="status">
          <Sentence template={t(`admin.registrations.${notice.kind}`)} values={{ company: notice.company }} />
        </p>
      )}
      <PagedListFrame
        t={t}
        state={list.state}
        loadFailedText={t('admin.registrations.loadError')}
        notice={notice && notice.kind !== 'deleted' && notice.kind !== 'erased' ? t(`admin.registrations.${notice.kind}`) : null}
        empty={<p>{t(isInboxFiltered(query) ? 'admin.registrations.emptyFiltered' : 'admin.registrations.empty')}</p>}
        formatNumber={formatNumber}
        onRetry={list.reload}
        onPage={(page) => navigate({ ...query, page })}>
        {(page) => (
          <RegistrationsTable
            rows={page.items}
            savingId={savingId}
            formatDate={formatDate}
            onApprove={(registration) => setDialog({ kind: 'approve', registration })}
            onReject={(registration) => setDialog({ kind: 'reject', registration })}
            onChange={(userId, update) => void change(userId, update)}
            onDelete={(registration) => setDialog({ kind: 'delete', registration })}
            onErase={(registration) => setDialog({ kind: 'erase', registration })}
            onUnlock={(userId) => void unlock(userId)}
            t={t}
          />
        )}
      </PagedListFrame>
      {dialog?.kind === 'approve' && (
        <ApproveDialog
          registration={dialog.registration}
          t={t}
          onCancel={closeDialog}
          onConfirm={(role) => {
            void change(dialog.registration.userId, { status: 'approved', role });
            closeDialog();
          }}
        />
      )}
      {dialog?.kind === 'reject' && (
        <RejectDialog
          registration={dialog.registration}
          locale={locale}
          t={t}
          onCancel={closeDialog}
          onConfirm={(reason) => {
            void change(dialog.registration.userId, reason ? { status: 'rejected', reason } : { status: 'rejected' });
            closeDialog();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('admin.registrations.deleteTitle')}
          confirmLabel={t('admin.registrations.confirmDelete')}
          cancelLabel={t('common.cancel')}
          tone="danger"
          busy={deleting.busy}
          error={deleting.error}
          onCancel={closeDialog}
          onConfirm={() => void remove(dialog.registration, 'delete')}>
          <p>
            <Sentence template={t('admin.registrations.deleteHelp')} values={{ company: dialog.registration.companyName, email: { text: dialog.registration.email, ltr: true } }} />
          </p>
        </ConfirmDialog>
      )}
      {dialog?.kind === 'erase' && (
        <ConfirmDialog
          title={t('admin.registrations.eraseTitle')}
          confirmLabel={t('admin.registrations.confirmErase')}
          cancelLabel={t('common.cancel')}
          tone="danger"
          busy={deleting.busy}
          error={deleting.error}
          onCancel={closeDialog}
          onConfirm={() => void remove(dialog.registration, 'erase')}>
          <p>
            <Sentence template={t('admin.registrations.eraseHelp')} values={{ company: dialog.registration.companyName, email: { text: dialog.registration.email, ltr: true } }} />
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
