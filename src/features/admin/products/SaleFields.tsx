import { MAX_PRICE } from '#lib/admin/products';
import type { Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';
import { currencyWord } from '#lib/format';
import { Field } from '../../forms/Field.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { dateTimeFormatter } from '../shared/format.ts';
import { asciiNumber } from './product-draft.ts';
import { endsAtFromInput } from './riyadh-time.ts';
import type { ProductForm } from './use-product-form.ts';

interface Props {
  form: ProductForm;
  errors: Record<string, string>;
  locale: Locale;
  t: Translate;
}

/**
 * The sale: on or off, its price (required while on) and an optional end, typed in Riyadh time
 * and read back in words (in the page's language and digits) so the admin sees what was set.
 * Price and end stay shown while the sale is off: they are kept and checked all the same, so
 * an error on them is never out of sight.
 */
export function SaleFields({ form, errors, locale, t }: Props) {
  const { sale } = form.draft;
  const end = endsAtFromInput(sale.endsAt);
  const endTime = end ? Date.parse(end) : Number.NaN;
  const setSale = (change: Partial<typeof sale>, path: string) => form.change((d) => ({ ...d, sale: { ...d.sale, ...change } }), path);
  return (
    <fieldset className="editor-section">
      <legend>{t('adminProducts.editor.sale')}</legend>
      <label className="editor-check">
        <input type="checkbox" name="onSale" checked={sale.onSale} onChange={(e) => setSale({ onSale: e.target.checked }, 'sale.price')} />
        <span>{t('adminProducts.editor.onSale')}</span>
      </label>
      <div className="editor-pairs">
        <TextField
          idPrefix="product"
          name="salePrice"
          label={t('adminProducts.editor.salePrice', { currency: currencyWord(locale) })}
          required={sale.onSale}
          value={sale.price}
          error={errors['sale.price']}
          onValueChange={(value) => setSale({ price: asciiNumber(value) }, 'sale.price')}
          inputMode="decimal"
          maxLength={MAX_PRICE.length}
          placeholder="0.00"
          autoComplete="off"
          dir="ltr"
        />
        <Field id="product-saleEndsAt" label={t('adminProducts.editor.saleEndsAt')} hint={t('adminProducts.editor.saleEndsHint')} error={errors['sale.endsAt']}>
          {(control) => (
            <input {...control} type="datetime-local" name="saleEndsAt" value={sale.endsAt} onChange={(e) => setSale({ endsAt: e.target.value }, 'sale.endsAt')} />
          )}
        </Field>
      </div>
      {sale.onSale && !Number.isNaN(endTime) && (
        <p className="editor-sale-end">
          {endTime <= Date.now() ? t('adminProducts.editor.saleEnded') : t('adminProducts.editor.saleEnds', { date: dateTimeFormatter(locale)(end!) })}
        </p>
      )}
    </fieldset>
  );
}
