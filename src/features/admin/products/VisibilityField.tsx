import { PRODUCT_STATUSES } from '#lib/admin/products';
import type { Translate } from '#i18n/format';
import type { ProductForm } from './use-product-form.ts';

/** An existing product's status; a new one is always created hidden (SPEC §4), which the form says. */
export function VisibilityField({ form, t }: { form: ProductForm; t: Translate }) {
  return (
    <fieldset className="editor-section">
      <legend>{t('adminProducts.editor.visibility')}</legend>
      {form.product ? (
        <div className="editor-radios">
          {PRODUCT_STATUSES.map((status) => (
            <label key={status} className="editor-check">
              <input type="radio" name="status" value={status} checked={form.draft.status === status} onChange={() => form.change((d) => ({ ...d, status }), 'status')} />
              <span>{t(`adminProducts.editor.status.${status}`)}</span>
            </label>
          ))}
        </div>
      ) : (
        <p className="field-hint">{t('adminProducts.editor.newHidden')}</p>
      )}
    </fieldset>
  );
}
