import { loadOnce } from '../dialog/load-once.ts';
import type { QuoteForm } from './QuoteForm.tsx';

/**
 * The quote dialog's form: its fields, the schemas and the validation library they use (ADR 0009).
 * Every page has the dialog host, few visitors open a dialog, so the code comes when the page is
 * idle or when a dialog opens, whichever is first, and once per page.
 */
export const loadQuoteForm = loadOnce(async (): Promise<typeof QuoteForm> => {
  // Only a browser opens the dialog; without this the server build warns it cannot split it off.
  if (import.meta.env.SSR) throw new Error('Quote dialogs load in the browser only');
  return (await import('./QuoteForm.tsx')).QuoteForm;
});
