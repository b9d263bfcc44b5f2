import { useId, useState, type FormEvent } from 'react';
import { localized, type Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';
import { errorMessage } from '#i18n/error-message';
import { formatNumber } from '#lib/format';
import { PASTE_MAX_LINES, type LookupAnswer, type LookupLine, type LookupProduct } from '#lib/paste-list';
import { QUOTE_LIST_MAX_LINES, type QuoteListLine } from '#lib/quote-list';
import { Sentence } from '../forms/Sentence.tsx';
import { addLines } from './quote-list-store.ts';

interface Props {
  locale: Locale;
  t: Translate;
}

type Phase = { state: 'idle' } | { state: 'busy' } | { state: 'failed'; message: string };

/** A product without what only the look-up says (why it matched): the list's line. */
const listProduct = ({ matched: _matched, ...product }: LookupProduct) => product;

/**
 * "Paste a list" (issue 23): the text goes to POST /api/search/lookup; found lines join the list
 * with their quantities at once, lines matching several parts wait for the buyer's choice, unknown
 * numbers can join as custom lines, unreadable lines say why.
 */
export function PasteLookup({ locale, t }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<Phase>({ state: 'idle' });
  const [pending, setPending] = useState<LookupLine[]>([]);
  const [summary, setSummary] = useState<string | null>(null);
  const [full, setFull] = useState(false);
  const number = (n: number) => formatNumber(n, locale);

  const add = (lines: QuoteListLine[]) => setFull(addLines(lines) > 0);
  const settle = (line: LookupLine) => setPending((current) => current.filter((other) => other !== line));

  async function lookUp(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    setPhase({ state: 'busy' });
    try {
      const response = await fetch('/api/search/lookup', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ text }) });
      const body = (await response.json().catch(() => null)) as (LookupAnswer & { error?: { code?: string; fields?: Record<string, string> } }) | null;
      if (!response.ok || !body?.lines) {
        const code = body?.error?.fields?.text;
        return setPhase({
          state: 'failed',
          message: response.status === 429 ? t('quoteList.paste.rateLimited') : code ? errorMessage(t, code, { max: number(PASTE_MAX_LINES) }) : t('quoteList.paste.failed'),
        });
      }
      const found = body.lines.filter((line) => line.outcome === 'found');
      add(found.map((line) => ({ product: listProduct(line.products[0]!), quantity: line.quantity })));
      const count = (outcome: LookupLine['outcome']) => number(body.lines.filter((line) => line.outcome === outcome).length);
      setSummary(body.lines.length ? t('quoteList.paste.summary', { found: number(found.length), ambiguous: count('ambiguous'), unknown: count('unknown') }) : t('quoteList.paste.nothing'));
      setPending(body.lines.filter((line) => line.outcome !== 'found'));
      setText('');
      setPhase({ state: 'idle' });
    } catch {
      setPhase({ state: 'failed', message: t('quoteList.paste.failed') });
    }
  }

  const unknown = pending.filter((line) => line.outcome === 'unknown');
  const busy = phase.state === 'busy';
  return (
    <section className="qlist-paste" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('quoteList.paste.title')}</h2>
      <form onSubmit={lookUp} aria-busy={busy}>
        <label htmlFor={`${id}-text`}>{t('quoteList.paste.label')}</label>
        <p id={`${id}-hint`} className="form-hint">
          <Sentence template={t('quoteList.paste.hint')} values={{ example1: { text: 'KM-4100-A x 4', ltr: true }, example2: { text: '4 x KM-4100-A', ltr: true }, max: number(PASTE_MAX_LINES) }} />
        </p>
        <textarea id={`${id}-text`} aria-describedby={`${id}-hint`} dir="auto" rows={6} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} placeholder={'KM-4100-A x 4\nOT-2200-B\t2'} />
        <button type="submit" className="btn btn-primary" disabled={busy || !text.trim()} aria-busy={busy || undefined}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {t(busy ? 'quoteList.paste.busy' : 'quoteList.paste.submit')}
        </button>
      </form>
      <div role="status" aria-live="polite" className="qlist-paste-status">
        {phase.state === 'failed' && <p className="alert alert-error">{phase.message}</p>}
        {summary && <p className="qlist-summary">{summary}</p>}
        {full && <p className="alert alert-error">{t('quoteList.full', { max: number(QUOTE_LIST_MAX_LINES) })}</p>}
      </div>
      {pending.length > 0 && (
        <ul className="qlist-pending" data-testid="paste-pending">
          {pending.map((line) => (
            <li key={`${line.line}-${line.number}`} className={`qlist-pending-${line.outcome}`} data-testid={`paste-${line.outcome}`}>
              <p className="qlist-pending-head">
                <span className="qlist-pending-line">{t('quoteList.paste.line', { line: number(line.line) })}</span> <bdi dir="ltr">{line.number}</bdi> ×{' '}
                {number(line.quantity)}
                {' · '}
                {line.outcome === 'ambiguous' ? t('quoteList.paste.ambiguous') : line.outcome === 'unknown' ? t('quoteList.paste.unknown') : t(`quoteList.paste.problem.${line.problem ?? 'no_number'}`, { min: number(1), max: number(1_000_000) })}
              </p>
              {line.outcome === 'ambiguous' && (
                <ul className="qlist-choices">
                  {line.products.map((product) => {
                    const name = localized(product, 'name', locale);
                    return (
                      <li key={product.id}>
                        <span>
                          <bdi>{name}</bdi> · <bdi dir="ltr">{product.sku}</bdi> · <bdi dir="ltr">{product.partNumber}</bdi>
                          {product.matched && (
                            <span className="qlist-matched">
                              {' '}
                              ({t(`quoteList.paste.matched.${product.matched.kind}`)} <bdi dir="ltr">{product.matched.number}</bdi>)
                            </span>
                          )}
                        </span>
                        <button
                          type="button"
                          className="btn btn-outline btn-small"
                          aria-label={t('quoteList.paste.chooseFor', { name })}
                          onClick={() => {
                            add([{ product: listProduct(product), quantity: line.quantity }]);
                            settle(line);
                          }}>
                          {t('quoteList.paste.choose')}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
              {line.outcome === 'unknown' && (
                <button
                  type="button"
                  className="btn btn-outline btn-small"
                  onClick={() => {
                    add([{ requested: line.number, quantity: line.quantity }]);
                    settle(line);
                  }}>
                  {t('quoteList.paste.addUnknown')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {pending.length > 0 && (
        <p className="qlist-pending-actions">
          {unknown.length > 1 && (
            <button
              type="button"
              className="btn btn-outline btn-small"
              onClick={() => {
                add(unknown.map((line) => ({ requested: line.number, quantity: line.quantity })));
                setPending((current) => current.filter((line) => line.outcome !== 'unknown'));
              }}>
              {t('quoteList.paste.addAllUnknown')}
            </button>
          )}{' '}
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => {
              setPending([]);
              setSummary(null);
            }}>
            {t('quoteList.paste.done')}
          </button>
        </p>
      )}
    </section>
  );
}
