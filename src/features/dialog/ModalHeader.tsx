interface ModalHeaderProps {
  titleId: string;
  title: string;
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
