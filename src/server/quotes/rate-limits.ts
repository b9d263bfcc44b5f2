import { env } from '../env.ts';
import type { RateLimit } from '../rate-limit.ts';

/**
 * How often one buyer may ask for quotes. Per e-mail it stops a script hammering one address;
 * per IP it is looser (QUOTES_PER_IP_PER_HOUR, default 20), because a whole office may share one address.
 */
export const QUOTE_LIMIT_PER_EMAIL: RateLimit = { bucket: 'quote:email', limit: 5, windowSeconds: 3600 };
export const quoteLimitPerIp = (): RateLimit => ({ bucket: 'quote:ip', limit: env().QUOTES_PER_IP_PER_HOUR, windowSeconds: 3600 });
