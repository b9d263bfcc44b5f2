import { MAX_QUOTE_REQUEST_BYTES } from '#lib/validation/quote';
import { tooManyRequests } from '../http/errors.ts';

/**
 * How many bytes of quote photo uploads this process holds in memory at once, across every
 * request being read (issue 19): anyone may send one, so their sum is bounded, not just each.
 * An upload reserves its declared Content-Length before a byte is read, or the whole cap when it
 * declares none (chunked); one that does not fit is refused at once with 429 `uploads_busy` and a
 * short Retry-After, instead of waiting with a share of the budget (two half-read uploads waiting
 * for each other would hold it forever). The budget is one largest quote, so one always fits alone.
 * Admin photo uploads are not counted: they come one file per request, after the admin check.
 */
export const UPLOAD_MEMORY_BUDGET = MAX_QUOTE_REQUEST_BYTES;
const RETRY_AFTER_SECONDS = 5;

interface Budget {
  reserved: number;
}

// On globalThis: the functions may load this module more than once (dev server); the budget is the process's.
const SHARED = Symbol.for('liftparts.upload-budget');
const budget = ((globalThis as { [SHARED]?: Budget })[SHARED] ??= { reserved: 0 });

/** Runs `read` with `bytes` of the budget reserved, released however it ends. */
export async function withUploadBudget<T>(bytes: number, read: () => Promise<T>): Promise<T> {
  if (budget.reserved + bytes > UPLOAD_MEMORY_BUDGET) throw tooManyRequests(RETRY_AFTER_SECONDS, 'uploads_busy');
  budget.reserved += bytes;
  try {
    return await read();
  } finally {
    budget.reserved -= bytes;
  }
}

/** Bytes reserved now (for tests). */
export const uploadBudgetInUse = (): number => budget.reserved;
