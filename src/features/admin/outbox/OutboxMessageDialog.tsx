import { useEffect, useId, useState } from 'react';
import { outboxAttachmentUrl, type OutboxItem, type OutboxMessage } from '#lib/admin/outbox';
import type { Translate } from '#i18n/format';
import { Modal } from '../../dialog/Modal.tsx';
import { ModalHeader } from '../../dialog/ModalHeader.tsx';
import { DetailList } from '../inbox/DetailList.tsx';
import { StatusBadge } from '../inbox/StatusBadge.tsx';
import { adminRequest } from '../shared/admin-api.ts';

interface OutboxMessageDialogProps {
  item: OutboxItem;
  t: Translate;
  formatDate: (iso: string) => string;
  formatNumber: (n: number) => string;
  attempts: (count: number) => string;
  busy: boolean;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * One e-mail as its recipient reads it: the HTML in a sandboxed frame (served by the API with its
 * own policy: no script runs, nothing loads, links open a new tab), the plain-text part, the
 * attachments, and how sending went. A dead e-mail can be sent again from here.
 */
export function OutboxMessageDialog({ item, t, formatDate, formatNumber, attempts, busy, onRetry, onClose }: OutboxMessageDialogProps) {
  const titleId = useId();
  const [message, setMessage] = useState<OutboxMessage | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void adminRequest<OutboxMessage>(`/api/admin/outbox/${item.id}`, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setMessage(result.data);
      else setFailed(true);
    });
    return () => controller.abort();
  }, [item.id]);

  const shown = message ?? item;
  const textDir = shown.locale === 'ar' ? 'rtl' : 'ltr';
  return (
    <Modal labelledBy={titleId} onClose={onClose} size="large" className="outbox-dialog">
      <ModalHeader titleId={titleId} title={shown.subject} closeLabel={t('adminOutbox.action.close')} onClose={onClose} />
      <div className="modal-body">
        <DetailList
          entries={[
            [t('adminOutbox.detail.status'), <StatusBadge status={shown.status} label={t(`adminOutbox.status.${shown.status}`)} />],
            [t('adminOutbox.detail.to'), <span dir="ltr">{shown.to}</span>],
            [t('adminOutbox.detail.replyTo'), message?.replyTo ? <span dir="ltr">{message.replyTo}</span> : null],
            [t('adminOutbox.detail.template'), t(`adminOutbox.template.${shown.template}`)],
            [t('adminOutbox.detail.language'), shown.locale === 'ar' || shown.locale === 'en' ? t(`email.language.${shown.locale}`) : shown.locale],
            [t('adminOutbox.detail.queued'), <time dateTime={shown.createdAt}>{formatDate(shown.createdAt)}</time>],
            [t('adminOutbox.detail.sent'), shown.sentAt ? <time dateTime={shown.sentAt}>{formatDate(shown.sentAt)}</time> : null],
            [t('adminOutbox.detail.nextAttempt'), shown.status === 'queued' && shown.nextAttemptAt ? <time dateTime={shown.nextAttemptAt}>{formatDate(shown.nextAttemptAt)}</time> : null],
            [t('adminOutbox.detail.attempts'), attempts(shown.attempts)],
            [t('adminOutbox.detail.lastError'), shown.lastError ? t(`adminOutbox.error.${shown.lastError}`) : null],
            [t('adminOutbox.detail.messageId'), <code dir="ltr">{shown.messageId}</code>],
          ]}
        />
        {failed && (
          <p className="alert alert-error" role="alert">
            {t('adminOutbox.detail.loadFailed')}
          </p>
        )}
        {!message && !failed && (
          <p className="admin-loading" role="status">
            <span className="spinner" aria-hidden="true" /> {t('adminOutbox.detail.loading')}
          </p>
        )}
        {message && (
          <>
            <section className="inbox-section">
              <h3>{t('adminOutbox.detail.asRecipient')}</h3>
              {message.linksRemoved && <p className="field-hint">{t('adminOutbox.detail.linksRemoved')}</p>}
              <iframe className="outbox-frame" src={message.previewUrl} title={t('adminOutbox.detail.frameTitle', { subject: message.subject })} sandbox="allow-popups allow-popups-to-escape-sandbox" referrerPolicy="no-referrer" loading="lazy" />
            </section>
            {message.attachments.length > 0 && (
              <section className="inbox-section">
                <h3>{t('adminOutbox.detail.attachments')}</h3>
                <ul className="outbox-attachments">
                  {message.attachments.map((file) => (
                    <li key={file.index}>
                      <a href={outboxAttachmentUrl(message.id, file.index)} download={file.filename} dir="ltr">
                        {file.filename}
                      </a>{' '}
                      <span className="cell-sub">
                        <span dir="ltr">{file.contentType}</span> · {t('adminOutbox.detail.size', { size: formatNumber(Math.max(1, Math.round(file.size / 1024))) })}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section className="inbox-section">
              <h3>{t('adminOutbox.detail.plainText')}</h3>
              <pre className="outbox-text" dir={textDir} lang={message.locale}>
                {message.text}
              </pre>
            </section>
          </>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('adminOutbox.action.close')}
          </button>
          {shown.status === 'dead' && (
            <button type="button" className="btn btn-primary" disabled={busy} onClick={onRetry}>
              {t('adminOutbox.action.retry')}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
