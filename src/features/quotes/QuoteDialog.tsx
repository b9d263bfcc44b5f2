import { use, useId, useState } from 'react';
import { LoadingBoundary } from '../dialog/LoadingBoundary.tsx';
import { Modal } from '../dialog/Modal.tsx';
import { ModalHeader } from '../dialog/ModalHeader.tsx';
import { ModalLoading } from '../dialog/ModalLoading.tsx';
import { loadQuoteForm } from './load-quote-form.ts';
import type { QuoteForm, QuoteFormProps, QuotePhase } from './QuoteForm.tsx';

/**
 * One quote request dialog. Its form's code may still be on its way: until it arrives (or if it
 * cannot) the body says so. The dialog itself stays open throughout, so an Escape, a click on the
 * backdrop or Close is never lost between a stand-in and the real dialog.
 */
export function QuoteDialog(props: QuoteFormProps) {
  const { kind, t, onClose } = props;
  const titleId = useId();
  // Held for this opening: a download that failed stays failed here, and is tried again next time.
  const [form] = useState(loadQuoteForm);
  const [phase, setPhase] = useState<QuotePhase>('editing');
  // While sending, the dialog stays: closing would hide whether the request went through.
  const requestClose = () => phase !== 'sending' && onClose();
  const title = phase === 'sent' ? t(kind === 'home_lift' ? 'quotes.success.home_lift.title' : 'quotes.success.title') : t(`quotes.title.${kind}`);

  return (
    <Modal labelledBy={titleId} onClose={requestClose} className={`quote-dialog quote-dialog-${kind}`}>
      {kind === 'home_lift' && <img className="quote-banner" src="/images/quotes/home-lift-banner.svg" alt={t('quotes.homeLiftBannerAlt')} width={560} height={180} />}
      <ModalHeader titleId={titleId} title={title} closeLabel={t('quotes.close')} onClose={requestClose} />
      <div className="modal-body">
        <LoadingBoundary
          loading={<ModalLoading label={t('quotes.loading')} />}
          failed={
            <>
              <p className="alert alert-error" role="alert">
                {t('quotes.loadFailed')}
              </p>
              <div className="modal-actions">
                <button type="button" className="btn btn-primary" onClick={onClose}>
                  {t('quotes.close')}
                </button>
              </div>
            </>
          }>
          <LoadedQuoteForm form={form} {...props} onClose={requestClose} phase={phase} onPhase={setPhase} />
        </LoadingBoundary>
      </div>
    </Modal>
  );
}

function LoadedQuoteForm({ form, ...props }: { form: Promise<typeof QuoteForm> } & Parameters<typeof QuoteForm>[0]) {
  const QuoteForm = use(form);
  return <QuoteForm {...props} />;
}
