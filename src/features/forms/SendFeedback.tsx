import type { ReactNode } from 'react';

interface SendFeedbackProps {
  /** What went wrong with the last send, announced at once; nothing while there is none. */
  failure?: ReactNode;
  /** The line said while a slow send is retried ("Still sending…"); nothing while none is. */
  stillSending?: string | false;
  /** A success announced in place, for forms that stay on screen once sent. */
  success?: ReactNode;
  /** The class of the "still sending" line, so it reads like the form's other notes. */
  noteClassName?: string;
}

/**
 * What a sending form says under its fields: a polite live region for the retry notice and the
 * success (present from the first render, so screen readers announce what is put into it), and
 * an alert for the failure. One shape for every public form, so each is announced alike.
 */
export function SendFeedback({ failure, stillSending, success, noteClassName = 'form-note' }: SendFeedbackProps) {
  return (
    <>
      <div role="status" aria-live="polite">
        {stillSending && <p className={noteClassName}>{stillSending}</p>}
        {success && <p className="alert alert-success">{success}</p>}
      </div>
      {failure && (
        <p className="alert alert-error form-failure" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
