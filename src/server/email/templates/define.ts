import type { ReactElement } from 'react';
import type { EmailContext } from './layout.tsx';

/**
 * One kind of e-mail: its subject (plain words, computed when the e-mail is queued and stored with
 * it, so the Outbox lists it without rendering), its body as a React element in the layout, and the
 * fields of its data that hold secrets (links with tokens), blanked in the outbox once sent by SMTP.
 */
export interface EmailTemplateDefinition<D> {
  subject: (data: D, ctx: Pick<EmailContext, 't' | 'f' | 'shop' | 'locale'>) => string;
  body: (data: D, ctx: EmailContext) => ReactElement;
  secrets?: readonly (keyof D & string)[];
}
