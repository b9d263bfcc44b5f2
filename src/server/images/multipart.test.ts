import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { readMultipartForm } from './multipart.ts';

const tooLarge = () => new HttpError(413, 'payload_too_large');
const limits = { maxBytes: 1000, tooLarge, invalidFields: { photos: 'required' as const } };

function formRequest(form: FormData, headers: Record<string, string> = {}) {
  return new Request('http://localhost/upload', { method: 'POST', body: form, headers });
}

/** A multipart body sent as a stream (no Content-Length), counting the bytes the reader pulled. */
function streamedRequest(contentType: string, chunks: number, chunkBytes: number, headers: Record<string, string> = {}) {
  const pulled = { bytes: 0 };
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ === chunks) return controller.close();
      pulled.bytes += chunkBytes;
      controller.enqueue(new Uint8Array(chunkBytes));
    },
  });
  const request = new Request('http://localhost/upload', { method: 'POST', body, headers: { 'content-type': contentType, ...headers }, duplex: 'half' } as RequestInit);
  return { request, pulled };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).status, code: (error as HttpError).code, fields: (error as HttpError).fields };
}

describe('readMultipartForm', () => {
  it('reads a form within the cap', async () => {
    const form = new FormData();
    form.append('photos', new File([new Uint8Array(100)], 'a.jpg'));
    const read = await readMultipartForm(formRequest(form), limits);
    expect((read.get('photos') as File).size).toBe(100);
  });

  it('refuses a declared Content-Length over the cap without reading the body', async () => {
    const { request, pulled } = streamedRequest('multipart/form-data; boundary=x', 100, 1000, { 'content-length': '100000' });
    expect(await refusal(readMultipartForm(request, limits))).toMatchObject({ status: 413, code: 'payload_too_large' });
    expect(pulled.bytes).toBeLessThanOrEqual(1000);
  });

  it('stops reading once the bytes read pass the cap, whatever Content-Length said', async () => {
    const { request, pulled } = streamedRequest('multipart/form-data; boundary=x', 1000, 400, { 'content-length': '10' });
    expect(await refusal(readMultipartForm(request, limits))).toMatchObject({ status: 413, code: 'payload_too_large' });
    expect(pulled.bytes).toBeLessThan(4000);
  });

  it.each([
    ['not multipart', new Request('http://localhost/upload', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })],
    ['a broken multipart body', new Request('http://localhost/upload', { method: 'POST', body: 'garbage', headers: { 'content-type': 'multipart/form-data; boundary=x' } })],
  ])('refuses %s as invalid_form with the given field codes', async (_, request) => {
    expect(await refusal(readMultipartForm(request, limits))).toEqual({ status: 400, code: 'invalid_form', fields: { photos: 'required' } });
  });
});
