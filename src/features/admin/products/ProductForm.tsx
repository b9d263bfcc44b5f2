import { useState } from 'react';
import type { AdminCategory } from '#lib/admin/categories';
import { productFieldMax, type AdminProduct } from '#lib/admin/products';
import type { ProductPrefill } from '#lib/admin/product-prefill';
import { ADMIN_SECTION_PATHS, adminProductEditPath } from '#lib/admin/sections';
import { localized, localizePath, type Locale } from '#i18n/locales';
import { numberFormatter } from '#lib/format';
import type { MessageKey } from '#i18n/messages';
import type { Translate } from '#i18n/format';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { CategoryPicker } from './CategoryPicker.tsx';
import { DetailsFields } from './DetailsFields.tsx';
import { ReferencesFields } from './ReferencesFields.tsx';
import { listReturnPath } from './list-query.ts';
import { ConflictDialog, LeaveDialog } from './EditorDialogs.tsx';
import { PhotoManager } from './PhotoManager.tsx';
import { PriceFields } from './PriceFields.tsx';
import { fieldMessages } from '#i18n/error-message';
import { SaleFields } from './SaleFields.tsx';
import { useLeaveGuard } from './use-leave-guard.ts';
import { useProductForm, type FormOutcome } from './use-product-form.ts';
import { useProductPhotos } from './use-product-photos.ts';
import { VisibilityField } from './VisibilityField.tsx';

interface Props {
  locale: Locale;
  t: Translate;
  categories: AdminCategory[];
  /** The product being edited, or null for a new one. */
  initial: AdminProduct | null;
  /** A new product's fields filled by its link (/admin/products/new?partNumber=…). */
  prefill?: ProductPrefill;
  /** Just created: the page says so until the admin changes something. */
  justCreated: boolean;
}

const OUTCOMES: Record<FormOutcome, { key: MessageKey; tone: 'success' | 'error' }> = {
  saved: { key: 'adminProducts.editor.saved', tone: 'success' },
  reloaded: { key: 'adminProducts.editor.reloaded', tone: 'success' },
  createFailed: { key: 'adminProducts.editor.createFailed', tone: 'error' },
  updateFailed: { key: 'adminProducts.editor.updateFailed', tone: 'error' },
  notFound: { key: 'adminProducts.editor.deletedMeanwhile', tone: 'error' },
  signedOut: { key: 'adminProducts.editor.signedOut', tone: 'error' },
  uploading: { key: 'adminProducts.editor.waitForUploads', tone: 'error' },
  reloadFailed: { key: 'adminProducts.editor.reloadFailed', tone: 'error' },
};

/** The add/edit product form of SPEC §5, with its photos, save, conflict and leave dialogs. */
export function ProductForm({ locale, t, categories, initial, prefill, justCreated }: Props) {
  const photos = useProductPhotos(initial?.images ?? []);
  const form = useProductForm({
    initial,
    prefill,
    photos,
    // The new product's own page takes over (its id in the address, Preview, status), saying it was added.
    onCreated: (product) => guard.leave(`${localizePath(adminProductEditPath(product.id), locale)}?created=1`),
  });
  const guard = useLeaveGuard(form.dirty);
  const formatNumber = numberFormatter(locale);
  const errors = fieldMessages(t, form.codes, (path) => ({ max: formatNumber(productFieldMax(path)) }));
  // The form shows only once loaded in the browser, so document is there.
  const [listHref] = useState(() => listReturnPath(document.referrer, location.origin, localizePath(ADMIN_SECTION_PATHS.products, locale)));
  const outcome = form.outcome ? OUTCOMES[form.outcome] : null;
  const { product } = form;

  return (
    <form
      ref={form.formRef}
      className="product-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}>
      <div className="editor-top">
        <a className="editor-back" href={listHref}>
          <span className="rtl-flip" aria-hidden="true">
            ←
          </span>{' '}
          {t('adminProducts.editor.back')}
        </a>
        {product && (
          <p className="editor-subtitle">
            <bdi className="cell-strong">{localized(product, 'name', locale)}</bdi>
            <span className="ltr" dir="ltr">
              {product.sku}
            </span>
            <span className={`product-badge is-${product.status}`}>{t(`adminProducts.status.${product.status}`)}</span>
          </p>
        )}
        {product && (
          <a className="btn btn-outline btn-small" href={localizePath(`/products/${product.sku}`, locale)} target="_blank" rel="noopener">
            {t('adminProducts.editor.preview')}
            <span className="visually-hidden"> {t('adminProducts.editor.opensNewTab')}</span>
          </a>
        )}
      </div>
      {justCreated && !form.dirty && !form.outcome && (
        <p className="alert alert-success" role="status">
          {t('adminProducts.editor.created')}
        </p>
      )}
      <DetailsFields form={form} errors={errors} t={t} />
      <ReferencesFields form={form} errors={errors} t={t} />
      <PriceFields form={form} errors={errors} locale={locale} t={t} />
      <SaleFields form={form} errors={errors} locale={locale} t={t} />
      <CategoryPicker form={form} categories={categories} error={errors.categoryIds} locale={locale} t={t} />
      <PhotoManager photos={photos} errors={errors} t={t} formatNumber={formatNumber} />
      <VisibilityField form={form} t={t} />
      <div className="editor-actions">
        {Object.keys(errors).length > 0 && (
          <p className="field-error editor-actions-note" role="alert">
            {t('adminProducts.editor.fixErrors')}
          </p>
        )}
        {outcome && (
          <p className={`alert alert-${outcome.tone} editor-actions-note`} role={outcome.tone === 'error' ? 'alert' : 'status'}>
            {t(outcome.key)}
          </p>
        )}
        <a className="btn btn-outline" href={listHref}>
          {t('adminProducts.editor.cancel')}
        </a>
        <SubmitButton
          busy={form.saving}
          label={t(product ? 'adminProducts.editor.save' : 'adminProducts.editor.create')}
          busyLabel={t(product ? 'adminProducts.editor.saving' : 'adminProducts.editor.creating')}
        />
      </div>
      {form.conflict && <ConflictDialog t={t} onReload={() => void form.reload()} onKeepEditing={form.keepEditing} />}
      {guard.pendingHref && <LeaveDialog t={t} onStay={guard.stay} onLeave={() => guard.leave(guard.pendingHref!)} />}
    </form>
  );
}
