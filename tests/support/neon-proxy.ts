import { createConnection } from 'node:net';
import { WebSocketServer } from 'ws';

export interface NeonProxy {
  address: string;
  /**
   * A dropped connection path (Neon's proxy restarting, compute suspended, a network blip): every
   * open connection is cut at once and new ones are cut on arrival for `downMs`.
   */
  interrupt(downMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A WebSocket-to-TCP proxy like the one Neon runs in front of Postgres, so the production driver
 * (@neondatabase/serverless) can be tested against the local PostgreSQL server.
 */
export async function startNeonProxy(target: { host: string; port: number }): Promise<NeonProxy> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const open = new Set<() => void>();
  let refusing = false;
  server.on('connection', (socket) => {
    if (refusing) return socket.terminate();
    const tcp = createConnection(target);
    socket.binaryType = 'nodebuffer';
    socket.on('message', (data: Buffer) => tcp.write(data));
    tcp.on('data', (data) => socket.send(data));
    const closeBoth = () => {
      open.delete(cut);
      tcp.destroy();
      socket.close();
    };
    const cut = () => {
      open.delete(cut);
      tcp.destroy();
      socket.terminate();
    };
    open.add(cut);
    socket.on('close', closeBoth);
    socket.on('error', closeBoth);
    tcp.on('close', closeBoth);
    tcp.on('error', closeBoth);
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    address: `127.0.0.1:${port}`,
    async interrupt(downMs) {
      refusing = true;
      for (const cutOne of [...open]) cutOne();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      refusing = false;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
