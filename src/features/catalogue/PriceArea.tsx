import type { PriceAction, PriceArea as PriceAreaModel, ViewerKind } from '#lib/pricing';
import { VAT_PERCENT } from '#lib/money';
import { formatMoney, formatPercent } from '#lib/format';
import type { Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';
import type { MessageKey } from '#i18n/messages';
import { quoteButtonData, type QuoteProductRef } from '../quotes/open-quote.ts';

interface Props {
  area: PriceAreaModel;
  product: QuoteProductRef;
  viewer: ViewerKind;
  locale: Locale;
  t: Translate;
  compact?: boolean;
}

const ACTION_LABEL: Record<PriceAction, MessageKey> = {
  standard: 'price.requestQuote',
  wholesale: 'price.wholesale',
  official: 'price.official',
  register_prompt: 'price.register',
};

/**
 * The price (as the server shaped it for this viewer) and the quote buttons SPEC §6 names. Every
 * amount shown says, under it, that catalogue prices exclude VAT (ADR 0021).
 */
export function PriceArea({ area, product, viewer, locale, t, compact = false }: Props) {
  const money = (value: string) => formatMoney(value, locale);
  return (
    <div className={`price-area${compact ? ' price-area-compact' : ''}`} data-testid="price-area">
      {area.price !== null ? (
        <p className="price-line">
          <span className="price-label">{t(area.sale ? 'price.salePrice' : viewer === 'customer' ? 'price.yourPrice' : 'price.listPrice')}</span>
          <strong className={`price-amount${area.sale ? ' price-amount-sale' : ''}`} data-testid="price-amount">
            {money(area.price)}
          </strong>
          {area.was !== null && (
            <s className="price-was" data-testid="price-was" aria-label={t('price.was', { price: money(area.was) })}>
              {money(area.was)}
            </s>
          )}
          <span className="price-vat" data-testid="price-vat">
            {t('price.vatExcluded', { rate: formatPercent(VAT_PERCENT / 100, locale) })}
          </span>
        </p>
      ) : (
        viewer !== 'visitor' && <p className="price-line price-on-request">{t('price.onRequest')}</p>
      )}
      {area.actions.length > 0 && (
        <div className="price-actions">
          {area.actions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'register_prompt' && area.price === null ? 'btn btn-ghost price-register' : `btn ${action === 'standard' || action === 'official' ? 'btn-primary' : 'btn-outline'}`}
              {...quoteButtonData({ kind: action, product })}
            >
              {t(ACTION_LABEL[action])}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
