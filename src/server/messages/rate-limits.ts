import { env } from '../env.ts';
import type { RateLimit } from '../rate-limit.ts';

/** How often one sender may write: per e-mail against a script, per IP (MESSAGES_PER_IP_PER_HOUR, default 20) looser for shared offices. */
export const MESSAGE_LIMIT_PER_EMAIL: RateLimit = { bucket: 'contact:email', limit: 5, windowSeconds: 3600 };
export const messageLimitPerIp = (): RateLimit => ({ bucket: 'contact:ip', limit: env().MESSAGES_PER_IP_PER_HOUR, windowSeconds: 3600 });
