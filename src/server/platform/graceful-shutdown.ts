import type { Server } from 'node:http';

export interface ShutdownOptions {
  /** Runs once no request is in flight any more (closes the database pool). */
  release: () => Promise<void>;
  /** In-flight requests get this long; then their connections are cut. */
  graceMs?: number;
  log?: (line: string) => void;
  exit?: (code: number) => void;
}

/**
 * Stops the local server without cutting a buyer off mid-request: it stops accepting connections
 * (idle keep-alive ones are closed), lets the requests in flight finish, then releases the
 * database pool and exits 0. Past the grace period the remaining connections are cut (exit 1);
 * a second signal exits at once. Returns the function that starts it (for tests and signals).
 */
export function gracefulShutdown(server: Server, { release, graceMs = 10_000, log = console.log, exit = (code) => process.exit(code) }: ShutdownOptions) {
  let started = false;
  return async function shutDown(signal: string): Promise<void> {
    if (started) {
      log(`${signal} again: exiting now`);
      return exit(130);
    }
    started = true;
    log(`${signal}: no new connections; finishing the requests in flight…`);
    const deadline = setTimeout(() => {
      log(`requests still running after ${graceMs / 1000} s: closing their connections`);
      server.closeAllConnections();
      exit(1);
    }, graceMs);
    deadline.unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    try {
      await release();
    } catch (error) {
      log(`closing the database failed: ${String(error)}`);
    }
    clearTimeout(deadline);
    log('stopped');
    exit(0);
  };
}

/** Wires SIGINT and SIGTERM to a graceful shutdown. */
export function shutDownOnSignals(server: Server, options: ShutdownOptions): void {
  const shutDown = gracefulShutdown(server, options);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutDown(signal));
}
