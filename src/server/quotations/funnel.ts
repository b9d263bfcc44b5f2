import { sql } from 'kysely';
import type { FunnelMonth, QuotationFunnel } from '#lib/quotations/funnel';
import type { Database } from '../db/index.ts';

const RIYADH_OFFSET_MS = 3 * 3_600_000;

/** The first instant of a month in Riyadh (UTC+3), `shift` months from the one holding `now`. */
function monthStart(now: Date, shift: number): Date {
  const local = new Date(now.getTime() + RIYADH_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + shift, 1) - RIYADH_OFFSET_MS);
}

async function month(db: Database, start: Date, end: Date): Promise<FunnelMonth> {
  const [requests, quoted, accepted] = await Promise.all([
    db.selectFrom('quotes').select((eb) => eb.fn.countAll<string>().as('n')).where('created_at', '>=', start).where('created_at', '<', end).executeTakeFirstOrThrow(),
    db
      .selectFrom('quotes')
      .select([
        (eb) => eb.fn.countAll<string>().as('n'),
        sql<string | null>`percentile_cont(0.5) within group (order by extract(epoch from (quoted_at - created_at)))`.as('median_seconds'),
      ])
      .where('quoted_at', '>=', start)
      .where('quoted_at', '<', end)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('quotations')
      .select([(eb) => eb.fn.countAll<string>().as('n'), sql<string | null>`sum(total_halalas)`.as('value')])
      .where('status', '=', 'accepted')
      .where('responded_at', '>=', start)
      .where('responded_at', '<', end)
      .executeTakeFirstOrThrow(),
  ]);
  const quotedCount = Number(quoted.n);
  const acceptedCount = Number(accepted.n);
  const local = new Date(start.getTime() + RIYADH_OFFSET_MS);
  return {
    month: `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}`,
    requests: Number(requests.n),
    quoted: quotedCount,
    accepted: acceptedCount,
    acceptanceRate: quotedCount === 0 ? null : acceptedCount / quotedCount,
    acceptedValueHalalas: Number(accepted.value ?? 0),
    medianHoursToQuote: quoted.median_seconds === null ? null : Number(quoted.median_seconds) / 3600,
  };
}

/** This month and last, in Riyadh's calendar: six indexed aggregates. */
export async function quotationFunnel(db: Database, now = new Date()): Promise<QuotationFunnel> {
  const [thisMonth, lastMonth] = await Promise.all([month(db, monthStart(now, 0), monthStart(now, 1)), month(db, monthStart(now, -1), monthStart(now, 0))]);
  return { thisMonth, lastMonth };
}
