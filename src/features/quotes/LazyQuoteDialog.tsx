import { use, useId, useState, type ComponentProps } from 'react';
import { LoadingBoundary } from '../dialog/LoadingBoundary.tsx';
import { Modal } from '../dialog/Modal.tsx';
import { ModalHeader } from '../dialog/ModalHeader.tsx';
import { ModalLoading } from '../dialog/ModalLoading.tsx';
import { loadQuoteDialog } from './load-quote-dialog.ts';
import type { QuoteDialog } from './QuoteDialog.tsx';

type QuoteDialogProps = ComponentProps<typeof QuoteDialog>;

/**
 * A quote dialog whose code may still be on its way: until it arrives (or if it cannot), a dialog
 * of the same title says so, and Escape, the backdrop and Close work as in the real one.
 */
export function LazyQuoteDialog(props: QuoteDialogProps) {
  // Held for this opening: a download that failed stays failed here, and is tried again next time.
  const [dialog] = useState(loadQuoteDialog);
  return (
    <LoadingBoundary loading={<PendingQuoteDialog {...props} state="loading" />} failed={<PendingQuoteDialog {...props} state="failed" />}>
      <LoadedQuoteDialog dialog={dialog} {...props} />
    </LoadingBoundary>
  );
}

function LoadedQuoteDialog({ dialog, ...props }: QuoteDialogProps & { dialog: Promise<typeof QuoteDialog> }) {
  const QuoteDialog = use(dialog);
  return <QuoteDialog {...props} />;
}

function PendingQuoteDialog({ kind, t, onClose, state }: QuoteDialogProps & { state: 'loading' | 'failed' }) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose} className={`quote-dialog quote-dialog-${kind}`}>
      <ModalHeader titleId={titleId} title={t(`quotes.title.${kind}`)} closeLabel={t('quotes.close')} onClose={onClose} />
      <div className="modal-body">
        {state === 'loading' ? (
          <ModalLoading label={t('quotes.loading')} />
        ) : (
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
        )}
      </div>
    </Modal>
  );
}
