import type sharpModule from 'sharp';

/**
 * Decoding and encoding images is the heaviest work the server does (a 12-megapixel photo is
 * ~36 MB of pixels and most of a CPU-second). At most IMAGE_WORK_CONCURRENCY such jobs run at once
 * in this process, whoever asks (product photos, quote photos, /media renditions); the others wait
 * their turn in order. So memory and CPU stay bounded however many uploads arrive together.
 */
export const IMAGE_WORK_CONCURRENCY = 2;

let sharpLoading: Promise<typeof sharpModule> | null = null;

/**
 * sharp, loaded by the first image job rather than with this module: 40–90 ms that every function
 * importing image code would otherwise pay at its cold start, though most of their calls (a quote
 * request without photos, a stored rendition) touch no pixel (ADR 0037).
 */
export function loadSharp(): Promise<typeof sharpModule> {
  sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps the results of recent operations (up to 50 MB) in case the same image is
    // processed again; uploads never are, and /media renders are cached by the CDN, so the cache
    // only held memory (bench/photos: 30 uploads in a row peaked ~70 MB higher with it).
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}

interface Limiter {
  running: number;
  waiting: (() => void)[];
}

// On globalThis: the functions and the pages may load this module separately (dev server), and the
// limit is for the whole process.
const SHARED = Symbol.for('liftparts.image-work');
const limiter = ((globalThis as { [SHARED]?: Limiter })[SHARED] ??= { running: 0, waiting: [] });

/** Runs `job` when a slot is free; the slot is released however the job ends. */
export async function withImageWork<T>(job: () => Promise<T>): Promise<T> {
  if (limiter.running >= IMAGE_WORK_CONCURRENCY) await new Promise<void>((resolve) => limiter.waiting.push(resolve));
  else limiter.running++;
  try {
    return await job();
  } finally {
    // The slot passes straight to the next in line (running stays the same), or is freed.
    const next = limiter.waiting.shift();
    if (next) next();
    else limiter.running--;
  }
}

/** Jobs running and waiting now (for tests and logs). */
export function imageWorkLoad(): { running: number; waiting: number } {
  return { running: limiter.running, waiting: limiter.waiting.length };
}
