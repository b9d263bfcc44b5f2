import type { FieldErrors } from '#lib/validation/field-errors';
import type { QuoteRequest } from '#lib/validation/quote';

/**
 * Sends a checked quote request to POST /api/quotes: JSON, or multipart when photos go with it.
 * XMLHttpRequest rather than fetch because only it reports upload progress.
 */
export type SendOutcome =
  | { result: 'sent'; id: number }
  | { result: 'invalid'; fields: FieldErrors }
  | { result: 'rate_limited' }
  | { result: 'failed' };

export function sendQuote(request: QuoteRequest, photos: Blob[], onProgress?: (percent: number) => void): Promise<SendOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/quotes');
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => resolve(outcomeOf(xhr.status, xhr.response));
    xhr.onerror = () => resolve({ result: 'failed' });
    xhr.ontimeout = () => resolve({ result: 'failed' });
    if (photos.length === 0) {
      xhr.setRequestHeader('Content-Type', 'application/json');
      xhr.send(JSON.stringify(request));
    } else {
      xhr.send(toFormData(request, photos));
    }
  });
}

function toFormData(request: QuoteRequest, photos: Blob[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(request)) form.append(key, String(value));
  photos.forEach((photo, index) => form.append('images', photo, `photo-${index + 1}.jpg`));
  return form;
}

function outcomeOf(status: number, body: unknown): SendOutcome {
  const error = (body as { error?: { code?: string; fields?: FieldErrors } } | null)?.error;
  if (status === 201) return { result: 'sent', id: (body as { id: number }).id };
  if (status === 429) return { result: 'rate_limited' };
  if ((status === 400 || status === 413) && error?.fields && Object.keys(error.fields).length > 0) return { result: 'invalid', fields: error.fields };
  return { result: 'failed' };
}
