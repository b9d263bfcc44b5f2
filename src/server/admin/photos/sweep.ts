import type { Database } from '../../db/index.ts';
import { drainFileDeletions } from '../../storage/file-deletions.ts';
import { queuePhotoDeletions } from '../../media/photo-files.ts';
import { purgeExpiredRecords, type PurgeResult } from '../../retention/purge.ts';
import { deleteStagedPhotosBefore } from './staged-photos.ts';

/**
 * The storage sweep (ADR 0010), hourly: personal data past the privacy policy's periods is deleted
 * (src/server/retention), photos uploaded but claimed by no save within a day are expired (rows
 * deleted and files queued in one transaction), then the file-deletion outbox is drained, which
 * removes the photos of deleted quote requests and retries deletions a drain after commit did not
 * finish. Netlify runs it from
 * netlify/functions/storage-sweep.mts; the local servers on a timer (`startLocalSweeps`).
 */
export const STAGED_PHOTO_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const DRAIN_BATCH = 500;

export interface SweepResult {
  purged: PurgeResult;
  expired: number;
  deleted: number;
  failed: number;
}

export async function sweepStorage(db: Database, now = new Date()): Promise<SweepResult> {
  const purged = await purgeExpiredRecords(db, now);
  const cutoff = new Date(now.getTime() - STAGED_PHOTO_LIFETIME_MS);
  const expired = await db.transaction().execute(async (tx) => {
    const keys = await deleteStagedPhotosBefore(tx, cutoff);
    await queuePhotoDeletions(tx, keys);
    return keys.length;
  });
  let deleted = 0;
  let failed = 0;
  // Batches until the outbox is empty; a full batch of failures stops it (retried next hour).
  for (;;) {
    const batch = await drainFileDeletions(db, DRAIN_BATCH);
    deleted += batch.deleted;
    failed += batch.failed;
    if (batch.deleted === 0 || batch.deleted + batch.failed < DRAIN_BATCH) break;
  }
  return { purged, expired, deleted, failed };
}

/**
 * The local servers' stand-in for the schedule: a sweep once `ready` resolves, then every hour.
 * The timer is unref'd, so it never keeps a stopping server alive. Returns a stop function.
 */
export function startLocalSweeps(ready: () => Promise<Database>, intervalMs = SWEEP_INTERVAL_MS): () => void {
  const run = async () => {
    try {
      const result = await sweepStorage(await ready());
      const purged = Object.values(result.purged).some((count) => count > 0);
      if (purged || result.expired || result.deleted || result.failed) console.log(`storage sweep: ${JSON.stringify(result)}`);
    } catch (error) {
      console.warn(`storage sweep failed: ${String((error as Error).message ?? error)}`);
    }
  };
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
