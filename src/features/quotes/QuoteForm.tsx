import { useId, useRef, useState, type FormEvent } from 'react';
import { isProductQuoteKind, type DialogQuoteKind } from '#lib/quote-kinds';
import { TEXT_LIMITS } from '#lib/validation/common';
import { MAX_QUOTE_IMAGES } from '#lib/validation/quote';
import type { Locale } from '#i18n/locales';
import { numberFormatter } from '#lib/format';
import type { Translate } from '#i18n/format';
import { errorMessage, fieldMessages } from '#i18n/error-message';
import { SendFeedback } from '../forms/SendFeedback.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useFocusFirstInvalid } from '../forms/use-focus-first-invalid.ts';
import type { QuoteAgain, QuoteProductRef } from './open-quote.ts';
import { PhotoPicker } from './PhotoPicker.tsx';
import { ProductSummary } from './ProductSummary.tsx';
import { QuoteFormFields } from './QuoteFormFields.tsx';
import { QuoteSent } from './QuoteSent.tsx';
import { createSubmissionKeys } from '../forms/send-with-retry.ts';
import { sendQuote, submissionContent, type SendOutcome } from './send-quote.ts';
import { usePhotos } from './use-photos.ts';
import { useQuoteForm } from './use-quote-form.ts';

export interface QuoteFormProps {
  kind: DialogQuoteKind;
  product?: QuoteProductRef;
  /** "Request again": the earlier request's quantity and notes, and who to tell once sent. */
  again?: QuoteAgain;
  locale: Locale;
  t: Translate;
  onClose: () => void;
}

export type QuotePhase = 'editing' | 'sending' | 'sent';

/** The most each field takes, as its refusal says. */
const FIELD_MAX: Record<string, number> = { company: TEXT_LIMITS.company, name: TEXT_LIMITS.name, email: TEXT_LIMITS.email, notes: TEXT_LIMITS.quoteNotes, images: MAX_QUOTE_IMAGES };

interface QuoteFormState {
  /** Kept by the dialog around the form, whose title and Close depend on it. */
  phase: QuotePhase;
  onPhase: (phase: QuotePhase) => void;
}

/** The quote dialog's body, loaded on demand: the form, sending with progress, then the success message. */
export function QuoteForm({ kind, product, again, locale, t, onClose, phase, onPhase: setPhase }: QuoteFormProps & QuoteFormState) {
  const idPrefix = useId();
  const form = useQuoteForm({ kind, productId: isProductQuoteKind(kind) ? product?.id : undefined, locale, initial: again && { quantity: again.quantity, notes: again.notes } });
  const photos = usePhotos();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // "Still sending…" while the request is retried (connection lost, server busy); one key per submission.
  const [retrying, setRetrying] = useState(false);
  const keys = useRef(createSubmissionKeys()).current;
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const formatNumber = numberFormatter(locale);
  const messages = fieldMessages(t, { ...form.errors, ...(photos.error ? { images: photos.error } : {}) }, (field) => ({ max: formatNumber(FIELD_MAX[field] ?? 0) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const request = form.check();
    if (!request || photos.preparing) return focusFirstInvalid();
    setPhase('sending');
    const photoBlobs = photos.photos.map((photo) => photo.blob);
    const key = keys.keyFor(submissionContent(request, photoBlobs));
    const outcome = await sendQuote(request, photoBlobs, { key, onProgress: photoBlobs.length ? setProgress : undefined, onRetrying: () => setRetrying(true) });
    setProgress(null);
    setRetrying(false);
    // Until the outcome is known, sending the same request again reuses its key (no second quote).
    if (outcome.result !== 'failed') keys.settle();
    if (outcome.result === 'sent') {
      again?.onSent?.();
      return setPhase('sent');
    }
    setPhase('editing');
    showFailure(outcome);
  }

  function showFailure(outcome: Exclude<SendOutcome, { result: 'sent' }>) {
    if (outcome.result === 'invalid') {
      if (outcome.fields.productId) return setFailure(errorMessage(t, outcome.fields.productId));
      form.setErrors(outcome.fields);
      return focusFirstInvalid();
    }
    if (outcome.result === 'rate_limited') return setFailure(t('quotes.error.rateLimited'));
    if (outcome.result === 'busy') return setFailure(errorMessage(t, 'uploads_busy'));
    setFailure(t(kind === 'home_lift' ? 'quotes.error.homeLiftFailed' : 'quotes.error.failed'));
  }

  const sending = phase === 'sending';
  return phase === 'sent' ? (
    <QuoteSent message={t(`quotes.success.${kind}`)} closeLabel={t('quotes.close')} onClose={onClose} />
  ) : (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={sending}>
      <p className="quote-intro">{again ? t('quotes.again.intro', { id: numberFormatter(locale, { grouping: false })(again.from) }) : t(`quotes.intro.${kind}`)}</p>
      {again && kind === 'custom' && <p className="form-note">{t('quotes.again.photos')}</p>}
      {product && isProductQuoteKind(kind) && <ProductSummary product={product} locale={locale} t={t} />}
      <QuoteFormFields idPrefix={idPrefix} kind={kind} t={t} values={form.values} errors={messages} change={form.change} disabled={sending} />
      {kind === 'custom' && (
        <PhotoPicker
          idPrefix={idPrefix}
          locale={locale}
          t={t}
          photos={photos.photos}
          preparing={photos.preparing}
          error={messages.images}
          disabled={sending}
          onAdd={photos.add}
          onRemove={photos.remove}
        />
      )}
      <p className="form-note">{t('quotes.requiredNote')}</p>
      <SendFeedback failure={failure} stillSending={retrying && t('quotes.stillSending')} />
      {progress !== null && (
        <div className="upload-progress">
          <progress max={100} value={progress} aria-label={t('quotes.uploadProgress', { percent: formatNumber(progress) })} />
          <span aria-live="polite">{t('quotes.uploadProgress', { percent: formatNumber(progress) })}</span>
        </div>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onClose} disabled={sending}>
          {t('quotes.cancel')}
        </button>
        <SubmitButton busy={sending} label={t('quotes.submit')} busyLabel={t(retrying ? 'quotes.stillSendingButton' : 'quotes.submitting')} />
      </div>
    </form>
  );
}
