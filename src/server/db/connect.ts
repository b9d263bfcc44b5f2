import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect, type PostgresPool } from 'kysely';
import type { Pool as PgPool } from 'pg';
import { markConnectFailure } from './faults.ts';
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
    const pool = new Pool({ connectionString: options.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool: survivable(pool as unknown as PgPool) }) });
  }
  const { default: pg } = await import('pg');
  pg.types.setTypeParser(INT8, Number);
  const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: survivable(pool) }) });
}

/**
 * How long to wait for a connection (a new one, or a free one from the pool) before answering 503:
 * a Neon compute waking from zero takes a second or two; an unreachable server must not hold the
 * request until the platform's function time-out.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pooled connection can die at any moment: a server restart, a failover, a Neon compute
 * suspended, a dropped WebSocket. pg then emits 'error' on the pool (connection idle in the pool)
 * or on the client itself (checked out, even between two statements of a transaction); an
 * 'error' event nobody listens to kills the whole Node process. Both get a listener: the query
 * in flight fails on its own (and becomes a 503), the dead client is dropped by the pool when
 * released, and the next request opens a new connection.
 * A failure to open a connection is marked, so it is known that nothing was sent (faults.ts).
 */
function survivable(pool: PgPool): PostgresPool {
  // The pool re-emits an idle client's error; the client's own listener below has logged it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', logDroppedConnection));
  const open = pool.connect.bind(pool) as (...args: unknown[]) => Promise<unknown> | void;
  pool.connect = ((...args: unknown[]) => {
    // pg-pool's own pool.query() passes a callback; only the promise form (Kysely's) is wrapped.
    if (args.length > 0) return open(...args);
    return (open() as Promise<unknown>).catch((error: unknown) => {
      throw markConnectFailure(error);
    });
  }) as PgPool['connect'];
  return pool;
}

function logDroppedConnection(error: Error): void {
  const code = (error as { code?: string }).code;
  console.warn(`database: connection lost${code ? ` (${code})` : ''}: ${error.message}`);
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
    const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]).catch((error: unknown) => {
      // Deployed functions are bundled without it (netlify.toml): there, DATABASE_URL is missing.
      if ((error as { code?: unknown }).code === 'ERR_MODULE_NOT_FOUND') console.error('database: no DATABASE_URL, and no embedded database here (deployed functions leave it out)');
      throw error;
    });
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
