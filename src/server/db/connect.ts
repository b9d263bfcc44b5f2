import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect, type PostgresPool } from 'kysely';
import type { DB } from './schema.ts';

export type Driver = 'neon' | 'pg' | 'pglite';

export interface ConnectOptions {
  /** postgres:// URL; without one the embedded PGlite database is used. */
  url?: string;
  /** Directory of the embedded database; `memory://` for a throw-away one. */
  dataDir?: string;
  /** Force a driver (tests run the Neon driver against a local server through a proxy). */
  driver?: Driver;
  /** host:port of a plain WebSocket-to-TCP proxy for the Neon driver (tests only). */
  neonWsProxy?: string;
}

/** Neon's hosts speak its WebSocket/HTTP protocol; every other URL is plain PostgreSQL. */
export function driverFor(options: ConnectOptions): Driver {
  if (options.driver) return options.driver;
  if (!options.url) return 'pglite';
  return new URL(options.url).hostname.endsWith('.neon.tech') ? 'neon' : 'pg';
}

export async function connect(options: ConnectOptions): Promise<Kysely<DB>> {
  const driver = driverFor(options);
  if (driver === 'pglite') return new Kysely<DB>({ dialect: new PGliteDialect({ pglite: await openPglite(options.dataDir ?? '.data') }) });
  const INT8 = 20;
  if (driver === 'neon') {
    const { Pool, neonConfig, types } = await import('@neondatabase/serverless');
    types.setTypeParser(INT8, Number);
    if (options.neonWsProxy) {
      const proxy = options.neonWsProxy;
      neonConfig.wsProxy = (host, port) => `${proxy}/v1?address=${host}:${port}`;
      neonConfig.useSecureWebSocket = false;
      neonConfig.pipelineTLS = false;
      neonConfig.pipelineConnect = false;
    }
    // Neon's Pool is pg's API over WebSockets; its typings differ from pg's only in Client details.
    const pool = new Pool({ connectionString: options.url });
    pool.on('error', logIdleClientError);
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool as unknown as PostgresPool }) });
  }
  const { default: pg } = await import('pg');
  pg.types.setTypeParser(INT8, Number);
  const pool = new pg.Pool({ connectionString: options.url, max: 10 });
  pool.on('error', logIdleClientError);
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * An idle pooled connection can be closed by the server (restart, failover, admin action); the
 * pool drops it and opens a new one on demand. Without a listener, Node would crash the process.
 */
function logIdleClientError(error: Error): void {
  console.warn('database: idle connection closed by the server:', error.message);
}

type PGliteInstance = import('@electric-sql/pglite').PGlite;
const OPEN_PGLITES = Symbol.for('liftparts.pglite.instances');

/**
 * Exactly one PGlite may own a data directory. The local server loads the functions and the
 * Astro server bundle as separate module graphs in one process, so the instance is kept on
 * globalThis, keyed by directory, rather than in module state.
 */
async function openPglite(dataDir: string): Promise<PGliteInstance> {
  const registry = ((globalThis as Record<symbol, unknown>)[OPEN_PGLITES] ??= new Map()) as Map<string, Promise<PGliteInstance>>;
  const key = dataDir === 'memory://' ? `memory://${registry.size}` : resolve(dataDir);
  const existing = dataDir === 'memory://' ? undefined : registry.get(key);
  if (existing) return existing;
  const opening = (async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    let location: string | undefined;
    if (dataDir !== 'memory://') {
      mkdirSync(key, { recursive: true });
      location = join(key, 'pglite');
    }
    return PGlite.create(location, { extensions: { pg_trgm } });
  })();
  registry.set(key, opening);
  return opening;
}
