import { randomUUID } from 'node:crypto';
import { sql, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from '#server/db/connect';
import { useDatabase, type Database } from '#server/db/index';
import { readWithRetry } from '#server/db/transaction';
import { api } from '../support/api.ts';
import { testDriver, useTestDatabase } from '../support/database.ts';
import { quoteContact } from '../support/quotes.ts';

/**
 * Issue 13, inside one process: database faults become 503 with Retry-After and a stable code,
 * never a bare 500; a transaction that failed before it committed is retried once on the server;
 * after dropped connections the next requests reconnect. (The whole server process under a
 * restarting database is tested in tests/fault.)
 */
const db = useTestDatabase();
afterEach(() => useDatabase(db()));

const dropped = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const serializationFailure = () => Object.assign(new Error('could not serialize access'), { code: '40001' });

/**
 * Makes the next inserts into `table` fail with the given errors after the statement ran, as if
 * the connection had died before COMMIT: the transaction rolls back, nothing is kept.
 */
class FailInserts implements KyselyPlugin {
  readonly #inserts = new WeakSet<object>();
  constructor(
    private readonly table: string,
    private readonly failures: Error[],
  ) {}
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === this.table) this.#inserts.add(queryId);
    return node;
  }
  async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const failure = this.#inserts.has(queryId) ? this.failures.shift() : undefined;
    if (failure) throw failure;
    return result;
  }
}

const homeLiftQuote = () => ({ kind: 'home_lift', ...quoteContact(), notes: '4 stops', locale: 'en' });
const sendQuote = (body: unknown, key?: string) =>
  api('/api/quotes', { method: 'POST', body, ip: '203.0.113.77', headers: key ? { 'Idempotency-Key': key } : {} });

async function quoteRowsAndEvents(email: string) {
  const rows = await db().selectFrom('quotes').select('id').where('email', '=', email).execute();
  const events = await db().selectFrom('rate_limit_events').select('id').where('bucket', '=', 'quote:email').where('key', '=', email).execute();
  return { rows: rows.length, events: events.length };
}

describe('a transaction that fails before it commits', () => {
  it.each([
    ['a dropped connection', dropped],
    ['a serialization failure', serializationFailure],
  ])('is retried once on the server after %s: 201, one row, counted once', async (_, failure) => {
    useDatabase(db().withPlugin(new FailInserts('quotes', [failure()])));
    const body = homeLiftQuote();
    const response = await sendQuote(body);
    expect(response.status).toBe(201);
    expect(await quoteRowsAndEvents(body.email)).toEqual({ rows: 1, events: 1 });
  });

  it('answers 503 database_unavailable with Retry-After when the retry fails too, with nothing written or counted', async () => {
    useDatabase(db().withPlugin(new FailInserts('quotes', [dropped(), dropped()])));
    const body = homeLiftQuote();
    const response = await sendQuote(body, randomUUID());
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toEqual({ error: { code: 'database_unavailable' } });
    expect(await quoteRowsAndEvents(body.email)).toEqual({ rows: 0, events: 0 });
  });

  it('answers 503 database_busy for contention that outlasts the retry', async () => {
    useDatabase(db().withPlugin(new FailInserts('messages', [serializationFailure(), serializationFailure()])));
    const response = await api('/api/contact', {
      method: 'POST',
      body: { name: 'Omar', email: `busy-${randomUUID()}@example.com`, phone: '+966 50 123 4567', subject: 'Rollers', message: 'Price?' },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toEqual({ error: { code: 'database_busy' } });
  });
});

describe('a database that cannot be reached', () => {
  let unreachable: Database | undefined;
  afterEach(async () => {
    await unreachable?.destroy();
    unreachable = undefined;
  });

  it('makes every write a 503 database_unavailable with Retry-After (never a bare 500), and the health check says so', async () => {
    // Nothing listens on port 9: the pg driver is refused; under the Neon driver the WebSocket
    // proxy is refused and drops the socket. (The proxy stays the test run's own: the Neon
    // driver's proxy setting is global to the process, and other connections share it.)
    const url = 'postgres://postgres@127.0.0.1:9/none';
    unreachable = await connect(testDriver === 'neon' ? { driver: 'neon', url, neonWsProxy: process.env.NEON_WS_PROXY } : { driver: 'pg', url });
    useDatabase(unreachable);
    const writes = [
      sendQuote(homeLiftQuote(), randomUUID()),
      api('/api/contact', { method: 'POST', body: { name: 'Omar', email: 'o@example.com', phone: '+966 50 123 4567', subject: 'S', message: 'M' } }),
      api('/api/auth/register', {
        method: 'POST',
        body: { companyName: 'C', contactPerson: 'P', email: 'p@example.com', phone: '512345678', password: 'Tabuk#Lifts2025', confirmPassword: 'Tabuk#Lifts2025', city: 'T', country: 'S', crNumber: '1010123456' },
      }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('2');
      expect(await response.json()).toEqual({ error: { code: 'database_unavailable' } });
    }
    const health = await api('/api/health');
    expect(health.status).toBe(503);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
  });

  it('reports a reachable database as ok', async () => {
    const health = await api('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe.skipIf(testDriver === 'pglite')('connections dropped by the server', () => {
  it('do not stop the next requests: each reconnects and succeeds', async () => {
    // Warm the pool, then have PostgreSQL end every other connection to this database.
    await Promise.all(Array.from({ length: 5 }, () => api('/api/health')));
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(db());
    for (let i = 0; i < 5; i++) {
      const body = homeLiftQuote();
      const response = await sendQuote(body, randomUUID());
      expect(response.status).toBe(201);
      // The test's own read meets the pool as the server does: an idle connection it picks may be
      // one PostgreSQL ended whose end the pool has not processed yet, so it reads as the server reads.
      expect((await readWithRetry(() => quoteRowsAndEvents(body.email))).rows).toBe(1);
    }
    expect((await api('/api/health')).status).toBe(200);
  });
});
