// Test hooks of the end-to-end server only: scripts/serve.ts adds them when E2E_TEST_HOOKS=1
// (set by playwright.config.ts) outside production. They are not Netlify functions (never
// deployed) and answer only on the local server, which listens on 127.0.0.1. With them, the server
// hashes passwords at the tests' cost.
import type { LoadedFunction } from '#server/platform/functions';
import { db } from '#server/db/index';
import { hashAtTestCost } from '#server/auth/password';
import { validityEnd } from '#lib/quotations/types';

const DAY_MS = 86_400_000;
const RIYADH_OFFSET_MS = 3 * 3_600_000;

/**
 * POST /__e2e/quotations/:number/expire: the quotation's current version (and its request) as if
 * its validity had ended yesterday in Riyadh — the same columns an elapsed validity leaves, so the
 * shop's own rule (`now >= valid_until`) reads it as expired everywhere, without waiting a day.
 */
async function expireQuotation(_req: Request, context: { params: Record<string, string> }): Promise<Response> {
  const number = context.params.number ?? '';
  const yesterday = new Date(Date.now() + RIYADH_OFFSET_MS - DAY_MS).toISOString().slice(0, 10);
  const end = validityEnd(yesterday);
  const database = await db();
  const updated = await database.transaction().execute(async (trx) => {
    const row = await trx.updateTable('quotations').set({ valid_until: end }).where('number', '=', number).where('status', '=', 'sent').returning('quote_id').executeTakeFirst();
    if (!row) return false;
    await trx.updateTable('quotes').set({ valid_until: end }).where('id', '=', row.quote_id).where('status', '=', 'quoted').execute();
    return true;
  });
  return new Response(null, { status: updated ? 204 : 404 });
}

/**
 * The hooks, to serve before the shop's functions. From now on passwords are hashed at the tests'
 * cost: the suite registers and signs in hundreds of times (ADR 0036).
 */
export function startE2eHooks(): LoadedFunction[] {
  hashAtTestCost();
  return [
    {
      name: 'e2e-expire-quotation',
      patterns: [new URLPattern({ pathname: '/__e2e/quotations/:number/expire' })],
      methods: new Set(['POST']),
      handler: (req, context) => expireQuotation(req, context as unknown as { params: Record<string, string> }),
    },
  ];
}
