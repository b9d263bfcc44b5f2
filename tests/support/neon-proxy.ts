import { createConnection } from 'node:net';
import { WebSocketServer } from 'ws';

/**
 * A WebSocket-to-TCP proxy like the one Neon runs in front of Postgres, so the production driver
 * (@neondatabase/serverless) can be tested against the local PostgreSQL server.
 */
export async function startNeonProxy(target: { host: string; port: number }): Promise<{ address: string; close(): Promise<void> }> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (socket) => {
    const tcp = createConnection(target);
    socket.binaryType = 'nodebuffer';
    socket.on('message', (data: Buffer) => tcp.write(data));
    tcp.on('data', (data) => socket.send(data));
    const closeBoth = () => {
      tcp.destroy();
      socket.close();
    };
    socket.on('close', closeBoth);
    socket.on('error', closeBoth);
    tcp.on('close', closeBoth);
    tcp.on('error', closeBoth);
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    address: `127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
