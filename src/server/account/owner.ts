import type { Database } from '../db/index.ts';
import { getViewer } from '../auth/session.ts';

/**
 * Whose a quote request or contact message is (issue 21): the signed-in buyer sending it, read from
 * the session and never from the body, so nobody can file a request under another account. Null
 * for visitors (and for administrators, who have no buyer's account).
 */
export async function requestOwner(db: Database, req: Request): Promise<string | null> {
  const viewer = await getViewer(db, req);
  return viewer && viewer.status && viewer.role !== 'admin' ? viewer.userId : null;
}
