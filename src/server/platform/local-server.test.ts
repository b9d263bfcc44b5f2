import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalServer } from './local-server.ts';
import type { LoadedFunction } from './functions.ts';

/** A function that refuses every call before reading its body, as a signed-out write is refused. */
const refusing: LoadedFunction = {
  name: 'refusing',
  patterns: [new URLPattern({ pathname: '/api/refusing' })],
  methods: new Set(['POST']),
  handler: () => Response.json({ error: { code: 'unauthorized' } }, { status: 401 }),
};

/** A POST over the given agent's kept-alive connection; resolves with the status, or the error's code. */
function post(port: number, agent: Agent, body: Buffer): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/refusing', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': body.length } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end(body);
  });
}

describe('the local server', () => {
  const server = createLocalServer({ functions: [refusing] });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers the next request on a kept-alive connection after one whose large body was never read', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Far more than the socket's buffers hold: before the body was drained, the second request
      // waited behind the first one's unread bytes until the connection timed out.
      const body = Buffer.from(JSON.stringify({ note: 'x'.repeat(4_000_000) }));
      expect(await post(port, agent, body)).toBe(401);
      expect(await post(port, agent, body)).toBe(401);
      expect(await post(port, agent, Buffer.from('{}'))).toBe(401);
    } finally {
      agent.destroy();
    }
  });
});
