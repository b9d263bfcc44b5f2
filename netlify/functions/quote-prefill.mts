import type { Config } from '@netlify/functions';
import { getViewer } from '#server/auth/session';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';

/**
 * GET /api/quotes/prefill: the signed-in buyer's contact details, so a quote dialog opens filled
 * in. Visitors get null. Private to the caller, never cached.
 */
export default handler(async (req) => {
  const viewer = await getViewer(await db(), req);
  if (!viewer?.profile) return json({ prefill: null });
  const { companyName, contactPerson, phoneCountryCode, phone } = viewer.profile;
  return json({ prefill: { company: companyName, name: contactPerson, email: viewer.email, phoneCountryCode, phone } });
});

export const config: Config = { path: '/api/quotes/prefill', method: 'GET' };
