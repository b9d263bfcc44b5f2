import { atom } from 'nanostores';
import { isProductQuoteKind, type DialogQuoteKind } from '#lib/quote-kinds';
import { maintenanceShown } from '../maintenance/maintenance-state.ts';

/**
 * The contract between the places that offer a quote (catalogue cards, featured block, product
 * page, custom-request card, floating button, home and home-lift pages) and the quote dialogs:
 * a caller sets what is asked for; the dialog host, mounted on the first request (quote-launcher.ts),
 * shows the dialog.
 * Visitors asked to register (register_prompt) can go on to the registration dialog (register).
 */
export type QuoteDialogKind = 'standard' | 'wholesale' | 'official' | 'custom' | 'home_lift' | 'register_prompt' | 'register';

export interface QuoteProductRef {
  id: number;
  sku: string;
  partNumber: string;
  nameEn: string;
  nameAr: string;
}

/**
 * "Request again" on /account: a new request of the same kind, the form filled with an earlier
 * request's quantity and notes; sent through the same dialog and POST /api/quotes as any other.
 */
export interface QuoteAgain {
  /** The earlier request's number, named in the dialog. */
  from: number;
  quantity: string;
  notes: string;
  /** Called once the new request is saved (the account list shows it). */
  onSent?: () => void;
}

export interface QuoteDialogRequest {
  kind: QuoteDialogKind;
  product?: QuoteProductRef;
  again?: QuoteAgain;
}

export const $quoteDialog = atom<QuoteDialogRequest | null>(null);

/** Whether a request is for a quote form (the rest are the register prompt and registration). */
export const asksForQuoteForm = (request: QuoteDialogRequest): request is QuoteDialogRequest & { kind: DialogQuoteKind } =>
  request.kind !== 'register_prompt' && request.kind !== 'register';

/**
 * Asks for a dialog; refused while the maintenance page covers the site (no form opens over it).
 * A product quote asked for without its product is a caller's mistake and opens nothing.
 */
export function openQuoteDialog(request: QuoteDialogRequest): void {
  if (maintenanceShown() || (isProductQuoteKind(request.kind) && !request.product)) return;
  $quoteDialog.set(request);
}

/**
 * A quote button's attributes: every button that asks for a dialog is plain markup the quote
 * launcher answers (one click listener on the document), so a click counts even before the
 * island around the button has hydrated.
 */
export function quoteButtonData(request: QuoteDialogRequest): { 'data-open-quote': QuoteDialogKind; 'data-quote-product'?: string } {
  return { 'data-open-quote': request.kind, ...(request.product ? { 'data-quote-product': JSON.stringify(request.product) } : {}) };
}

/** The request a quote button (quoteButtonData, QuoteButton.astro) stands for. */
export function quoteRequestOf(button: HTMLElement): QuoteDialogRequest {
  const product = button.dataset.quoteProduct;
  return { kind: button.dataset.openQuote as QuoteDialogKind, ...(product ? { product: JSON.parse(product) as QuoteProductRef } : {}) };
}

export function closeQuoteDialog(): void {
  $quoteDialog.set(null);
}
