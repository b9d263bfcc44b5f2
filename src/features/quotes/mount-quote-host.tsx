import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import QuoteDialogHost, { type QuoteDialogHostProps } from './QuoteDialogHost.tsx';

/**
 * React and the dialog host, fetched by quote-launcher.ts with the first dialog a visitor asks for.
 * The host's dialog opens before this returns, in the task that closed the launcher's stand-in, so
 * no moment is left without an open dialog for an Escape or a click to fall into.
 */
export function mountQuoteHost(container: HTMLElement, props: QuoteDialogHostProps): void {
  const root = createRoot(container);
  flushSync(() => root.render(<QuoteDialogHost {...props} />));
}
