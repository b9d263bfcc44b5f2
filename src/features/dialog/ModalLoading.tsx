/** A dialog body whose content is still on its way: a spinner and what is being loaded. */
export function ModalLoading({ label }: { label: string }) {
  return (
    <p className="modal-status" role="status">
      <span className="spinner" aria-hidden="true" /> {label}
    </p>
  );
}
