/** A form's main button: disabled with a spinner and a busy label while the form is sending. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="btn btn-primary" disabled={busy}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
