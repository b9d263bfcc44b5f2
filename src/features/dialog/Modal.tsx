import { useLayoutEffect, useRef, type ReactNode } from 'react';

interface ModalProps {
  /** The element naming the dialog (its heading), for screen readers. */
  labelledBy: string;
  describedBy?: string;
  /** Escape, the backdrop and close buttons all ask through here; the owner decides. */
  onClose: () => void;
  size?: 'medium' | 'large';
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert
 * (focus stays inside, screen readers see only the dialog), Escape and a click on the backdrop
 * ask to close, and focus returns to what had it before the dialog opened. Mounted = open.
 */
export function Modal({ labelledBy, describedBy, onClose, size = 'medium', className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  // A layout effect: the dialog opens in the same task as it is added, never a frame later.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    // Escape closes through onCancel; the pointer's equivalent is a press that starts and ends on the backdrop.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`modal modal-${size}${className ? ` ${className}` : ''}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: the owner closes (or refuses while busy), so React state stays the truth.
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The dialog box is filled by .modal-surface, so a click on the <dialog> itself is the backdrop.
        if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onClose();
      }}
    >
      <div className="modal-surface">{children}</div>
    </dialog>
  );
}
