import { useId, type ReactNode } from 'react';
import { Modal } from '../../dialog/Modal.tsx';
import { ModalHeader } from '../../dialog/ModalHeader.tsx';
import './admin-list.css';

interface ConfirmDialogProps {
  title: string;
  /** What happens, in a sentence or two (and why it cannot be undone, when it cannot). */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Danger for what destroys or cannot be undone. */
  tone?: 'danger' | 'primary';
  /** While the change is under way: both buttons wait, the dialog cannot be closed. */
  busy?: boolean;
  /** Why the change was refused, shown in the dialog; the confirm button is then withdrawn. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an admin action that cannot be taken back (archive a message, finish a quote, delete
 * a category). The dialog opens with focus on its close button, so a stray Enter changes nothing.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, tone = 'primary', busy = false, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal labelledBy={titleId} describedBy={bodyId} onClose={cancel} className="confirm-dialog">
      <ModalHeader titleId={titleId} title={title} closeLabel={cancelLabel} onClose={cancel} />
      <div className="modal-body">
        <div id={bodyId}>{children}</div>
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={cancel} disabled={busy}>
            {cancelLabel}
          </button>
          {!error && (
            <button type="button" className={`btn ${tone === 'danger' ? 'btn-danger' : 'btn-primary'}`} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
              {busy && <span className="spinner" aria-hidden="true" />} {confirmLabel}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
