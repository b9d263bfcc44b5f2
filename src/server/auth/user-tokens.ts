import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/index.ts';
import type { UserTokenPurpose } from '#lib/user-tokens';
import { HttpError, notFound } from '../http/errors.ts';

/**
 * One-time tokens sent to a user by link (the generic store of issue 20): an administrator's
 * invitation now, a password reset and an e-mail verification in issue 21. The token is 256
 * random bits given out once; only its SHA-256 is stored, so a copy of the table opens nothing. A
 * token serves one purpose, expires, and is used once. Issuing a new one for the same user and
 * purpose withdraws the earlier ones: only the latest link works.
 */

export interface IssuedUserToken {
  token: string;
  expiresAt: Date;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function issueUserToken(
  db: Database,
  { userId, purpose, lifetimeSeconds, now = new Date() }: { userId: string; purpose: UserTokenPurpose; lifetimeSeconds: number; now?: Date },
): Promise<IssuedUserToken> {
  await db.deleteFrom('user_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + lifetimeSeconds * 1000);
  await db.insertInto('user_tokens').values({ user_id: userId, purpose, token_hash: hashToken(token), created_at: now, expires_at: expiresAt }).execute();
  return { token, expiresAt };
}

/** What a presented token is: usable (and whose), or why not. An unknown token and one withdrawn by a newer link read alike. */
export type UserTokenCheck = { status: 'valid'; userId: string; email: string; expiresAt: Date } | { status: 'invalid' | 'expired' | 'used' };

function tokenQuery(db: Database, token: string, purpose: UserTokenPurpose) {
  return db
    .selectFrom('user_tokens')
    .innerJoin('users', 'users.id', 'user_tokens.user_id')
    .select(['user_tokens.id', 'user_tokens.user_id', 'user_tokens.expires_at', 'user_tokens.used_at', 'users.email'])
    .where('user_tokens.token_hash', '=', hashToken(token))
    .where('user_tokens.purpose', '=', purpose);
}

type TokenRow = Awaited<ReturnType<ReturnType<typeof tokenQuery>['executeTakeFirst']>>;

function judge(row: TokenRow, now: Date): UserTokenCheck {
  if (!row) return { status: 'invalid' };
  if (row.used_at) return { status: 'used' };
  if (row.expires_at <= now) return { status: 'expired' };
  return { status: 'valid', userId: row.user_id, email: row.email, expiresAt: row.expires_at };
}

/** Looks at a token without using it (the page shows whose link it is before a password is typed). */
export async function checkUserToken(db: Database, token: string, purpose: UserTokenPurpose, now = new Date()): Promise<UserTokenCheck> {
  return judge(await tokenQuery(db, token, purpose).executeTakeFirst(), now);
}

/**
 * Uses a token, inside the caller's transaction: its row is locked, so of two uses at once one
 * wins and the other finds it used. Nothing is marked unless it was valid.
 */
export async function consumeUserToken(db: Database, token: string, purpose: UserTokenPurpose, now = new Date()): Promise<UserTokenCheck> {
  const row = await tokenQuery(db, token, purpose).forUpdate('user_tokens').executeTakeFirst();
  const check = judge(row, now);
  if (check.status === 'valid') await db.updateTable('user_tokens').set({ used_at: now }).where('id', '=', row!.id).execute();
  return check;
}

/** When a user's latest token of a purpose expires, and whether it was used (for the administrators list). */
export async function latestUserTokens(db: Database, userIds: readonly string[], purpose: UserTokenPurpose) {
  if (userIds.length === 0) return new Map<string, { expiresAt: Date; used: boolean }>();
  const rows = await db
    .selectFrom('user_tokens')
    .select(['user_id', 'expires_at', 'used_at'])
    .where('user_id', 'in', [...userIds])
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'asc')
    .execute();
  return new Map(rows.map((row) => [row.user_id, { expiresAt: row.expires_at, used: row.used_at !== null }]));
}

/** A link's refusal, in the error contract: 404 `link_invalid` (unknown, cut short, or replaced by a newer link), 410 `link_expired`, 410 `link_used`. */
export function linkRefusal(check: Exclude<UserTokenCheck, { status: 'valid' }>): HttpError {
  if (check.status === 'expired') return new HttpError(410, 'link_expired');
  if (check.status === 'used') return new HttpError(410, 'link_used');
  return notFound('link_invalid');
}
