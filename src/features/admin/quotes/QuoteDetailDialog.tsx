import { useId, type ReactNode } from 'react';
import { quoteImageUrl, type AdminQuote } from '#lib/inbox/types';
import type { Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';
import { Modal } from '../../dialog/Modal.tsx';
import { ModalHeader } from '../../dialog/ModalHeader.tsx';
import { openViewer } from '../../viewer/viewer-store.ts';
import { contactLinks, DetailList } from '../inbox/DetailList.tsx';
import { quoteProductLabel } from './quote-product.ts';
import { QuoteProductTitle } from './QuoteProductTitle.tsx';
import { StatusBadge } from '../inbox/StatusBadge.tsx';
import { displayStatus } from './QuotesTable.tsx';
import { RequestedLines } from '../../quote-list/RequestedLines.tsx';

interface QuoteDetailDialogProps {
  quote: AdminQuote;
  locale: Locale;
  t: Translate;
  formatDate: (iso: string) => string;
  formatNumber: (n: number) => string;
  formatId: (id: number) => string;
  onClose: () => void;
  /** The full-screen image viewer, rendered inside this dialog so it shows above it (both in the top layer). */
  viewer: ReactNode;
}

/** Everything a quote request holds, its photos opening full size in the image viewer. */
export function QuoteDetailDialog({ quote, locale, t, formatDate, formatNumber, formatId, onClose, viewer }: QuoteDetailDialogProps) {
  const titleId = useId();
  const product = quoteProductLabel(quote, locale, t);
  const links = contactLinks(quote.email, `${quote.phoneCountryCode} ${quote.phone}`);
  const images = Array.from({ length: quote.imageCount }, (_, i) => ({
    src: quoteImageUrl(quote.id, i),
    alt: t('inbox.detail.photoAlt', { index: formatNumber(i + 1), id: formatId(quote.id) }),
  }));
  return (
    <Modal labelledBy={titleId} onClose={onClose} size="large">
      <ModalHeader titleId={titleId} title={t('inbox.detail.quoteTitle', { id: formatId(quote.id) })} closeLabel={t('inbox.action.close')} onClose={onClose} />
      <div className="modal-body">
        <DetailList
          entries={[
            [t('inbox.detail.status'), <StatusBadge status={displayStatus(quote)} label={t(`inbox.quote.status.${displayStatus(quote)}`)} />],
            [t('inbox.detail.submitted'), <time dateTime={quote.createdAt}>{formatDate(quote.createdAt)}</time>],
            [t('inbox.detail.requestType'), t(`inbox.quote.kind.${quote.kind}`)],
            [t('inbox.detail.company'), quote.company],
            [t('inbox.detail.name'), quote.name],
            [t('inbox.detail.email'), links.email],
            [t('inbox.detail.phone'), links.phone],
            // A list request's products are its lines, below (issue 23).
            ...(quote.kind === 'list'
              ? []
              : ([
                  [
                    t('inbox.detail.product'),
                    <span className={product.removed ? 'inbox-removed' : undefined}>
                      <QuoteProductTitle label={product} />
                      {product.removedNamed && ` (${t('inbox.quote.productRemoved')})`}
                    </span>,
                  ],
                  [t('inbox.detail.sku'), product.sku && <span dir="ltr">{product.sku}</span>],
                  [t('inbox.detail.partNumber'), product.partNumber && <span dir="ltr">{product.partNumber}</span>],
                ] satisfies [string, ReactNode][])),
            [t('inbox.detail.quantity'), formatNumber(quote.quantity)],
          ]}
        />
        {quote.lines.length > 0 && (
          <section className="inbox-section">
            <h3>{t('inbox.detail.lines')}</h3>
            <RequestedLines lines={quote.lines} locale={locale} t={t} />
          </section>
        )}
        {images.length > 0 && (
          <section className="inbox-section">
            <h3>{t('inbox.detail.images')}</h3>
            <ul className="inbox-photos">
              {images.map((image, i) => (
                <li key={image.src}>
                  <button type="button" onClick={() => openViewer(images, i)} aria-label={t('inbox.detail.openImage', { index: formatNumber(i + 1), count: formatNumber(images.length) })}>
                    <img src={image.src} alt="" loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className="inbox-section">
          <h3>{t('inbox.detail.notes')}</h3>
          <p className="inbox-text">{quote.notes || t('inbox.detail.noNotes')}</p>
        </section>
        <div className="modal-actions">
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('inbox.action.close')}
          </button>
        </div>
      </div>
      {viewer}
    </Modal>
  );
}
