import type { Database } from '../db/index.ts';
import { errorKind } from '../http/handler.ts';
import { nudgesSettled } from './nudge.ts';
import { drainOutbox } from './sender.ts';
import { queueExpiryReminders } from '../quotations/reminders.ts';

/** How often the local servers look for due messages (Netlify's schedule is every minute). */
export const LOCAL_SEND_INTERVAL_MS = 10_000;

/**
 * The local servers' stand-in for the scheduled email-sender function (ADR 0002, ADR 0020): the
 * same drain, once `ready` resolves and then on a timer, never two at once. `stop()` ends the timer
 * and waits for the drain and the nudges in flight, so a shutdown closes the database after them
 * and no message is left leased by a process that is going away.
 */
export function startLocalSender(ready: () => Promise<Database>, intervalMs = LOCAL_SEND_INTERVAL_MS, drain: typeof drainOutbox = drainOutbox): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        const database = await ready();
        // As the scheduled function does: the quotations' expiry reminders first, then the drain.
        if (drain === drainOutbox) await queueExpiryReminders(database).catch(() => console.warn('quotation_reminders_failed'));
        const result = await drain(database);
        if (Object.values(result).some((count) => count > 0)) console.log(`email sender: ${JSON.stringify(result)}`);
      } catch (error) {
        console.warn(`email sender failed: ${errorKind(error)}`);
      } finally {
        running = null;
      }
    })();
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await nudgesSettled();
    },
  };
}
