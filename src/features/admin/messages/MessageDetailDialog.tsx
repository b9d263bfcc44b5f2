import { useId } from 'react';
import type { AdminMessage } from '#lib/inbox/types';
import { canChangeMessage } from '#lib/inbox/transitions';
import type { Translate } from '#i18n/format';
import { Modal } from '../../dialog/Modal.tsx';
import { ModalHeader } from '../../dialog/ModalHeader.tsx';
import { contactLinks, DetailList } from '../inbox/DetailList.tsx';
import { StatusBadge } from '../inbox/StatusBadge.tsx';

interface MessageDetailDialogProps {
  message: AdminMessage;
  t: Translate;
  formatDate: (iso: string) => string;
  formatId: (id: number) => string;
  /** Mark as read and Archive change the status and close the dialog. */
  onChange: (status: 'read' | 'archived') => void;
  onClose: () => void;
}

export function MessageDetailDialog({ message, t, formatDate, formatId, onChange, onClose }: MessageDetailDialogProps) {
  const titleId = useId();
  const links = contactLinks(message.email, message.phone);
  return (
    <Modal labelledBy={titleId} onClose={onClose} size="large">
      <ModalHeader titleId={titleId} title={t('inbox.detail.messageTitle', { id: formatId(message.id) })} closeLabel={t('inbox.action.close')} onClose={onClose} />
      <div className="modal-body">
        <DetailList
          entries={[
            [t('inbox.detail.status'), <StatusBadge status={message.status} label={t(`inbox.message.status.${message.status}`)} />],
            [t('inbox.detail.received'), <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>],
            [t('inbox.detail.name'), message.name],
            [t('inbox.detail.company'), message.company],
            [t('inbox.detail.email'), links.email],
            [t('inbox.detail.phone'), links.phone],
            [t('inbox.detail.subject'), message.subject],
          ]}
        />
        <section className="inbox-section">
          <h3>{t('inbox.detail.message')}</h3>
          <p className="inbox-text">{message.message}</p>
        </section>
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('inbox.action.close')}
          </button>
          {canChangeMessage(message.status, 'archived') && (
            <button type="button" className="btn btn-outline" onClick={() => onChange('archived')}>
              {t('inbox.action.archive')}
            </button>
          )}
          {canChangeMessage(message.status, 'read') && (
            <button type="button" className="btn btn-primary" onClick={() => onChange('read')}>
              {t('inbox.action.markRead')}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
