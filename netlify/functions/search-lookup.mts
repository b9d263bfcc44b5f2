import type { Config } from '@netlify/functions';
import { PASTE_MAX_BYTES, pasteLookupSchema } from '#lib/paste-list';
import { db } from '#server/db/index';
import { clientIp } from '#server/http/client-ip';
import { handler, json } from '#server/http/handler';
import { parseBody } from '#server/http/body';
import { countLookup, lookUpPastedList } from '#server/catalogue/part-lookup';
import { recordSearchMisses } from '#server/search-misses/search-misses';

/**
 * POST /api/search/lookup { text }: a pasted list of part numbers, each line answered found,
 * ambiguous or unknown (issue 23, ADR 0032). A read (nothing is written but the address's count and
 * the unknown numbers' count of what buyers could not find, ADR 0033); POST because a list does not
 * fit an address. No prices.
 */
export default handler(async (req, context) => {
  const database = await db();
  await countLookup(database, clientIp(req, context));
  const { text } = await parseBody(req, pasteLookupSchema, { maxBytes: PASTE_MAX_BYTES });
  const { lines, unknownKeys } = await lookUpPastedList(database, text);
  await recordSearchMisses(database, unknownKeys);
  return json({ lines });
});

export const config: Config = { path: '/api/search/lookup', method: 'POST' };
