import type { UploadedPhoto } from '#lib/admin/photos';
import { isFieldCode, type FieldCode } from '#lib/errors';
import { refreshSession } from '../../auth/session-store.ts';

/** An upload the server refused (or that never arrived), with the field-error code to show. */
export class UploadRefused extends Error {
  constructor(readonly code: FieldCode) {
    super(`photo upload refused: ${code}`);
  }
}

/**
 * The code a refused upload names: the server's `fields.photos`, else what its status means. A
 * 413 can come from a proxy with no JSON at all.
 */
export function uploadErrorCode(status: number, body: unknown): FieldCode {
  const error = (body as { error?: { code?: unknown; fields?: Record<string, unknown> } } | null)?.error;
  const field = error?.fields?.photos;
  if (isFieldCode(field)) return field;
  if (status === 413) return 'image_too_large';
  return 'upload_failed';
}

function send(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    // XMLHttpRequest, not fetch: only it reports upload progress, for the photo's own bar.
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/product-photos');
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: request.response as unknown });
    request.onerror = () => reject(new UploadRefused('upload_failed'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    // One file per request: each photo gets its own progress bar and its own error.
    form.append('photos', file, file.name);
    request.send(form);
  });
}

/** Uploads one photo (stored and staged by the server until a save claims it). */
export async function uploadPhoto(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedPhoto> {
  let answer = await send(file, onProgress, signal);
  if (answer.status === 401 && (await refreshSession()).status === 'signedIn') {
    onProgress(0);
    answer = await send(file, onProgress, signal);
  }
  const photo = (answer.body as { photos?: UploadedPhoto[] } | null)?.photos?.[0];
  if (answer.status === 201 && photo) return photo;
  throw new UploadRefused(uploadErrorCode(answer.status, answer.body));
}
