import { useEffect, useState } from 'react';

/**
 * A form's main button: disabled with a spinner and a busy label while the form is sending, and
 * disabled in the server-rendered HTML until the island is live, so an early click cannot send
 * the form natively (its fields in the URL, unchecked).
 */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <button type="submit" className="btn btn-primary" disabled={busy || !live}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
