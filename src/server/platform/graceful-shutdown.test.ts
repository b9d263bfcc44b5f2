import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { gracefulShutdown } from './graceful-shutdown.ts';

/** A GET over its own connection; resolves with the status and body, or the error's code. */
function get(port: number, path: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

/** A server whose every request takes `delayMs`; `firstRequest` resolves when one has arrived. */
async function slowServer(delayMs: number) {
  let inFlight = 0;
  let arrived: () => void = () => {};
  const firstRequest = new Promise<void>((resolve) => (arrived = resolve));
  const server = createServer((_req, res) => {
    inFlight += 1;
    arrived();
    setTimeout(() => {
      inFlight -= 1;
      res.end('done');
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, firstRequest, inFlight: () => inFlight };
}

describe('gracefulShutdown', () => {
  it('finishes the request in flight, refuses new connections, then releases the pool and exits 0', async () => {
    const { server, port, firstRequest, inFlight } = await slowServer(300);
    const released: number[] = [];
    let exit: (code: number) => void = () => {};
    const exited = new Promise<number>((resolve) => (exit = resolve));
    const shutDown = gracefulShutdown(server, { release: async () => void released.push(inFlight()), log: () => {}, exit });
    const pending = get(port, '/slow');
    await firstRequest;
    void shutDown('SIGTERM');
    expect(await get(port, '/late')).toEqual({ error: 'ECONNREFUSED' });
    expect(await pending).toEqual({ status: 200, body: 'done' });
    expect(await exited).toBe(0);
    expect(released).toEqual([0]);
  });

  it('cuts what is still running after the grace period and exits 1', async () => {
    const { server, port, firstRequest } = await slowServer(5_000);
    let exit: (code: number) => void = () => {};
    const exited = new Promise<number>((resolve) => (exit = resolve));
    const shutDown = gracefulShutdown(server, { release: async () => {}, graceMs: 100, log: () => {}, exit });
    const pending = get(port, '/stuck');
    await firstRequest;
    void shutDown('SIGTERM');
    expect(await exited).toBe(1);
    expect(await pending).toEqual({ error: 'ECONNRESET' });
  });
});
