/**
 * Sends a buyer's write so that a fault costs a wait, never a lost or a doubled request.
 *
 * Every write carries an `Idempotency-Key` made here, one per submission: the server keeps it with
 * the row it writes, so a retry or a second click gets the first answer instead of a second row.
 * That is what makes retrying safe even when the first answer was lost on the way back. Network
 * failures and the answers that mean "not now" (503 from the server while its database restarts or
 * wakes up; 502/504 from the platform when a function crashed or timed out) are retried with
 * growing, jittered delays, at least as long as the server's Retry-After; `onRetrying` lets the
 * form say "still sending…" meanwhile. Every other answer is final.
 *
 * Transport-free (the quote form uploads with XMLHttpRequest for its progress bar, the others use
 * fetch, the fault test and bench use Node's fetch), so it runs in the browser and in Node alike.
 */

import { IDEMPOTENCY_HEADER } from '#lib/idempotency';

export { IDEMPOTENCY_HEADER };

/** What one attempt got back. `retryAfterSeconds` is the server's Retry-After, when it sent one. */
export interface Reply {
  status: number;
  body: unknown;
  retryAfterSeconds?: number | null;
}

/** One attempt with the submission's key; rejects when no answer arrived (offline, reset, aborted). */
export type Attempt = (idempotencyKey: string) => Promise<Reply>;

export interface RetryPolicy {
  /** Waits before the 2nd, 3rd, … attempt; their count is the number of retries. */
  delaysMs: readonly number[];
  /** A Retry-After longer than this is not waited for (the form reports the failure instead). */
  maxRetryAfterMs: number;
}

/** Six attempts over about 10 to 16 s: longer than a database restart or a Neon wake-up. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { delaysMs: [500, 1000, 2000, 4000, 8000], maxRetryAfterMs: 10_000 };

export type SendResult =
  /** The server answered with something final (success or a refusal to show the buyer). */
  | { outcome: 'answered'; reply: Reply; attempts: number }
  /** Every attempt failed or was told to come back later: whether it was saved is unknown. */
  | { outcome: 'unknown'; lastStatus: number | null; attempts: number };

export interface SendOptions {
  key: string;
  policy?: RetryPolicy;
  /** Called before each retry's wait (attempt = the number of the attempt about to be made). */
  onRetrying?: (attempt: number) => void;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/** Answers that mean "try again shortly": the request was not taken, or its outcome is safe to ask again. */
export function isRetryableStatus(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

export async function sendWithRetry(attempt: Attempt, options: SendOptions): Promise<SendResult> {
  const { key, policy = DEFAULT_RETRY_POLICY, onRetrying, sleep = wait, random = Math.random } = options;
  let lastStatus: number | null = null;
  for (let n = 1; ; n++) {
    let retryAfterMs = 0;
    try {
      const reply = await attempt(key);
      if (!isRetryableStatus(reply.status)) return { outcome: 'answered', reply, attempts: n };
      lastStatus = reply.status;
      retryAfterMs = Math.max(0, (reply.retryAfterSeconds ?? 0) * 1000);
    } catch {
      lastStatus = null;
    }
    const delay = policy.delaysMs[n - 1];
    if (delay === undefined || retryAfterMs > policy.maxRetryAfterMs) return { outcome: 'unknown', lastStatus, attempts: n };
    onRetrying?.(n + 1);
    // "Equal jitter": half the delay fixed, half random, so buyers who failed together do not
    // all come back in the same instant; never sooner than the server asked.
    await sleep(Math.max(retryAfterMs, delay / 2 + (random() * delay) / 2));
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Keeps one key per submission. Sending the same content again while its outcome is unknown
 * (the buyer presses Send again after "please try again") reuses the key, so the server cannot
 * save it twice; new content, or a settled outcome, gets a new key.
 */
export function createSubmissionKeys(newKey: () => string = randomKey) {
  let current: { key: string; content: string } | null = null;
  return {
    keyFor(content: string): string {
      if (current?.content !== content) current = { key: newKey(), content };
      return current.key;
    },
    /** The outcome is known (saved, or refused with nothing written): the next send is a new submission. */
    settle(): void {
      current = null;
    },
  };
}

/** A random UUID v4; `crypto.randomUUID` needs a secure context, plain http on a LAN address is not one. */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Reads Retry-After (seconds form; the date form is not sent by this server). */
export function retryAfterOf(value: string | null | undefined): number | null {
  const seconds = Number(value);
  return value && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** One attempt over fetch: JSON in, the reply out (a body that is not JSON reads as null). */
export function fetchAttempt(url: string, init: RequestInit, fetcher: typeof fetch = fetch): Attempt {
  return async (key) => {
    const headers = new Headers(init.headers);
    headers.set(IDEMPOTENCY_HEADER, key);
    const response = await fetcher(url, { ...init, headers });
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body, retryAfterSeconds: retryAfterOf(response.headers.get('retry-after')) };
  };
}
