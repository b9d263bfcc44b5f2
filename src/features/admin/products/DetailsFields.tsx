import { PRODUCT_LIMITS } from '#lib/admin/products';
import type { Translate } from '#i18n/format';
import { TextField } from '../../forms/TextField.tsx';
import { asciiNumber, type ProductDraft } from './product-draft.ts';
import type { ProductForm } from './use-product-form.ts';

type TextKey = 'partNumber' | 'nameEn' | 'nameAr' | 'descriptionEn' | 'descriptionAr';

interface Props {
  form: ProductForm;
  errors: Record<string, string>;
  t: Translate;
}

/**
 * SKU, part number, names and descriptions. Codes are typed left to right; each language's text
 * in its own direction, whatever the page's language.
 */
export function DetailsFields({ form, errors, t }: Props) {
  const { draft } = form;
  const text = (key: TextKey) => ({
    idPrefix: 'product',
    name: key,
    label: t(`adminProducts.field.${key}`),
    value: draft[key],
    error: errors[key],
    onValueChange: (value: string) => form.change((d: ProductDraft) => ({ ...d, [key]: value }), key),
  });
  return (
    <fieldset className="editor-section">
      <legend>{t('adminProducts.editor.details')}</legend>
      <div className="editor-pairs">
        <TextField
          idPrefix="product"
          name="sku"
          label={t('adminProducts.field.sku')}
          hint={t('adminProducts.field.skuHint')}
          required
          value={draft.sku}
          error={errors.sku}
          // An Arabic keyboard's digits become the ASCII ones the SKU is made of, as typed.
          onValueChange={(value) => form.change((d) => ({ ...d, sku: asciiNumber(value) }), 'sku')}
          inputMode="numeric"
          maxLength={8}
          autoComplete="off"
          dir="ltr"
        />
        <TextField {...text('partNumber')} required maxLength={PRODUCT_LIMITS.partNumber} autoComplete="off" dir="ltr" />
        <TextField {...text('nameEn')} required maxLength={PRODUCT_LIMITS.name} lang="en" dir="ltr" />
        <TextField {...text('nameAr')} required maxLength={PRODUCT_LIMITS.name} lang="ar" dir="rtl" />
        <TextField {...text('descriptionEn')} multiline rows={5} maxLength={PRODUCT_LIMITS.description} lang="en" dir="ltr" />
        <TextField {...text('descriptionAr')} multiline rows={5} maxLength={PRODUCT_LIMITS.description} lang="ar" dir="rtl" />
      </div>
    </fieldset>
  );
}
