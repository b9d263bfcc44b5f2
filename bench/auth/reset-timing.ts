// npx tsx bench/auth/reset-timing.ts [--pglite] [--runs 60]
//
// "Forgot your password?" answers alike for a known and an unknown address (issue 21, ADR 0027):
// prints p50 / p95 of requestPasswordReset for an address with an account (a token issued and an
// e-mail queued) and for one without, with the answer's floor (as shipped) and without it (the raw
// work, the baseline the floor hides), in the same run. The per-e-mail limit is cleared before each
// call so every known call does the full work. A scratch database on BENCH_DATABASE_URL (default
// the local PostgreSQL), dropped afterwards; or in-memory PGlite with --pglite.
import { parseArgs } from 'node:util';
import { requestPasswordReset, RESET_ANSWER_FLOOR_MS } from '#server/auth/password-reset';
import { hashPassword } from '#server/auth/password';
import { measure, ms, printTable, scratchDatabase } from '../support.ts';

const { values: args } = parseArgs({ options: { pglite: { type: 'boolean', default: false }, runs: { type: 'string', default: '60' } } });
const runs = Number(args.runs);

const scratch = await scratchDatabase({ pglite: args.pglite });
try {
  const { db } = scratch;
  const known = 'owner@reset.example';
  await db.insertInto('users').values({ email: known, password_hash: await hashPassword('Bench#Password2025') }).execute();
  const clearLimits = () => db.deleteFrom('rate_limit_events').execute();
  const rows: string[][] = [['address', 'floor', 'p50', 'p95']];
  for (const floor of [RESET_ANSWER_FLOOR_MS, 0]) {
    for (const [label, email] of [
      ['known', known],
      ['unknown', 'nobody@reset.example'],
    ] as const) {
      const timing = await measure(runs, () => requestPasswordReset(db, { email, locale: 'en' }, new Date(), floor), clearLimits);
      rows.push([label, floor ? ms(floor) : 'none', ms(timing.p50), ms(timing.p95)]);
    }
  }
  console.log(`Password-reset answer, ${runs} runs each (${args.pglite ? 'PGlite' : 'PostgreSQL'})`);
  printTable(rows);
} finally {
  await scratch.drop();
}
