import type { VerifiedEmail } from '#lib/user-tokens';
import { postJson, refusalOf, type LinkRefusal } from './link-api.ts';

export type VerifyResult = { kind: 'verified'; email: string } | { kind: 'refused'; code: LinkRefusal } | { kind: 'failed' };

/** Uses a verification link (POST /api/auth/verify-email). */
export async function verifyEmailLink(token: string): Promise<VerifyResult> {
  const reply = await postJson('/api/auth/verify-email', { token });
  if (!reply) return { kind: 'failed' };
  if (reply.status === 200) return { kind: 'verified', email: (reply.data as unknown as VerifiedEmail).email };
  const refusal = refusalOf(reply.data.error?.code);
  // A token the server cannot even read (400) is as good as an unknown one.
  if (refusal || reply.status === 400) return { kind: 'refused', code: refusal ?? 'link_invalid' };
  return { kind: 'failed' };
}
