import { useCallback, useEffect, useState } from 'react';
import type { AdminCategory } from '#lib/admin/categories';
import type { AdminProduct } from '#lib/admin/products';
import { fetchCategories, fetchProduct, HttpError } from './products-api.ts';

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
    Promise.allSettled([fetchCategories(controller.signal), product]).then(([categories, loaded]) => {
      if (controller.signal.aborted) return;
      if (loaded.status === 'rejected') {
        const gone = loaded.reason instanceof HttpError && loaded.reason.status === 404;
        setLoad(gone ? { status: 'notFound' } : { status: 'failed', what: 'product' });
      } else if (categories.status === 'rejected') setLoad({ status: 'failed', what: 'categories' });
      else setLoad({ status: 'ready', categories: categories.value, product: loaded.value });
    });
    return () => controller.abort();
  }, [productId, attempt]);

  return { load, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
