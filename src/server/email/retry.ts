/**
 * The sender's schedule (ADR 0020). A message is tried at most MAX_ATTEMPTS times; after a failed
 * attempt n the next one waits an exponentially growing delay, 1 minute doubled each time and capped
 * at an hour, of which a random half is added ("equal jitter": a queue that failed together does not
 * retry together, and no retry comes sooner than half its step). Tries 1–10 span between 2 and 4 hours
 * in all, enough for an SMTP server's outage of a few hours; then the message is dead and waits for
 * the administrator. Production drains every minute, so delays shorter than that wait for the next run.
 */
export const MAX_ATTEMPTS = 10;
const BASE_DELAY_MS = 60_000;
const MAX_DELAY_MS = 60 * 60_000;

/** How long a sender holds the messages it claimed: far longer than one send may take (SMTP time-outs below). */
export const LEASE_MS = 2 * 60_000;

/** The wait after failed attempt `attempt` (1-based): between half and all of min(1 min × 2^(attempt−1), 1 h). */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + random() * (step / 2));
}
