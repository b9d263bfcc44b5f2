import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import { RegistrationDialog } from '../auth/RegistrationDialog.tsx';
import { $maintenanceShown } from '../maintenance/maintenance-state.ts';
import { $quoteDialog, asksForQuoteForm, closeQuoteDialog, openQuoteDialog } from './open-quote.ts';
import { QuoteDialog } from './QuoteDialog.tsx';
import { RegisterPromptDialog } from './RegisterPromptDialog.tsx';

export interface QuoteDialogHostProps {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}

/**
 * Mounted on demand, once per page, by the quote launcher (quote-launcher.ts, ADR 0014) when a
 * dialog is first asked for: shows whichever dialog a page asked for through openQuoteDialog(),
 * from any island or script. While the maintenance page covers the site, the host shows nothing
 * and drops a dialog that was open when it came on.
 */
export default function QuoteDialogHost({ locale, messages }: QuoteDialogHostProps) {
  const request = useStore($quoteDialog);
  const maintenance = useStore($maintenanceShown);
  const t = createT(messages);
  useEffect(() => {
    if (maintenance) closeQuoteDialog();
  }, [maintenance]);
  if (maintenance) return null;
  return (
    <>
      {request?.kind === 'register_prompt' && <RegisterPromptDialog locale={locale} t={t} onClose={closeQuoteDialog} onRegister={() => openQuoteDialog({ kind: 'register' })} />}
      {request?.kind === 'register' && <RegistrationDialog locale={locale} t={t} onClose={closeQuoteDialog} />}
      {request && asksForQuoteForm(request) && (
        // A new request (another product, another kind) starts a fresh form.
        <QuoteDialog
          key={`${request.kind}-${request.product?.id ?? ''}-${request.again?.from ?? ''}`}
          kind={request.kind}
          product={request.product}
          again={request.again}
          locale={locale}
          t={t}
          onClose={closeQuoteDialog}
        />
      )}
    </>
  );
}
