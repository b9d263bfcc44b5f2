/** What the buyer sees once the request is saved: the message for the dialog's kind and a Close button. */
export function QuoteSent({ message, closeLabel, onClose }: { message: string; closeLabel: string; onClose: () => void }) {
  return (
    <div className="quote-sent" role="status">
      <svg className="quote-sent-icon" viewBox="0 0 24 24" width="56" height="56" aria-hidden="true">
        <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.12" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p>{message}</p>
      <div className="modal-actions">
        {/* The outcome replaces the form the buyer was in: focus moves to its only action. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" className="btn btn-primary" onClick={onClose} autoFocus>
          {closeLabel}
        </button>
      </div>
    </div>
  );
}
