import type { RateLimit } from '../rate-limit.ts';

/**
 * How often one buyer may ask for quotes. Per e-mail it stops a script hammering one address;
 * per IP it is looser, because a whole office may share one address.
 */
export const QUOTE_LIMIT_PER_EMAIL: RateLimit = { bucket: 'quote:email', limit: 5, windowSeconds: 3600 };
export const QUOTE_LIMIT_PER_IP: RateLimit = { bucket: 'quote:ip', limit: 20, windowSeconds: 3600 };
