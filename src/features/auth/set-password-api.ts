import type { FieldErrors } from '#lib/validation/field-errors';
import type { SessionPayload } from '#lib/session-user';
import type { PasswordLinkInfo, SetPasswordInput } from '#lib/user-tokens';
import { postJson as post, refusalOf, type LinkRefusal } from './link-api.ts';

export type { LinkRefusal };

export type LinkCheck = { kind: 'valid'; info: PasswordLinkInfo } | { kind: 'refused'; code: LinkRefusal } | { kind: 'failed' };
export type SetPasswordResult = { kind: 'signed_in'; payload: SessionPayload } | { kind: 'password_set' } | { kind: 'refused'; code: LinkRefusal } | { kind: 'invalid'; fields: FieldErrors } | { kind: 'failed' };

/** What the link is for, before a password is typed. */
export async function checkPasswordLink(token: string): Promise<LinkCheck> {
  const reply = await post('/api/auth/password-link', { token });
  if (!reply) return { kind: 'failed' };
  if (reply.status === 200) return { kind: 'valid', info: reply.data as unknown as PasswordLinkInfo };
  const refusal = refusalOf(reply.data.error?.code);
  // A token the server cannot even read (400) is as good as an unknown one.
  if (refusal || reply.status === 400) return { kind: 'refused', code: refusal ?? 'link_invalid' };
  return { kind: 'failed' };
}

/** Sets the password; for an invitation the server signs the account in (its cookies arrive with the answer), after a reset the owner signs in. */
export async function submitNewPassword(input: SetPasswordInput): Promise<SetPasswordResult> {
  const reply = await post('/api/auth/set-password', input);
  if (!reply) return { kind: 'failed' };
  if (reply.status === 200) return reply.data.status === 'password_set' ? { kind: 'password_set' } : { kind: 'signed_in', payload: reply.data as unknown as SessionPayload };
  const refusal = refusalOf(reply.data.error?.code);
  if (refusal) return { kind: 'refused', code: refusal };
  const fields = reply.data.error?.fields;
  if (reply.status === 400 && fields) return fields.token ? { kind: 'refused', code: 'link_invalid' } : { kind: 'invalid', fields };
  return { kind: 'failed' };
}
