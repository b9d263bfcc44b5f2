import type { Context } from '@netlify/functions';
import type { Database } from '../db/index.ts';
import { errorKind } from '../http/handler.ts';
import { drainOutbox } from './sender.ts';

const IN_FLIGHT = Symbol.for('liftparts.email.nudges');
type Holder = { [IN_FLIGHT]?: Set<Promise<void>> };
const inFlight = (): Set<Promise<void>> => ((globalThis as Holder)[IN_FLIGHT] ??= new Set());

/**
 * After the event's transaction has committed, its function asks for the new message to go now
 * rather than at the next scheduled run: one claim, sent after the answer (Netlify's
 * `context.waitUntil` keeps the function alive for it; the local platform runs it in the process).
 * Best effort by design: whatever it does not send, the scheduled sender does (ADR 0020).
 */
export function nudgeOutbox(context: Pick<Context, 'waitUntil'> | undefined, db: Database): void {
  if (typeof context?.waitUntil !== 'function') return;
  const run = drainOutbox(db, { maxBatches: 1, budgetMs: 5_000 })
    .then(() => undefined)
    .catch((error: unknown) => console.warn(`email_nudge_failed ${errorKind(error)}`))
    .finally(() => inFlight().delete(run));
  inFlight().add(run);
  context.waitUntil(run);
}

/** Resolves once every nudge started in this process has finished (shutdown, tests). */
export async function nudgesSettled(): Promise<void> {
  while (inFlight().size > 0) await Promise.allSettled([...inFlight()]);
}
