import { CUSTOMER_CLASSES, REQUIRED_PRICE_CLASS } from '#lib/roles';
import { MAX_PRICE } from '#lib/admin/products';
import type { Translate } from '#i18n/format';
import type { Locale } from '#i18n/locales';
import { currencyWord } from '#lib/format';
import { TextField } from '../../forms/TextField.tsx';
import { asciiNumber } from './product-draft.ts';
import type { ProductForm } from './use-product-form.ts';

interface Props {
  form: ProductForm;
  errors: Record<string, string>;
  locale: Locale;
  t: Translate;
}

/**
 * One price per customer class (src/lib/roles.ts), distributors' required. Text inputs, not
 * number ones: a number input refuses Arabic-Indic digits and would hand back a float; here the
 * amount stays the decimal string typed, converted to ASCII digits as typed.
 */
export function PriceFields({ form, errors, locale, t }: Props) {
  return (
    <fieldset className="editor-section">
      <legend>{t('adminProducts.editor.prices', { currency: currencyWord(locale) })}</legend>
      <p className="field-hint">{t('adminProducts.editor.pricesHint')}</p>
      <div className="editor-prices">
        {CUSTOMER_CLASSES.map((customerClass) => (
          <TextField
            key={customerClass}
            idPrefix="product"
            name={`price-${customerClass}`}
            label={t(`admin.role.${customerClass}`)}
            required={customerClass === REQUIRED_PRICE_CLASS}
            value={form.draft.prices[customerClass]}
            error={errors[`prices.${customerClass}`]}
            onValueChange={(value) =>
              form.change((d) => ({ ...d, prices: { ...d.prices, [customerClass]: asciiNumber(value) } }), `prices.${customerClass}`)
            }
            inputMode="decimal"
            maxLength={MAX_PRICE.length}
            placeholder="0.00"
            autoComplete="off"
            dir="ltr"
          />
        ))}
      </div>
    </fieldset>
  );
}
