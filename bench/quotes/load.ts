import { request } from 'node:http';

/**
 * The load generator: N requests through a pool of C workers, each request sent from one of
 * many loopback source addresses (127.0.0.2, 127.0.0.3, …). Linux routes the whole 127/8 block
 * to the loopback interface, so the server sees distinct client IPs exactly as it would see
 * distinct buyers, and the per-IP rate limit applies as in production (no trusted header).
 * Each request opens its own connection, as separate buyers' browsers would.
 */
export interface PreparedRequest {
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface Outcome {
  status: number;
  ms: number;
  body: string;
}

export function sourceAddress(index: number, count: number): string {
  return `127.0.0.${2 + (index % count)}`;
}

export async function runLoad(
  port: number,
  requests: PreparedRequest[],
  { concurrency, addresses }: { concurrency: number; addresses: number },
): Promise<{ outcomes: Outcome[]; seconds: number }> {
  const outcomes: Outcome[] = new Array(requests.length);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const index = next++;
        outcomes[index] = await send(port, requests[index]!, sourceAddress(index, addresses));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { outcomes, seconds };
}

function send(port: number, prepared: PreparedRequest, localAddress: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: prepared.path,
        method: prepared.body.length ? 'POST' : 'GET',
        localAddress,
        agent: false,
        headers: { ...prepared.headers, 'content-length': String(prepared.body.length), origin: `http://127.0.0.1:${port}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, body: String(error) }));
    req.end(prepared.body);
  });
}
