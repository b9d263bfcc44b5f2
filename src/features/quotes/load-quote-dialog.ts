import type { QuoteDialog } from './QuoteDialog.tsx';

let load: Promise<typeof QuoteDialog> | null = null;

/**
 * The quote dialog's code: its form, the schemas and the validation library they use (ADR 0009).
 * Every page has the dialog host, few visitors open a dialog, so the code comes when the page is
 * idle or when a dialog opens, whichever is first, and once per page.
 */
export function loadQuoteDialog(): Promise<typeof QuoteDialog> {
  // Only a browser opens the dialog; without this the server build warns it cannot split it off.
  if (import.meta.env.SSR) return Promise.reject(new Error('Quote dialogs load in the browser only'));
  if (!load) {
    load = import('./QuoteDialog.tsx').then((module) => module.QuoteDialog);
    // A download that failed (offline for a moment) is tried again by the next opening.
    load.catch(() => {
      load = null;
    });
  }
  return load;
}
