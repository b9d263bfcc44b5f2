import type { Database } from '../db/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { env } from '../env.ts';
import { consumeRateLimit, type RateLimit } from '../rate-limit.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { localeOf } from '../accounts/user-locale.ts';
import { PASSWORD_RESET_MINUTES, SET_PASSWORD_PATH } from '#lib/user-tokens';
import type { Locale } from '#i18n/locales';
import { isPasswordSet } from './password.ts';
import { issueUserToken } from './user-tokens.ts';

/**
 * "Forgot your password?" (issue 21). Whoever asks gets the same answer, whether or not the address
 * belongs to an account, and in about the same time: both ways run the same transaction (the limit
 * per e-mail is counted for unknown addresses too) and the answer waits until a fixed floor has
 * passed, so the few milliseconds of queueing an e-mail cannot be told apart. A known account gets a
 * single-use link (only its SHA-256 is stored) valid 30 minutes, which replaces any earlier one,
 * e-mailed in the account's language. Per client address (before the body is read) and per e-mail
 * (past it, silently: nothing is sent, the answer is the same).
 */
export const passwordResetLimitPerIp = (): RateLimit => ({ bucket: 'password-reset:ip', limit: env().PASSWORD_RESETS_PER_IP_PER_HOUR, windowSeconds: 60 * 60 });
export const PASSWORD_RESET_LIMIT_PER_EMAIL: RateLimit = { bucket: 'password-reset:email', limit: 3, windowSeconds: 60 * 60 };

/** The least time every answer takes: well above the work either way does, so the two look alike. */
export const RESET_ANSWER_FLOOR_MS = 400;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Queues a reset link for the address if it names an account that has a password; answers nothing either way. */
export async function requestPasswordReset(db: Database, input: { email: string; locale: Locale }, now = new Date(), floorMs = RESET_ANSWER_FLOOR_MS): Promise<void> {
  const started = performance.now();
  await inTransaction(db, async (tx) => {
    const limit = await consumeRateLimit(tx, PASSWORD_RESET_LIMIT_PER_EMAIL, input.email, now);
    const user = await tx
      .selectFrom('users')
      .leftJoin('company_profiles', 'company_profiles.user_id', 'users.id')
      .select(['users.id', 'users.email', 'users.locale', 'users.password_hash', 'company_profiles.contact_person'])
      .where('users.email', '=', input.email)
      .executeTakeFirst();
    // An invited administrator without a password sets one from the invitation, not here.
    if (!limit.allowed || !user || !isPasswordSet(user.password_hash)) return;
    const { token } = await issueUserToken(tx, { userId: user.id, purpose: 'password_reset', lifetimeSeconds: PASSWORD_RESET_MINUTES * 60, now });
    await enqueueEmail(
      tx,
      {
        template: 'password_reset',
        to: user.email,
        locale: localeOf(user.locale),
        data: { contactPerson: user.contact_person, link: `${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`, validMinutes: PASSWORD_RESET_MINUTES },
      },
      now,
    );
  });
  const left = floorMs - (performance.now() - started);
  if (left > 0) await sleep(left);
}
