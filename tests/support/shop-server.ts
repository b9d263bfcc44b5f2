import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The production build served as `npm start` serves it (scripts/serve.ts), in a child process: what
 * the fault tests and the benches that load the whole shop (bench/quotes, bench/request-bodies,
 * bench/faults) start and stop.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 120_000;

export interface ShopServer {
  port: number;
  /** The server's own process (no wrapper in between): for sampling its memory. */
  pid: number;
  /** True while the server process is running. */
  alive(): boolean;
  /** SIGTERM (graceful shutdown); resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Resolves with the exit code once the process has ended, however it ended. */
  exited: Promise<number | null>;
  /** Everything the server wrote to stderr (warnings, errors). */
  stderr(): string;
}

/**
 * Starts the server with `env` on top of this process's environment, on `port` or a free one; ready
 * once it prints its start-up line. Node runs it with tsx as its loader, not under the tsx command:
 * that command relays a SIGTERM to its child and kills the child (exit 143) unless the child
 * acknowledges the signal within 30 ms, which a server busy rendering e-mails on a loaded machine
 * did not once, failing the graceful-shutdown check.
 */
export async function startShopServer(env: Record<string, string>, options: { port?: number } = {}): Promise<ShopServer> {
  if (!existsSync(`${ROOT}dist/index.html`)) throw new Error('No build found: run `npm run build` first.');
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const alive = () => child.exitCode === null && child.signalCode === null;

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!stdout.includes('is running at')) {
    if (!alive()) throw new Error(`The server exited (code ${child.exitCode}; is port ${port} free?): ${stderr.slice(-2000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('The server did not start within 2 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    pid: child.pid!,
    alive,
    exited,
    stderr: () => stderr,
    async stop() {
      if (alive()) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
