import { useState } from 'react';
import { createT } from '#i18n/format';
import type { Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { ConfirmDialog } from '../admin/shared/ConfirmDialog.tsx';
import { dateTimeFormatter } from '../admin/shared/format.ts';
import { accountRequest } from './account-api.ts';

interface DataActionsProps {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  /** When the buyer already asked for the account to be closed (ISO), or null. */
  closureRequestedAt: string | null;
}

/**
 * "Your data" on /account (Saudi PDPL): download everything the shop holds about the buyer (a
 * plain link to the JSON file, nothing to load), and ask for the account to be closed, confirmed
 * in a dialog first; once asked, the section says so until an administrator confirms it.
 */
export default function DataActions({ locale, messages, closureRequestedAt: initial }: DataActionsProps) {
  const t = createT(messages);
  const [requestedAt, setRequestedAt] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function close() {
    setBusy(true);
    setFailed(false);
    const result = await accountRequest<{ closureRequestedAt: string }>('/api/account/closure', { method: 'POST', once: true });
    setBusy(false);
    if (!result.ok) return setFailed(true);
    setRequestedAt(result.data.closureRequestedAt);
    setConfirming(false);
  }

  return (
    <div className="account-data">
      <div className="account-data-action">
        <a className="btn btn-primary" href="/api/account/export" download>
          {t('account.data.download')}
        </a>
        <p className="form-note">{t('account.data.downloadNote')}</p>
      </div>
      <div role="status" aria-live="polite">
        {requestedAt && (
          <div className="alert account-closure" data-testid="account-closure">
            <strong>{t('account.closure.title')}</strong>
            <p>{t('account.closure.text', { date: dateTimeFormatter(locale)(requestedAt) })}</p>
          </div>
        )}
      </div>
      {!requestedAt && (
        <div className="account-data-action">
          <button type="button" className="btn btn-outline-danger" onClick={() => setConfirming(true)}>
            {t('account.data.close')}
          </button>
          <p className="form-note">{t('account.data.closeNote')}</p>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('account.data.confirmTitle')}
          confirmLabel={t('account.data.confirm')}
          cancelLabel={t('account.data.keep')}
          tone="danger"
          busy={busy}
          error={failed ? t('account.data.failed') : null}
          onConfirm={() => void close()}
          onCancel={() => {
            setConfirming(false);
            setFailed(false);
          }}>
          <p>{t('account.data.confirmText')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
