import type { FieldCode } from '../errors.ts';
import { z } from 'zod';
import { email, noControlCharacters, text, TEXT_LIMITS, typeError } from '../validation/common.ts';
import { currentPassword, newPassword } from '../validation/password.ts';

/**
 * The administrators screen (issue 20): who may manage the shop, adding one by e-mail (a setup
 * link the inviting administrator passes on; e-mail delivery comes with the outbox of issue 21),
 * removing one, and the signed-in administrator's own password.
 */

/** How long an invitation's setup link works. */
export const ADMIN_INVITE_DAYS = 7;

/** POST /api/admin/administrators: the new administrator's e-mail and name (shown in the list and the log). */
export const administratorInviteSchema = z.strictObject({ email, name: text(TEXT_LIMITS.name) }, { error: typeError });
export type AdministratorInvite = z.infer<typeof administratorInviteSchema>;

/**
 * POST /api/admin/account/password: the current password (checked, never judged by today's rule),
 * the new one (SPEC §5) twice.
 */
/** The field codes the password change can answer (its form shows their words). */
export const PASSWORD_CHANGE_FIELD_CODES = ['required', 'too_long', 'invalid_type', 'invalid_characters', 'weak_password', 'passwords_mismatch', 'incorrect_password'] as const satisfies readonly FieldCode[];

export const passwordChangeSchema = z
  .strictObject(
    {
      currentPassword,
      newPassword,
      confirmPassword: z.string({ error: typeError }).max(256, { error: 'too_long' }).pipe(noControlCharacters),
    },
    { error: typeError },
  )
  .check((ctx) => {
    if (ctx.value.confirmPassword !== ctx.value.newPassword) {
      ctx.issues.push({ code: 'custom', message: 'passwords_mismatch', path: ['confirmPassword'], input: ctx.value.confirmPassword });
    }
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/**
 * Where an administrator stands: signing in (active), invited with a link still valid, or invited
 * with a link expired or used up without a password set (a new link is needed).
 */
export const ADMINISTRATOR_STATES = ['active', 'invited', 'invite_expired'] as const;
export type AdministratorState = (typeof ADMINISTRATOR_STATES)[number];

export interface AdministratorRecord {
  userId: string;
  email: string;
  name: string;
  state: AdministratorState;
  /** When the invitation's link stops working (while invited). */
  inviteExpiresAt: string | null;
  createdAt: string;
  /** The signed-in administrator's own row. */
  isYou: boolean;
}

/** A setup link's secret, answered once to the inviting administrator, never stored in clear or logged. */
export interface SetupLink {
  token: string;
  expiresAt: string;
}
