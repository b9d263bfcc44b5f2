import type { ReactElement } from 'react';
import type { EmailContext } from './layout.tsx';

/**
 * One kind of e-mail: its body as a React element in the layout, and the fields of its data that
 * hold secrets (links with tokens), blanked in the outbox once sent by SMTP. Its subject is in
 * ../subject.ts, which queueing uses without loading React or react-email.
 */
export interface EmailTemplateDefinition<D> {
  body: (data: D, ctx: EmailContext) => ReactElement;
  secrets?: readonly (keyof D & string)[];
}
