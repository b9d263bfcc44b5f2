import { localized, type Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';
import { localizeDigits } from '#lib/format';
import type { QuoteProductRef } from './open-quote.ts';

/** The product a quote is about: its name in the page's language, SKU and part number (left-to-right). */
export function ProductSummary({ product, locale, t }: { product: QuoteProductRef; locale: Locale; t: Translate }) {
  return (
    <section className="quote-product" aria-label={t('quotes.product')}>
      <p className="quote-product-name">{localizeDigits(localized(product, 'name', locale), locale)}</p>
      <dl>
        <dt>{t('quotes.sku')}</dt>
        <dd dir="ltr">{product.sku}</dd>
        <dt>{t('quotes.partNumber')}</dt>
        <dd dir="ltr">{product.partNumber}</dd>
      </dl>
    </section>
  );
}
