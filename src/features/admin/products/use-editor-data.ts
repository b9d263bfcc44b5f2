import { useCallback, useEffect, useState } from 'react';
import type { AdminCategory } from '#lib/admin/categories';
import type { AdminProduct } from '#lib/admin/products';
import { fetchCategories } from '../categories/categories-api.ts';
import { fetchProduct } from './products-api.ts';

export type EditorLoad =
  | { status: 'loading' }
  | { status: 'failed'; what: 'product' | 'categories' }
  | { status: 'notFound' }
  | { status: 'ready'; categories: AdminCategory[]; product: AdminProduct | null };

/** What the editor needs before it can show the form: the categories, and the product being edited. */
export function useEditorData(productId: number | null) {
  const [load, setLoad] = useState<EditorLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    const product = productId === null ? Promise.resolve(null) : fetchProduct(productId, controller.signal);
    void Promise.all([fetchCategories(controller.signal), product]).then(([categories, loaded]) => {
      if (controller.signal.aborted) return;
      if (loaded && !loaded.ok) setLoad(loaded.error.status === 404 ? { status: 'notFound' } : { status: 'failed', what: 'product' });
      else if (!categories.ok) setLoad({ status: 'failed', what: 'categories' });
      else setLoad({ status: 'ready', categories: categories.data.categories, product: loaded ? loaded.data.product : null });
    });
    return () => controller.abort();
  }, [productId, attempt]);

  return { load, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
