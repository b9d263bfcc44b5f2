import { useEffect, useState, type MouseEvent } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Disabled for a reason of the form's own (e.g. a password that does not meet the rules yet). */
  disabled?: boolean;
  className?: string;
}

/**
 * Pressing the button must not move focus: leaving a field shows its error, the error pushes the
 * button down between mouse-down and mouse-up, and the click would land beside it and be lost.
 * The submit itself marks every field and focuses the first invalid one.
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * A form's main button: disabled with a spinner and a busy label while the form is sending, and
 * disabled in the server-rendered HTML until the island is live, so an early click cannot send
 * the form natively (its fields in the URL, unchecked).
 */
export function SubmitButton({ busy, label, busyLabel, disabled = false, className = '' }: SubmitButtonProps) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <button type="submit" className={`btn btn-primary ${className}`.trim()} disabled={busy || !live || disabled} onMouseDown={keepFocus}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
