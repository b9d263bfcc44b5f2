import { PRODUCT_LIMITS, REFERENCE_KINDS, type ProductReference } from '#lib/product';
import type { Translate } from '#i18n/format';
import { Field } from '../../forms/Field.tsx';
import { TextField } from '../../forms/TextField.tsx';
import type { ProductForm } from './use-product-form.ts';

interface Props {
  form: ProductForm;
  errors: Record<string, string>;
  t: Translate;
}

/**
 * Issue 23: the other numbers the part is known by: OEM numbers by brand, and the numbers it
 * replaces. A search for any of them finds the part; they are saved and audited with it.
 */
export function ReferencesFields({ form, errors, t }: Props) {
  const references = form.draft.references;
  const update = (index: number, patch: Partial<ProductReference>, field: string) =>
    form.change((d) => ({ ...d, references: d.references.map((r, i) => (i === index ? { ...r, ...patch } : r)) }), `references.${index}.${field}`);
  const remove = (index: number) => form.change((d) => ({ ...d, references: d.references.filter((_, i) => i !== index) }), 'references');
  const add = () => form.change((d) => ({ ...d, references: [...d.references, { kind: 'oem', brand: '', number: '' }] }), 'references');
  return (
    <fieldset className="editor-section" data-testid="editor-references">
      <legend>{t('adminProducts.references.title')}</legend>
      <p className="field-hint">{t('adminProducts.references.hint')}</p>
      {references.map((reference, index) => (
        <div className="editor-reference" key={index}>
          <Field id={`product-references-${index}-kind`} label={t('adminProducts.references.kind')} error={errors[`references.${index}.kind`]}>
            {(control) => (
              <select {...control} value={reference.kind} onChange={(e) => update(index, { kind: e.target.value as ProductReference['kind'] }, 'kind')}>
                {REFERENCE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`adminProducts.references.kind.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            idPrefix="product"
            name={`references-${index}-brand`}
            label={t('adminProducts.references.brand')}
            value={reference.brand}
            error={errors[`references.${index}.brand`]}
            onValueChange={(brand) => update(index, { brand }, 'brand')}
            maxLength={PRODUCT_LIMITS.referenceBrand}
            autoComplete="off"
          />
          <TextField
            idPrefix="product"
            name={`references-${index}-number`}
            label={t('adminProducts.references.number')}
            required
            value={reference.number}
            error={errors[`references.${index}.number`]}
            onValueChange={(number) => update(index, { number }, 'number')}
            maxLength={PRODUCT_LIMITS.referenceNumber}
            autoComplete="off"
            dir="ltr"
          />
          <button
            type="button"
            className="btn btn-outline btn-small editor-reference-remove"
            onClick={() => remove(index)}
            aria-label={t('adminProducts.references.removeLabel', { number: reference.number || String(index + 1) })}
          >
            {t('adminProducts.references.remove')}
          </button>
        </div>
      ))}
      {errors.references && (
        <p className="field-error" role="alert">
          {errors.references}
        </p>
      )}
      {references.length < PRODUCT_LIMITS.references && (
        <p>
          <button type="button" className="btn btn-outline btn-small" onClick={add}>
            {t('adminProducts.references.add')}
          </button>
        </p>
      )}
    </fieldset>
  );
}
