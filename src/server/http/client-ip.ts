import type { Context } from '@netlify/functions';

/**
 * The caller's IP as the platform saw it; never a value the browser sends in a body.
 * Netlify gives it as context.ip; behind other proxies the first x-forwarded-for entry is the client.
 */
export function clientIp(req: Request, context: Pick<Context, 'ip'>): string | null {
  const first = (value: string | null | undefined) => value?.split(',')[0]?.trim() || null;
  return first(context.ip) ?? first(req.headers.get('x-nf-client-connection-ip')) ?? first(req.headers.get('x-forwarded-for'));
}
