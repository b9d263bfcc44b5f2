import type { FieldErrors } from '#lib/validation/field-errors';
import type { QuoteRequest } from '#lib/validation/quote';
import { IDEMPOTENCY_HEADER, retryAfterOf, sendWithRetry, type Reply } from '../forms/send-with-retry.ts';

/**
 * Sends a checked quote request to POST /api/quotes: JSON, or multipart when photos go with it.
 * XMLHttpRequest rather than fetch because only it reports upload progress. Every attempt carries
 * the submission's idempotency key, and network failures and 503s are retried (send-with-retry):
 * a retry or a second click never makes a second quote; `onRetrying` is the "still sending" cue.
 */
export type SendOutcome =
  | { result: 'sent'; id: number }
  | { result: 'invalid'; fields: FieldErrors }
  | { result: 'rate_limited' }
  /** The server is reading as many photos as it takes at once: send again in a few seconds. */
  | { result: 'busy' }
  | { result: 'failed' };

export interface SendQuoteOptions {
  key: string;
  onProgress?: (percent: number) => void;
  onRetrying?: () => void;
}

export async function sendQuote(request: QuoteRequest, photos: Blob[], { key, onProgress, onRetrying }: SendQuoteOptions): Promise<SendOutcome> {
  const sent = await sendWithRetry((idempotencyKey) => attempt(request, photos, idempotencyKey, onProgress), { key, onRetrying });
  return sent.outcome === 'answered' ? outcomeOf(sent.reply.status, sent.reply.body) : { result: 'failed' };
}

function attempt(request: QuoteRequest, photos: Blob[], idempotencyKey: string, onProgress?: (percent: number) => void): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/quotes');
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, idempotencyKey);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response, retryAfterSeconds: retryAfterOf(xhr.getResponseHeader('Retry-After')) });
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.ontimeout = () => reject(new TypeError('timed out'));
    if (photos.length === 0) {
      xhr.setRequestHeader('Content-Type', 'application/json');
      xhr.send(JSON.stringify(request));
    } else {
      xhr.send(toFormData(request, photos));
    }
  });
}

/** What identifies one submission for its key: the request and the photos (by size and type). */
export function submissionContent(request: QuoteRequest, photos: Blob[]): string {
  return JSON.stringify([request, photos.map((photo) => [photo.size, photo.type])]);
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
  if (status === 429) return { result: error?.code === 'uploads_busy' ? 'busy' : 'rate_limited' };
  if ((status === 400 || status === 413) && error?.fields && Object.keys(error.fields).length > 0) return { result: 'invalid', fields: error.fields };
  return { result: 'failed' };
}
