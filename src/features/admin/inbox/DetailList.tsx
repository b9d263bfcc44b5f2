import type { ReactNode } from 'react';

/**
 * Label/value pairs of a detail dialog; entries without a value are left out. Plain text is what a
 * sender wrote, in either script: isolated so it keeps its own direction in the other language's page.
 */
export function DetailList({ entries }: { entries: [label: string, value: ReactNode][] }) {
  return (
    <dl className="inbox-details">
      {entries
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{typeof value === 'string' ? <bdi>{value}</bdi> : value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** E-mail and phone as links that open the admin's mail app or dialler, kept left-to-right. */
export function contactLinks(email: string, phone: string): { email: ReactNode; phone: ReactNode } {
  return {
    email: (
      <a href={`mailto:${email}`} dir="ltr">
        {email}
      </a>
    ),
    phone: (
      <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`} dir="ltr">
        {phone}
      </a>
    ),
  };
}
