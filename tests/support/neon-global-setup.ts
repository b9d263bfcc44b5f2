import { startNeonProxy } from './neon-proxy.ts';

/** Starts the WebSocket proxy for the Neon-driver project and tells the workers where it is. */
export default async function setup() {
  const target = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test');
  const proxy = await startNeonProxy({ host: target.hostname, port: Number(target.port || 5432) });
  process.env.NEON_WS_PROXY = proxy.address;
  return () => proxy.close();
}
