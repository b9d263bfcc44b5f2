import { useMemo, useState } from 'react';
import type { AdminProduct } from '#lib/admin/products';
import type { ProductPrefill } from '#lib/admin/product-prefill';
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid.ts';
import { isUploading, readyImages } from './photo-list.ts';
import { createBody, draftFromProduct, emptyDraft, sameContent, updateBody, validateBody, type ProductDraft } from './product-draft.ts';
import { createProduct, fetchProduct, updateProduct } from './products-api.ts';
import type { ProductPhotos } from './use-product-photos.ts';

/** What the last save (or reload) ended with, for the message above the form's buttons. */
export type FormOutcome = 'saved' | 'reloaded' | 'createFailed' | 'updateFailed' | 'notFound' | 'signedOut' | 'uploading' | 'reloadFailed';

interface Options {
  initial: AdminProduct | null;
  /** A new product's fields filled by its link; what it starts from, so leaving it untouched asks nothing. */
  prefill?: ProductPrefill;
  photos: ProductPhotos;
  /** After a product is created: its edit page takes over. */
  onCreated: (product: AdminProduct) => void;
}

/**
 * The editor's form: the draft, the field errors (codes by dotted path, from the shared schema
 * first and then from the server), and the save. An edit is sent with the version it was loaded
 * at; a 409 version_conflict opens the conflict dialog and writes nothing.
 */
export function useProductForm({ initial, prefill, photos, onCreated }: Options) {
  const [product, setProduct] = useState<AdminProduct | null>(initial);
  const [draft, setDraft] = useState<ProductDraft>(() => (initial ? draftFromProduct(initial) : emptyDraft(prefill)));
  const [codes, setCodes] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [conflict, setConflict] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const images = readyImages(photos.items);
  const body = product ? updateBody(draft, images, product.version) : createBody(draft, images);
  const baseline = useMemo(() => (product ? updateBody(draftFromProduct(product), product.images, product.version) : createBody(emptyDraft(prefill), [])), [product, prefill]);
  const dirty = !sameContent(body, baseline) || isUploading(photos.items);

  /** Changes the draft; the fields it touches lose their error until the next check. */
  const change = (update: (draft: ProductDraft) => ProductDraft, ...paths: string[]) => {
    setDraft(update);
    setOutcome(null);
    if (paths.some((path) => path in codes)) setCodes((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !paths.includes(path))));
  };

  const showProduct = (saved: AdminProduct) => {
    setProduct(saved);
    setDraft(draftFromProduct(saved));
    photos.reset(saved.images);
    setCodes({});
  };

  const submit = async () => {
    setOutcome(null);
    if (isUploading(photos.items)) return setOutcome('uploading');
    const errors = validateBody(body);
    setCodes(errors);
    if (Object.keys(errors).length > 0) return focusFirstInvalid();
    setSaving(true);
    const result = product ? await updateProduct(product.id, updateBody(draft, images, product.version)) : await createProduct(createBody(draft, images));
    setSaving(false);
    switch (result.kind) {
      case 'saved':
        if (product) {
          showProduct(result.product);
          setOutcome('saved');
        } else onCreated(result.product);
        return;
      case 'invalid':
        setCodes(result.fields);
        return focusFirstInvalid();
      case 'version_conflict':
        return setConflict(true);
      case 'not_found':
        return setOutcome(product ? 'notFound' : 'createFailed');
      case 'signed_out':
        return setOutcome('signedOut');
      default:
        return setOutcome(product ? 'updateFailed' : 'createFailed');
    }
  };

  /** The conflict dialog's Reload: the product as now stored replaces the draft. */
  const reload = async () => {
    if (!product) return;
    setConflict(false);
    const result = await fetchProduct(product.id);
    if (!result.ok) return setOutcome('reloadFailed');
    showProduct(result.data.product);
    setOutcome('reloaded');
  };

  return { product, draft, codes, saving, outcome, conflict, dirty, formRef, change, submit, reload, keepEditing: () => setConflict(false) };
}

export type ProductForm = ReturnType<typeof useProductForm>;
