import { useEffect } from 'react';
import type { Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import type { ProductPrefill } from '#lib/admin/product-prefill';
import { createT } from '#i18n/format';
import '../shared/admin-list.css';
import './products.css';
import './product-editor.css';
import { ProductForm } from './ProductForm.tsx';
import { useEditorData } from './use-editor-data.ts';

interface Props {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  /** The product to edit; null on /admin/products/new. */
  productId: number | null;
  /** Arrived here right after creating the product (?created=1). */
  created: boolean;
  /** On /admin/products/new: the fields its link filled (?partNumber=…), already checked. */
  prefill?: ProductPrefill;
}

/** /admin/products/new and /admin/products/{id} (island): loads what the form needs, then shows it. */
export default function ProductEditor({ locale, messages, productId, created, prefill }: Props) {
  const t = createT(messages);
  const { load, retry } = useEditorData(productId);

  useEffect(() => {
    // Said once: a reload of the page no longer claims the product was just added.
    if (created) history.replaceState(history.state, '', location.pathname);
  }, [created]);

  if (load.status === 'loading') {
    return (
      <p className="products-status" role="status">
        <span className="spinner" aria-hidden="true" /> {t('adminProducts.editor.loading')}
      </p>
    );
  }
  if (load.status === 'notFound') return <p className="alert alert-error">{t('adminProducts.editor.notFound')}</p>;
  if (load.status === 'failed') {
    return (
      <div className="alert alert-error products-load-error" role="alert">
        <span>{t(load.what === 'product' ? 'adminProducts.editor.loadProductFailed' : 'adminProducts.editor.loadCategoriesFailed')}</span>
        <button type="button" className="btn btn-outline btn-small" onClick={retry}>
          {t('admin.list.retry')}
        </button>
      </div>
    );
  }
  // Keyed by the product: a reload after another admin's save starts a fresh form.
  return <ProductForm key={load.product?.id ?? 'new'} locale={locale} t={t} categories={load.categories} initial={load.product} prefill={prefill} justCreated={created} />;
}
