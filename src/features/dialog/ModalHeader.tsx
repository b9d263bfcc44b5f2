import type { ReactNode } from 'react';

interface ModalHeaderProps {
  titleId: string;
  /** A sentence with what someone typed in it comes as a <Sentence>, so the name keeps its own direction. */
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
}

/** The dialog's heading (named by the dialog's aria-labelledby) and its × button. */
export function ModalHeader({ titleId, title, closeLabel, onClose }: ModalHeaderProps) {
  return (
    <header className="modal-header">
      <h2 id={titleId}>{title}</h2>
      <button type="button" className="modal-close" aria-label={closeLabel} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </header>
  );
}
