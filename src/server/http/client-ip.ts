import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Context } from '@netlify/functions';

/**
 * The caller's IP address as the platform saw it: Netlify's `context.ip`, or the socket's peer
 * address on the local server (which fills the same field). Never a header: `x-forwarded-for`
 * and its kin are whatever the caller chose to send, so trusting them would let anyone pick the
 * address the rate limits count. Unknown (null) when the platform gives no valid address;
 * rate-limited calls then refuse the request (see `clientLimitKey`) rather than count nothing.
 * The request is taken only so that every call site reads the same; its headers are not read.
 */
export function clientIp(_req: Request, context: Pick<Context, 'ip'>): string | null {
  const ip = context.ip?.trim();
  if (!ip || !isIP(ip)) return null;
  // A dual-stack socket reports an IPv4 client as ::ffff:a.b.c.d: one client, one key.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

/**
 * What a per-address limit counts: an IPv4 address itself; for IPv6 its /64 network. One line or
 * one host is handed a whole /64 and may take any address in it (privacy addresses change every
 * day, and a caller can pick a new one per request), so counting single IPv6 addresses would let
 * one client pass every limit. Null stays null (the caller refuses: see `clientLimitKey`).
 */
export function addressLimitKey(ip: string | null): string | null {
  if (ip === null || !ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
