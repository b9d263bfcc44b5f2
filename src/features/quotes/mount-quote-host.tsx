import { createRoot } from 'react-dom/client';
import QuoteDialogHost, { type QuoteDialogHostProps } from './QuoteDialogHost.tsx';

/** React and the dialog host, fetched by quote-launcher.ts with the first dialog a visitor asks for. */
export function mountQuoteHost(container: HTMLElement, props: QuoteDialogHostProps): void {
  createRoot(container).render(<QuoteDialogHost {...props} />);
}
