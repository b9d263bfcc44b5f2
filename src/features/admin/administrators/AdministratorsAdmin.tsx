import { useState } from 'react';
import type { AdministratorRecord } from '#lib/admin/administrators';
import { intlLocale, type Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import { errorMessage } from '#i18n/error-message';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { dateFormatter, dateTimeFormatter } from '../shared/format.ts';
import { ListFrame } from '../shared/ListFrame.tsx';
import { useListLoad } from '../shared/use-list-load.ts';
import { Sentence } from '../../forms/Sentence.tsx';
import { AddAdministratorForm } from './AddAdministratorForm.tsx';
import { AdministratorsTable } from './AdministratorsTable.tsx';
import { ChangePasswordForm } from '../../auth/ChangePasswordForm.tsx';
import { TwoStepSettings } from '../../auth/TwoStepSettings.tsx';
import { SetupLinkDialog } from './SetupLinkDialog.tsx';
import { changeOwnPassword, fetchAdministrators, removeAdministrator, renewSetupLink, setupLinkUrl } from './administrators-api.ts';
import './administrators.css';

interface Props {
  locale: Locale;
  /** The signed-in administrator's address (named in their downloaded recovery codes). */
  email: string;
  messages: Partial<Record<MessageKey, string>>;
}

type Shown = { name: string; email: string; url: string; expiresAt: string };
type Removal = { administrator: AdministratorRecord; busy: boolean; error: string | null };

/**
 * /admin/administrators (island): who can sign in to the dashboard, adding one (the setup link is
 * shown once), a new link for an invitation not taken up, removing one; and the signed-in
 * administrator's own password and two-step sign-in (issue 21), where the dashboard's prompt leads.
 */
export default function AdministratorsAdmin({ locale, email, messages }: Props) {
  const t = createT(messages);
  const formatDate = dateFormatter(locale);
  const formatDateTime = dateTimeFormatter(locale);
  const formatNumber = new Intl.NumberFormat(intlLocale(locale)).format;
  const list = useListLoad((signal) => fetchAdministrators(signal), [], { pick: (answer) => answer.administrators });
  const reload = () => void list.reload();
  const [shown, setShown] = useState<Shown | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'removed'; name: string } | { kind: 'linkFailed' } | null>(null);

  const show = (administrator: AdministratorRecord, link: { token: string; expiresAt: string }) =>
    setShown({ name: administrator.name, email: administrator.email, url: setupLinkUrl(link.token, locale, location.origin), expiresAt: link.expiresAt });

  const newLink = async (administrator: AdministratorRecord) => {
    setNotice(null);
    setBusyId(administrator.userId);
    const result = await renewSetupLink(administrator.userId);
    setBusyId(null);
    if (result.ok) show(result.data.administrator, result.data.setupLink);
    else setNotice({ kind: 'linkFailed' });
    reload();
  };

  const remove = async ({ administrator }: Removal) => {
    setRemoval({ administrator, busy: true, error: null });
    const result = await removeAdministrator(administrator.userId);
    // Already gone (another administrator, another tab) is what was asked for.
    if (!result.ok && result.error.status !== 404) return setRemoval({ administrator, busy: false, error: errorMessage(t, result.error.code) });
    setRemoval(null);
    setNotice({ kind: 'removed', name: administrator.name });
    reload();
  };

  return (
    <div className="administrators-admin">
      <p className="administrators-intro">{t('adminUsers.intro')}</p>
      {notice?.kind === 'removed' && (
        <p className="alert alert-success" role="status">
          <Sentence template={t('adminUsers.removed')} values={{ name: notice.name }} />
        </p>
      )}
      <ListFrame
        t={t}
        state={list.state}
        loadFailedText={t('adminUsers.loadError')}
        notice={notice?.kind === 'linkFailed' ? t('adminUsers.newLinkError') : null}
        onRetry={reload}
        isEmpty={(rows) => rows.length === 0}
        empty={<p>{t('adminUsers.empty')}</p>}>
        {(rows) => (
          <AdministratorsTable
            administrators={rows}
            busyId={busyId}
            formatDate={formatDate}
            onNewLink={(administrator) => void newLink(administrator)}
            onRemove={(administrator) => {
              setNotice(null);
              setRemoval({ administrator, busy: false, error: null });
            }}
            t={t}
          />
        )}
      </ListFrame>
      <div className="administrators-cards">
        <AddAdministratorForm
          t={t}
          formatNumber={formatNumber}
          onInvited={(administrator, link) => {
            setNotice(null);
            show(administrator, link);
            reload();
          }}
        />
        <ChangePasswordForm t={t} formatNumber={formatNumber} send={changeOwnPassword} className="administrators-card" />
        <TwoStepSettings
          t={t}
          base="/api/admin/account/totp"
          audience="admin"
          initial={null}
          email={email}
          formatDate={formatDate}
          formatNumber={formatNumber}
          heading="h3"
          className="administrators-card"
        />
      </div>
      {shown && <SetupLinkDialog name={shown.name} email={shown.email} url={shown.url} expires={formatDateTime(shown.expiresAt)} onClose={() => setShown(null)} t={t} />}
      {removal && (
        <ConfirmDialog
          title={t('adminUsers.removeTitle')}
          confirmLabel={t('adminUsers.confirmRemove')}
          cancelLabel={t('common.cancel')}
          tone="danger"
          busy={removal.busy}
          error={removal.error}
          onCancel={() => setRemoval(null)}
          onConfirm={() => void remove(removal)}>
          <p>
            <Sentence template={t('adminUsers.removeHelp')} values={{ name: removal.administrator.name, email: { text: removal.administrator.email, ltr: true } }} />
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
