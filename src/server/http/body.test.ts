import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_JSON_BYTES, parseBody } from './body.ts';

/** A body that keeps coming (chunked: no Content-Length), counting what was pulled from it. */
function endlessBody(headers: Record<string, string> = {}) {
  const pulled = { bytes: 0, cancelled: false };
  const chunk = new TextEncoder().encode(`{"a":"${'x'.repeat(16 * 1024)}`);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      pulled.cancelled = true;
    },
  }, { highWaterMark: 0 });
  const request = new Request('http://localhost/api/contact', { method: 'POST', body: stream, duplex: 'half', headers: { 'content-type': 'application/json', ...headers } } as RequestInit);
  return { request, pulled };
}

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: { status: number; code: string }) => ({ status: error.status, code: error.code }));

describe('parseBody', () => {
  it('stops reading a JSON body at the cap and refuses it with 413, whatever its length', async () => {
    const { request, pulled } = endlessBody();
    expect(await refusal(parseBody(request, z.unknown()))).toEqual({ status: 413, code: 'payload_too_large' });
    expect(pulled.cancelled).toBe(true);
    expect(pulled.bytes).toBeLessThan(MAX_JSON_BYTES + 64 * 1024);
  });

  it('refuses a declared length over the cap without reading', async () => {
    const { request, pulled } = endlessBody({ 'content-length': String(MAX_JSON_BYTES + 1) });
    expect(await refusal(parseBody(request, z.unknown()))).toEqual({ status: 413, code: 'payload_too_large' });
    expect(pulled.bytes).toBe(0);
  });

  it('reads a body within the cap, in any script', async () => {
    const request = new Request('http://localhost/', { method: 'POST', body: JSON.stringify({ name: 'باب المصعد 🚪' }) });
    expect(await parseBody(request, z.object({ name: z.string() }))).toEqual({ name: 'باب المصعد 🚪' });
  });
});
