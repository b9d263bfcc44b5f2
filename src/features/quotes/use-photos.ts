import { useEffect, useRef, useState } from 'react';
import { MAX_QUOTE_IMAGE_BYTES, MAX_QUOTE_IMAGES } from '#lib/validation/quote';
import { downscalePhoto, type DownscaleOptions } from '../photos/downscale.ts';

/** Five photos of a few hundred KB each stay well under the platform's ~6 MB request limit. */
const QUOTE_PHOTO: DownscaleOptions = { maxEdge: 1600, quality: 0.85, budget: 1_000_000, fallbackQuality: 0.6 };

export interface PreparedPhoto {
  id: string;
  name: string;
  blob: Blob;
  previewUrl: string;
}

/**
 * The photos picked for a custom quote: checked as picked (image type, 10 MB, count), made
 * smaller in the browser, previewed. `error` is a field-error code for the dialog to translate.
 */
export function usePhotos() {
  const [photos, setPhotos] = useState<PreparedPhoto[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const urls = useRef(new Set<string>());

  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  async function add(files: File[]) {
    setError(null);
    const room = MAX_QUOTE_IMAGES - photos.length;
    if (files.length > room) setError('too_many_images');
    const accepted = files.slice(0, Math.max(0, room)).filter((file) => {
      if (!file.type.startsWith('image/')) return setError('image_type'), false;
      if (file.size > MAX_QUOTE_IMAGE_BYTES) return setError('image_too_large'), false;
      return true;
    });
    if (accepted.length === 0) return;
    setPreparing(true);
    const prepared = await Promise.all(accepted.map(prepare));
    setPreparing(false);
    // An image this browser cannot decode (e.g. an iPhone's HEIC outside Safari): the server
    // could not read it either, so it is not sent; the buyer is asked for a common format.
    if (prepared.some((photo) => photo === null)) setError('image_unreadable');
    setPhotos((current) => [...current, ...prepared.filter((photo): photo is PreparedPhoto => photo !== null)].slice(0, MAX_QUOTE_IMAGES));
  }

  async function prepare(file: File): Promise<PreparedPhoto | null> {
    try {
      const blob = await downscalePhoto(file, QUOTE_PHOTO);
      const previewUrl = URL.createObjectURL(blob);
      urls.current.add(previewUrl);
      return { id: crypto.randomUUID(), name: file.name, blob, previewUrl };
    } catch {
      return null;
    }
  }

  function remove(id: string) {
    setError(null);
    setPhotos((current) => {
      const gone = current.find((photo) => photo.id === id);
      if (gone) {
        URL.revokeObjectURL(gone.previewUrl);
        urls.current.delete(gone.previewUrl);
      }
      return current.filter((photo) => photo.id !== id);
    });
  }

  return { photos, preparing, error, add, remove };
}
