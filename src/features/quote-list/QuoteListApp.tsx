import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { localizePath, type Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import { fieldMessages } from '#i18n/error-message';
import { formatNumber, numberFormatter } from '#lib/format';
import { QUOTE_LIST_MAX_LINES } from '#lib/quote-list';
import { TEXT_LIMITS } from '#lib/validation/common';
import { SendFeedback } from '../forms/SendFeedback.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useFocusFirstInvalid } from '../forms/use-focus-first-invalid.ts';
import { $session } from '../auth/session-store.ts';
import { QuoteFormFields } from '../quotes/QuoteFormFields.tsx';
import { PasteLookup } from './PasteLookup.tsx';
import { QuoteListLines } from './QuoteListLines.tsx';
import { $quoteList, clearList } from './quote-list-store.ts';
import { useListForm } from './use-list-form.ts';
import './quote-list.css';

interface Props {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}

/**
 * /quote-list (issue 23): the lines, the paste look-up and the contact form that sends them all as
 * one quote request. The list lives in this browser's storage, so the server's HTML has none of
 * it: the island shows it once mounted (never a mismatch between the two renders).
 */
export default function QuoteListApp({ locale, messages }: Props) {
  const t = createT(messages);
  const idPrefix = useId();
  const { lines } = useStore($quoteList);
  const session = useStore($session);
  const [mounted, setMounted] = useState(false);
  const [phase, setPhase] = useState<'editing' | 'sending'>('editing');
  const [sent, setSent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useListForm(locale);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  useEffect(() => setMounted(true), []);

  const lineMessages = fieldMessages(t, form.lineErrors, () => ({ max: formatNumber(QUOTE_LIST_MAX_LINES, locale) }));
  const unavailable = Object.fromEntries(Object.entries(form.lineErrors).map(([key, code]) => [key, code === 'product_unavailable' ? t('quoteList.unavailable') : lineMessages[key]!]));
  const limits: Record<string, number> = { company: TEXT_LIMITS.company, name: TEXT_LIMITS.name, email: TEXT_LIMITS.email, notes: TEXT_LIMITS.quoteNotes, lines: QUOTE_LIST_MAX_LINES };
  const messagesByField = fieldMessages(t, form.errors, (field) => ({ max: numberFormatter(locale)(limits[field] ?? 0) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setPhase('sending');
    const outcome = await form.send(lines);
    setPhase('editing');
    if (outcome.result === 'sent') {
      clearList();
      return setSent(outcome.id);
    }
    if (outcome.result === 'invalid') {
      if (outcome.lines) setFailure(t('quoteList.form.fixLines'));
      return focusFirstInvalid();
    }
    setFailure(outcome.result === 'rate_limited' ? t('quotes.error.rateLimited') : t('quotes.error.failed'));
  }

  if (sent !== null) {
    return (
      <section className="qlist-sent" role="status" data-testid="quote-list-sent">
        <h2>{t('quoteList.sent.title')}</h2>
        <p>{t('quoteList.sent.text', { id: formatNumber(sent, locale, { grouping: false }) })}</p>
        <p className="qlist-sent-links">
          {session.status === 'signedIn' && <a href={localizePath('/account', locale)}>{t('quoteList.sent.account')}</a>}
          <a className="btn btn-outline" href={localizePath('/products', locale)}>
            {t('quoteList.browse')}
          </a>
        </p>
      </section>
    );
  }

  const sending = phase === 'sending';
  return (
    <div className="qlist">
      {!mounted ? (
        <p className="qlist-loading" aria-hidden="true" />
      ) : lines.length === 0 ? (
        <div className="qlist-empty" data-testid="quote-list-empty">
          <p>{t('quoteList.empty')}</p>
          <a className="btn btn-outline" href={localizePath('/products', locale)}>
            {t('quoteList.browse')}
          </a>
        </div>
      ) : (
        <QuoteListLines lines={lines} errors={unavailable} locale={locale} t={t} disabled={sending} />
      )}
      <PasteLookup locale={locale} t={t} />
      {mounted && lines.length > 0 && (
        <section className="qlist-form" aria-labelledby={`${idPrefix}-form-title`}>
          <h2 id={`${idPrefix}-form-title`}>{t('quoteList.form.title')}</h2>
          <form ref={formRef} noValidate onSubmit={submit} aria-busy={sending}>
            <QuoteFormFields idPrefix={idPrefix} kind="standard" t={t} values={form.values} errors={messagesByField} change={form.change} disabled={sending} withQuantity={false} />
            {messagesByField.lines && <p className="field-error">{messagesByField.lines}</p>}
            <p className="form-note">{t('quotes.requiredNote')}</p>
            <SendFeedback failure={failure} stillSending={form.retrying && t('quotes.stillSending')} />
            <SubmitButton busy={sending} label={t('quoteList.form.send')} busyLabel={t(form.retrying ? 'quotes.stillSendingButton' : 'quotes.submitting')} />
          </form>
        </section>
      )}
    </div>
  );
}

/** The words this island needs (the page picks them). */
export const QUOTE_LIST_PAGE_MESSAGES = ['quoteList.', 'quotes.field.', 'quotes.requiredNote', 'quotes.submitting', 'quotes.stillSending', 'quotes.stillSendingButton', 'quotes.error.'] as const;
