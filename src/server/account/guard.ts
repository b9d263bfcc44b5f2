import type { Database } from '../db/index.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { ACCESS_COOKIE, readCookie, verifyAccessToken, viewerFor } from '../auth/session.ts';

/** A signed-in buyer, as every /api/account call knows them: the user, and the session (token family) asking. */
export interface Customer {
  userId: string;
  email: string;
  familyId: string;
}

/**
 * Every /api/account call starts here: 401 for visitors (and ended sessions), 403 for
 * administrators (their account is the dashboard, not a buyer's page) and for a user without a
 * company profile. Every status passes: a pending or rejected buyer may read their own account.
 * Nothing of the account is ever taken from the request but the session: ids in addresses name
 * only rows the query also ties to this user.
 */
export async function requireCustomer(db: Database, req: Request): Promise<Customer> {
  const token = readCookie(req, ACCESS_COOKIE);
  const claims = token ? await verifyAccessToken(token) : null;
  const viewer = claims ? await viewerFor(db, claims) : null;
  if (!viewer || !claims) throw unauthorized();
  if (viewer.role === 'admin') throw forbidden();
  if (!viewer.status) throw forbidden('no_profile');
  return { userId: viewer.userId, email: viewer.email, familyId: claims.familyId };
}
