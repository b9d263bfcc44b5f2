import type { RateLimit } from '../rate-limit.ts';

/** How often one sender may write: per e-mail against a script, per IP looser for shared offices. */
export const MESSAGE_LIMIT_PER_EMAIL: RateLimit = { bucket: 'contact:email', limit: 5, windowSeconds: 3600 };
export const MESSAGE_LIMIT_PER_IP: RateLimit = { bucket: 'contact:ip', limit: 20, windowSeconds: 3600 };
