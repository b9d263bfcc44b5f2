import { isIP } from 'node:net';
import type { Context } from '@netlify/functions';

/**
 * The caller's IP address as the platform saw it: Netlify's `context.ip`, or the socket's peer
 * address on the local server (which fills the same field). Never a header: `x-forwarded-for`
 * and its kin are whatever the caller chose to send, so trusting them would let anyone pick the
 * address the rate limits count. Unknown (null) when the platform gives no valid address;
 * rate-limited calls then refuse the request (see `assertClientKnown`) rather than count nothing.
 * The request is taken only so that every call site reads the same; its headers are not read.
 */
export function clientIp(_req: Request, context: Pick<Context, 'ip'>): string | null {
  const ip = context.ip?.trim();
  if (!ip || !isIP(ip)) return null;
  // A dual-stack socket reports an IPv4 client as ::ffff:a.b.c.d: one client, one key.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}
