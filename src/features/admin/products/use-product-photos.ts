import { useCallback, useEffect, useRef, useState } from 'react';
import { moveBy, moveTo, sortChosenFiles, type PhotoFailure, type PhotoItem } from './photo-list.ts';
import type { DraftImage } from './product-draft.ts';
import { preparePhoto } from './prepare-photo.ts';
import { UploadRefused, uploadPhoto } from './upload-photo.ts';

let nextId = 0;
const newId = () => `photo-${++nextId}`;

const asItems = (images: readonly DraftImage[]): PhotoItem[] => images.map((image) => ({ id: newId(), state: 'ready', ...image }));

/**
 * The editor's photos: each chosen file (made smaller first when it is too big for one request,
 * `preparePhoto`) uploads at once with its own progress, in the place it
 * will keep; a refused one leaves the list and is named with its reason. Order and alt text are
 * the admin's; nothing reaches the product until it is saved.
 */
export function useProductPhotos(initial: readonly DraftImage[]) {
  const [items, setItems] = useState<PhotoItem[]>(() => asItems(initial));
  const [failures, setFailures] = useState<PhotoFailure[]>([]);
  const uploads = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());
  const count = useRef(items.length);
  count.current = items.length;

  const forgetPreview = (id: string) => {
    const url = previews.current.get(id);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(id);
  };

  useEffect(
    () => () => {
      uploads.current.forEach((controller) => controller.abort());
      previews.current.forEach((url) => URL.revokeObjectURL(url));
    },
    [],
  );

  const update = (id: string, change: (item: PhotoItem) => PhotoItem) => setItems((current) => current.map((item) => (item.id === id ? change(item) : item)));

  const upload = async (id: string, file: File) => {
    const controller = new AbortController();
    uploads.current.set(id, controller);
    try {
      const prepared = await preparePhoto(file);
      if (controller.signal.aborted) return;
      const photo = await uploadPhoto(prepared, (progress) => update(id, (item) => (item.state === 'uploading' ? { ...item, progress } : item)), controller.signal);
      update(id, () => ({ id, state: 'ready', key: photo.key, altEn: '', altAr: '' }));
    } catch (error) {
      if (controller.signal.aborted) return;
      setItems((current) => current.filter((item) => item.id !== id));
      setFailures((current) => [...current, { id, name: file.name, code: error instanceof UploadRefused ? error.code : 'upload_failed' }]);
    } finally {
      uploads.current.delete(id);
      forgetPreview(id);
    }
  };

  const add = useCallback((files: readonly File[]) => {
    const { accepted, refused } = sortChosenFiles(files, count.current);
    setFailures((current) => [...current, ...refused.map((failure) => ({ id: newId(), ...failure }))]);
    const started: PhotoItem[] = accepted.map((file) => {
      const id = newId();
      let preview: string | null = null;
      try {
        preview = URL.createObjectURL(file);
        previews.current.set(id, preview);
      } catch {
        // No preview: the bar and the file name still show the upload.
      }
      return { id, state: 'uploading', name: file.name, progress: 0, preview };
    });
    count.current += started.length;
    setItems((current) => [...current, ...started]);
    started.forEach((item, i) => void upload(item.id, accepted[i]!));
  }, []);

  const remove = useCallback((id: string) => {
    uploads.current.get(id)?.abort();
    forgetPreview(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const dismiss = useCallback((id: string) => setFailures((current) => current.filter((failure) => failure.id !== id)), []);

  const move = useCallback((id: string, to: number) => setItems((current) => moveTo(current, id, to)), []);

  const step = useCallback((id: string, by: -1 | 1) => setItems((current) => moveBy(current, id, by)), []);

  const setAlt = useCallback((id: string, field: 'altEn' | 'altAr', value: string) => update(id, (item) => (item.state === 'ready' ? { ...item, [field]: value } : item)), []);

  /** After a save or a reload: the product's photos as stored. */
  const reset = useCallback((images: readonly DraftImage[]) => {
    setItems(asItems(images));
    setFailures([]);
  }, []);

  return { items, failures, add, remove, dismiss, move, step, setAlt, reset };
}

export type ProductPhotos = ReturnType<typeof useProductPhotos>;
