import { useEffect, useState, type MouseEvent } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Disabled for a reason of the form's own (e.g. a password that does not meet the rules yet). */
  disabled?: boolean;
  /**
   * Forms whose island loads on intent (`client:intent`): the line shown under the button when it
   * is pressed before the form's code has arrived ("Loading the form…"). It is in the server HTML,
   * hidden until the directive marks the island as holding a submit.
   */
  loadingLabel?: string;
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
 * the form natively (its fields in the URL, unchecked). Until then `data-until-live` says which
 * state the button takes once live; `client:intent` enables an "enabled" one while it waits for
 * the code, holding a submit until the island is live (src/integrations/intent-directive.ts).
 */
export function SubmitButton({ busy, label, busyLabel, disabled = false, loadingLabel, className = '' }: SubmitButtonProps) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const ownDisabled = busy || disabled;
  return (
    <>
      <button
        type="submit"
        className={`btn btn-primary ${className}`.trim()}
        disabled={ownDisabled || !live}
        data-until-live={live ? undefined : ownDisabled ? 'disabled' : 'enabled'}
        onMouseDown={keepFocus}
      >
        {busy && <span className="spinner" aria-hidden="true" />}
        {busy ? busyLabel : label}
      </button>
      {!live && loadingLabel && (
        <p className="form-loading" role="status" data-until-live="">
          <span className="spinner" aria-hidden="true" /> {loadingLabel}
        </p>
      )}
    </>
  );
}
