import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { classifyDatabaseError, databaseFaultError, markConnectFailure } from './faults.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('classifyDatabaseError', () => {
  it.each([
    ['a restart terminating the backend (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server still starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a crash shutdown (57P02)', withCode('57P02')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection exception (08006)', withCode('08006')],
    ['a statement timeout (57014)', withCode('57014')],
    ['a refused socket', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset socket', withCode('ECONNRESET', 'read ECONNRESET')],
    ['a socket that died under pg', new Error('Connection terminated unexpectedly')],
    ['a client pg already knows is dead', new Error('Client has encountered a connection error and is not queryable')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['Node’s happy-eyeballs AggregateError', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed')],
    ['a wrapped cause', new Error('query failed', { cause: withCode('ECONNRESET') })],
    // Node's WebSocket dispatches an ErrorEvent (an Event, not an Error); Neon's driver rejects the query with it.
    ['the error event of a failed WebSocket (Neon driver)', new Event('error')],
    ['any error while opening a connection', markConnectFailure(withCode('55000', 'database "x" is not currently accepting connections'))],
  ])('%s is "unavailable"', (_, error) => {
    expect(classifyDatabaseError(error)).toBe('unavailable');
  });

  it.each([
    ['a serialization failure (40001)', withCode('40001')],
    ['a deadlock (40P01)', withCode('40P01')],
    ['a lock time-out (55P03)', withCode('55P03')],
  ])('%s is "contention"', (_, error) => {
    expect(classifyDatabaseError(error)).toBe('contention');
  });

  it.each([
    ['a unique violation (23505)', withCode('23505')],
    ['a syntax error (42601)', withCode('42601')],
    ['the same 55000 outside connecting', withCode('55000')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['an HTTP refusal', new HttpError(429, 'rate_limited')],
    ['a thrown string', 'boom'],
    ['nothing', undefined],
  ])('%s is not a fault', (_, error) => {
    expect(classifyDatabaseError(error)).toBeNull();
  });
});

describe('databaseFaultError', () => {
  it('answers a dropped connection with 503 database_unavailable, Retry-After and no detail for the client', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = databaseFaultError(withCode('57P01', 'terminating connection'), new Request('http://x/api/quotes', { method: 'POST' }));
    expect(error).toMatchObject({ status: 503, code: 'database_unavailable', headers: { 'Retry-After': '2' } });
    expect(error?.fields).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('POST /api/quotes: 503 database_unavailable (57P01)');
    warn.mockRestore();
  });

  it('answers a deadlock with 503 database_busy', () => {
    expect(databaseFaultError(withCode('40P01'))).toMatchObject({ status: 503, code: 'database_busy', headers: { 'Retry-After': '1' } });
  });

  it('leaves other errors alone', () => {
    expect(databaseFaultError(new Error('bug'))).toBeNull();
  });
});
