import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  tone: 'success' | 'warning';
  title: string;
  children: ReactNode;
  action: { href: string; label: string };
  testId: string;
}

/** A screen that replaces a form once it is done with (registered, or locked out), with the one way on. */
export function OutcomeCard({ tone, title, children, action, testId }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form it replaces may have been scrolled far down: bring the outcome into view and focus.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="auth-outcome card" role={tone === 'success' ? 'status' : 'alert'} data-testid={testId}>
      <div className={`auth-outcome-icon is-${tone}`} aria-hidden="true">
        {tone === 'success' ? '✓' : '!'}
      </div>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <a className="btn btn-primary" href={action.href}>
        {action.label}
      </a>
    </div>
  );
}
