import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import { isProductQuoteKind } from '#lib/quote-kinds';
import { RegistrationDialog } from '../auth/RegistrationDialog.tsx';
import { $maintenanceShown } from '../maintenance/maintenance-state.ts';
import '../forms/forms.css';
import './quotes.css';
import { FloatingQuoteButton } from './FloatingQuoteButton.tsx';
import { $quoteDialog, closeQuoteDialog, openQuoteDialog } from './open-quote.ts';
import { LazyQuoteDialog } from './LazyQuoteDialog.tsx';
import { loadQuoteDialog } from './load-quote-dialog.ts';
import { RegisterPromptDialog } from './RegisterPromptDialog.tsx';

interface QuoteDialogHostProps {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  /** The catalogue pages also carry the floating custom-quote button. */
  floatingButton?: boolean;
}

/**
 * Mounted once per page (SiteShell): shows whichever dialog a page asked for through
 * openQuoteDialog(), from any island or script. A product quote asked for without its product
 * is a caller's mistake and opens nothing. While the maintenance page covers the site, the host
 * shows nothing (no floating button, no dialog) and drops a dialog that was open when it came on.
 */
export default function QuoteDialogHost({ locale, messages, floatingButton = false }: QuoteDialogHostProps) {
  // Hydrates with no dialog and no maintenance, as the server rendered it: a price button of the
  // catalogue (client:load) may have asked for a dialog, or the gate may have covered the site,
  // before this island (client:idle) hydrates (else React error #418). Both apply right after.
  const request = useStore($quoteDialog, { ssr: 'initial' });
  const maintenance = useStore($maintenanceShown, { ssr: 'initial' });
  const t = createT(messages);
  // The host hydrates when the page is idle: fetch the dialogs' code now, so a dialog opens at once.
  useEffect(() => {
    loadQuoteDialog().catch(() => {}); // a failed fetch is tried again when a dialog opens
  }, []);
  useEffect(() => {
    if (maintenance) closeQuoteDialog();
  }, [maintenance]);
  if (maintenance) return null;
  return (
    <>
      {floatingButton && <FloatingQuoteButton t={t} />}
      {request?.kind === 'register_prompt' && <RegisterPromptDialog locale={locale} t={t} onClose={closeQuoteDialog} onRegister={() => openQuoteDialog({ kind: 'register' })} />}
      {request?.kind === 'register' && <RegistrationDialog locale={locale} t={t} onClose={closeQuoteDialog} />}
      {request && request.kind !== 'register_prompt' && request.kind !== 'register' && (!isProductQuoteKind(request.kind) || request.product) && (
        // A new request (another product, another kind) starts a fresh form.
        <LazyQuoteDialog key={`${request.kind}-${request.product?.id ?? ''}`} kind={request.kind} product={request.product} locale={locale} t={t} onClose={closeQuoteDialog} />
      )}
    </>
  );
}
