import { useState } from 'react';
import { localized, type Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';
import { formatNumber } from '#lib/format';
import { mediaUrl } from '#lib/media';
import { isProductLine, type QuoteListLine } from '#lib/quote-list';
import { clearList, lineKey, removeLine, setQuantity } from './quote-list-store.ts';

interface Props {
  lines: QuoteListLine[];
  /** Words of a line the server refused, by line key. */
  errors: Record<string, string>;
  locale: Locale;
  t: Translate;
  disabled: boolean;
}

/** The list's lines: photo, name in the page's language, SKU and part number, quantity, remove; and "Clear list". */
export function QuoteListLines({ lines, errors, locale, t, disabled }: Props) {
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="qlist-lines" aria-labelledby="qlist-lines-title">
      <h2 id="qlist-lines-title">
        {t('quoteList.lines.title')} <span className="qlist-count">({formatNumber(lines.length, locale)})</span>
      </h2>
      <ul className="qlist-items">
        {lines.map((line) => {
          const key = lineKey(line);
          const name = isProductLine(line) ? localized(line.product, 'name', locale) : line.requested;
          const error = errors[key];
          return (
            <li key={key} className={`qlist-item${error ? ' has-error' : ''}`} data-testid="quote-list-line">
              <div className="qlist-photo" aria-hidden="true">
                {isProductLine(line) && line.product.image && <img src={mediaUrl(line.product.image, 160)} alt="" width={64} height={64} loading="lazy" />}
              </div>
              <div className="qlist-what">
                {isProductLine(line) ? (
                  <>
                    <p className="qlist-name">
                      <bdi>{name}</bdi>
                    </p>
                    <p className="qlist-codes">
                      <span>
                        {t('quoteList.lines.sku')} <bdi dir="ltr">{line.product.sku}</bdi>
                      </span>
                      <span>
                        {t('quoteList.lines.partNumber')} <bdi dir="ltr">{line.product.partNumber}</bdi>
                      </span>
                    </p>
                  </>
                ) : (
                  <>
                    <p className="qlist-name">
                      <bdi dir="ltr">{line.requested}</bdi>
                    </p>
                    <p className="qlist-codes">{t('quoteList.customLine')}</p>
                  </>
                )}
                {error && (
                  <p className="field-error qlist-error" role="alert">
                    {error}
                  </p>
                )}
              </div>
              <label className="qlist-quantity">
                <span className="visually-hidden">{t('quoteList.quantityOf', { name })}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={1_000_000}
                  step={1}
                  defaultValue={line.quantity}
                  disabled={disabled}
                  onChange={(e) => {
                    const value = Number(e.target.value);
                    if (Number.isInteger(value) && value >= 1) setQuantity(key, value);
                  }}
                  onBlur={(e) => {
                    e.target.value = String(lines.find((l) => lineKey(l) === key)?.quantity ?? line.quantity);
                  }}
                />
              </label>
              <button type="button" className="btn btn-ghost btn-small qlist-remove" onClick={() => removeLine(key)} disabled={disabled} aria-label={t('quoteList.removeLine', { name })}>
                {t('quoteList.remove')}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="qlist-clear">
        {confirming ? (
          <p role="group" aria-label={t('quoteList.clear')}>
            {t('quoteList.clearConfirm', { count: formatNumber(lines.length, locale) })}{' '}
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => {
                clearList();
                setConfirming(false);
              }}>
              {t('quoteList.clearYes')}
            </button>{' '}
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setConfirming(false)}>
              {t('quoteList.clearNo')}
            </button>
          </p>
        ) : (
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setConfirming(true)} disabled={disabled}>
            {t('quoteList.clear')}
          </button>
        )}
      </div>
    </section>
  );
}
