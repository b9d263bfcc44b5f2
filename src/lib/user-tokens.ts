import { z } from 'zod';
import { email, formLocale, typeError } from './validation/common.ts';
import { newPassword } from './validation/password.ts';

/**
 * One-time tokens a user is given by link (issue 20): an administrator's invitation now; a password
 * reset and an e-mail verification will use the same store (issue 21). The list is the database's
 * check too (migration 2026-11-25T1000), so a new purpose is a migration plus a line here.
 */
export const USER_TOKEN_PURPOSES = ['admin_invite', 'password_reset', 'email_verification'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/** The purposes whose link leads to the set-password page. */
export const SET_PASSWORD_PURPOSES = ['admin_invite', 'password_reset'] as const satisfies readonly UserTokenPurpose[];
export type SetPasswordPurpose = (typeof SET_PASSWORD_PURPOSES)[number];

/** The page a set-password link opens, with the token in its query (`?token=`). */
export const SET_PASSWORD_PATH = '/set-password';

/**
 * A token as the link carries it. Anything readable is passed on, so a link cut short by a mail
 * program is answered "not valid" (404 link_invalid) rather than as a form error; only a missing
 * or absurd value is a 400.
 */
const token = z.string({ error: typeError }).trim().min(1, { error: 'required' }).max(200, { error: 'too_long' });

/** POST /api/auth/password-link: what a link is for, before a password is typed. */
export const passwordLinkSchema = z.strictObject({ token }, { error: typeError });

/** POST /api/auth/set-password: the link's token and the new password (SPEC §5), twice. */
export const setPasswordSchema = z
  .strictObject({ token, password: newPassword, confirmPassword: z.string({ error: typeError }).max(256, { error: 'too_long' }) }, { error: typeError })
  .check((ctx) => {
    if (ctx.value.confirmPassword !== ctx.value.password) {
      ctx.issues.push({ code: 'custom', message: 'passwords_mismatch', path: ['confirmPassword'], input: ctx.value.confirmPassword });
    }
  });
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

/** The page that asks for a password-reset link (from /login), and how long such a link works. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const PASSWORD_RESET_MINUTES = 30;

/** POST /api/auth/forgot-password: the account's address, and the page's language (the e-mail's if nobody is known by it). */
export const forgotPasswordSchema = z.strictObject({ email, locale: formLocale }, { error: typeError });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** What POST /api/auth/set-password answers for a reset: the password is set, and the owner signs in with it (two-step sign-in included). */
export interface PasswordSetAnswer {
  status: 'password_set';
}

/** The page a verification link opens, with the token in its query (`?token=`; issue 21). */
export const VERIFY_EMAIL_PATH = '/verify-email';
/** How long a verification link works. */
export const EMAIL_VERIFICATION_HOURS = 48;

/** POST /api/auth/verify-email: the link's token. */
export const verifyEmailSchema = z.strictObject({ token }, { error: typeError });

/** What a verification answers: the address now proven. */
export interface VerifiedEmail {
  email: string;
}

/** What a valid link is for (POST /api/auth/password-link). */
export interface PasswordLinkInfo {
  purpose: SetPasswordPurpose;
  email: string;
}
