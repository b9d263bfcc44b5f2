import { useId } from 'react';
import type { Translate } from '#i18n/format';
import { Modal } from '../../dialog/Modal.tsx';
import { ModalHeader } from '../../dialog/ModalHeader.tsx';

interface ChoiceDialogProps {
  title: string;
  text: string;
  /** The way out that keeps the admin's changes: also what Escape, × and the backdrop do. */
  keepLabel: string;
  onKeep: () => void;
  /** The way that gives the changes up. */
  dropLabel: string;
  onDrop: () => void;
  closeLabel: string;
}

/** A question with two answers, the safe one the default. */
function ChoiceDialog({ title, text, keepLabel, onKeep, dropLabel, onDrop, closeLabel }: ChoiceDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Modal labelledBy={titleId} describedBy={textId} onClose={onKeep}>
      <ModalHeader titleId={titleId} title={title} closeLabel={closeLabel} onClose={onKeep} />
      <div className="modal-body">
        <p id={textId}>{text}</p>
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={onDrop}>
            {dropLabel}
          </button>
          <button type="button" className="btn btn-primary" onClick={onKeep}>
            {keepLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** A save refused because someone saved the product first (409 version_conflict): nothing was written. */
export function ConflictDialog({ t, onReload, onKeepEditing }: { t: Translate; onReload: () => void; onKeepEditing: () => void }) {
  return (
    <ChoiceDialog
      title={t('adminProducts.conflict.title')}
      text={t('adminProducts.conflict.text')}
      keepLabel={t('adminProducts.conflict.keep')}
      onKeep={onKeepEditing}
      dropLabel={t('adminProducts.conflict.reload')}
      onDrop={onReload}
      closeLabel={t('adminProducts.close')}
    />
  );
}

/** A link followed with unsaved changes. */
export function LeaveDialog({ t, onStay, onLeave }: { t: Translate; onStay: () => void; onLeave: () => void }) {
  return (
    <ChoiceDialog
      title={t('adminProducts.leave.title')}
      text={t('adminProducts.leave.text')}
      keepLabel={t('adminProducts.leave.stay')}
      onKeep={onStay}
      dropLabel={t('adminProducts.leave.leave')}
      onDrop={onLeave}
      closeLabel={t('adminProducts.close')}
    />
  );
}
