import { useRef, useState } from 'react';
import type { Locale } from '#i18n/locales';
import { fieldErrors, type FieldErrors } from '#lib/validation/field-errors';
import { lineInput, type QuoteListLine } from '#lib/quote-list';
import { quoteRequestSchema } from '#lib/validation/quote';
import { createSubmissionKeys } from '../forms/send-with-retry.ts';
import { useQuoteValues } from '../quotes/use-quote-values.ts';
import { sendQuote, submissionContent } from '../quotes/send-quote.ts';
import { lineKey } from './quote-list-store.ts';

/** `invalid` says whether any line was refused (the list marks them; the form's own fields mark themselves). */
export type ListSendResult = { result: 'sent'; id: number } | { result: 'invalid'; lines: boolean } | { result: 'rate_limited' } | { result: 'failed' };

/**
 * The quote list's contact form (issue 23): the same fields as the quote dialogs, prefilled the
 * same way for a signed-in buyer, checked with the same schema as POST /api/quotes (kind `list`)
 * and sent with the same idempotency key and retries. A refusal of a line (`lines.3.productId`)
 * comes back by the line's key, for the list to mark it.
 */
export function useListForm(locale: Locale) {
  const { values, errors, setErrors, change } = useQuoteValues();
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [retrying, setRetrying] = useState(false);
  const keys = useRef(createSubmissionKeys()).current;

  /** Splits field codes into the form's and the lines' (by line key). */
  function show(fields: FieldErrors, lines: readonly QuoteListLine[]): boolean {
    const form: FieldErrors = {};
    const byLine: Record<string, string> = {};
    for (const [path, code] of Object.entries(fields)) {
      const at = /^lines\.(\d+)\b/.exec(path);
      const line = at ? lines[Number(at[1])] : undefined;
      if (line) byLine[lineKey(line)] = code;
      else form[path] = code;
    }
    setErrors(form);
    setLineErrors(byLine);
    return Object.keys(byLine).length > 0 || 'lines' in form;
  }

  async function send(lines: readonly QuoteListLine[]): Promise<ListSendResult> {
    const { quantity: _none, ...who } = values;
    const checked = quoteRequestSchema.safeParse({ kind: 'list', ...who, lines: lines.map(lineInput), locale });
    if (!checked.success) return { result: 'invalid', lines: show(fieldErrors(checked.error), lines) };
    show({}, lines);
    const key = keys.keyFor(submissionContent(checked.data, []));
    const outcome = await sendQuote(checked.data, [], { key, onRetrying: () => setRetrying(true) });
    setRetrying(false);
    if (outcome.result !== 'failed') keys.settle();
    if (outcome.result === 'invalid') return { result: 'invalid', lines: show(outcome.fields, lines) };
    if (outcome.result === 'sent' || outcome.result === 'rate_limited') return outcome;
    return { result: 'failed' };
  }

  return { values, errors, lineErrors, change, send, retrying };
}
