import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/index.ts';
import type { DeviceLabel } from '#lib/account/devices';

/**
 * Refresh tokens: random 256-bit values given to the browser once; only their SHA-256 is kept,
 * so a copy of the table cannot be used to sign in. Tokens of one sign-in share a family id.
 */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function insertRefreshToken(
  db: Database,
  row: { userId: string; familyId: string; token: string; expiresAt: Date; now: Date; device?: DeviceLabel | null },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: row.userId,
      family_id: row.familyId,
      token_hash: hashRefreshToken(row.token),
      created_at: row.now,
      expires_at: row.expiresAt,
      device_browser: row.device?.browser ?? null,
      device_os: row.device?.os ?? null,
    })
    .execute();
}

/** The token's row, locked for the rest of the transaction so two rotations cannot both win. */
export async function lockRefreshToken(db: Database, token: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hashRefreshToken(token)).forUpdate().executeTakeFirst();
}

export async function markRefreshTokenUsed(db: Database, id: string, now: Date): Promise<void> {
  await db.updateTable('refresh_tokens').set({ used_at: now }).where('id', '=', id).execute();
}

export async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

export async function revokeAllOfUser(db: Database, userId: string, now: Date): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/**
 * Every session of the user but one (a password change, "sign out everywhere" keep the session
 * that asked); how many devices (families) were signed out.
 */
export async function revokeAllOfUserExcept(db: Database, userId: string, keptFamilyId: string, now: Date): Promise<number> {
  const ended = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('family_id', '!=', keptFamilyId)
    .where('revoked_at', 'is', null)
    .returning('family_id')
    .execute();
  return new Set(ended.map((row) => row.family_id)).size;
}

export async function familyOfRefreshToken(db: Database, token: string): Promise<string | null> {
  const row = await db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hashRefreshToken(token)).executeTakeFirst();
  return row?.family_id ?? null;
}
