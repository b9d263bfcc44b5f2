import { atom } from 'nanostores';
import { maintenanceShown } from '../maintenance/maintenance-state.ts';

/**
 * The contract between the places that offer a quote (catalogue cards, featured block, product
 * page, custom-request card, floating button, home and home-lift pages) and the quote dialogs:
 * a caller sets what is asked for; the dialog host, mounted once per page, shows the dialog.
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

export interface QuoteDialogRequest {
  kind: QuoteDialogKind;
  product?: QuoteProductRef;
}

export const $quoteDialog = atom<QuoteDialogRequest | null>(null);

/** Asks for a dialog; refused while the maintenance page covers the site (no form opens over it). */
export function openQuoteDialog(request: QuoteDialogRequest): void {
  if (maintenanceShown()) return;
  $quoteDialog.set(request);
}

export function closeQuoteDialog(): void {
  $quoteDialog.set(null);
}
