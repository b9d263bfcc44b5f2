import type { Database } from '../db/index.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { getViewer, type Viewer } from './session.ts';

/** Every admin call starts here: 401 for visitors, 403 for anyone whose approved role is not admin. */
export async function requireAdmin(db: Database, req: Request): Promise<Viewer> {
  const viewer = await getViewer(db, req);
  if (!viewer) throw unauthorized();
  if (viewer.role !== 'admin') throw forbidden();
  return viewer;
}

export async function requireViewer(db: Database, req: Request): Promise<Viewer> {
  const viewer = await getViewer(db, req);
  if (!viewer) throw unauthorized();
  return viewer;
}
