import { randomUUID } from 'node:crypto';
import type { Database } from '../db/index.ts';
import { ACCESS_TOKEN_SECONDS, signAccessToken } from './session.ts';
import type { DeviceLabel } from '#lib/account/devices';
import { currentRequest } from '../http/request-context.ts';
import { deviceFromUserAgent } from './device.ts';
import { insertRefreshToken, lockRefreshToken, markRefreshTokenUsed, newRefreshToken, revokeAllOfUser, revokeAllOfUserExcept, revokeFamily } from './refresh-tokens.ts';

/** A refresh token lives 30 days from its last use: a customer who returns within a month stays signed in. */
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
/**
 * Two tabs may refresh with the same token at the same moment; the loser of that race sees a
 * token used a few seconds ago. Inside this grace period that is not treated as theft (the
 * family survives, the caller just re-reads the cookies the winner received).
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

export interface IssuedSession {
  userId: string;
  familyId: string;
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
}

async function issue(db: Database, userId: string, familyId: string, now: Date, device: DeviceLabel | null = null): Promise<IssuedSession> {
  const refreshToken = newRefreshToken();
  await insertRefreshToken(db, { userId, familyId, token: refreshToken, now, expiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000), device });
  const accessToken = await signAccessToken({ userId, familyId }, now);
  return { userId, familyId, accessToken, refreshToken, accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000) };
}

/**
 * A new sign-in: a new token family, whose first token carries a coarse label of the device (the
 * buyer's "Devices signed in"). By default the label is read from the sign-in request being
 * answered (request-context.ts), so the sign-in service need not carry the User-Agent.
 */
export function startSession(db: Database, userId: string, now = new Date(), device: DeviceLabel | null = deviceOfCurrentRequest()): Promise<IssuedSession> {
  return issue(db, userId, randomUUID(), now, device);
}

function deviceOfCurrentRequest(): DeviceLabel | null {
  return deviceFromUserAgent(currentRequest()?.headers.get('user-agent'));
}

export type RotationResult = { ok: true; session: IssuedSession } | { ok: false; reason: 'invalid' | 'reused' | 'concurrent' };

/**
 * Exchanges a refresh token for a new pair. A token presented a second time (after the grace
 * period) means it was copied: the whole family is revoked, the thief's and the owner's sessions alike.
 */
export function rotateSession(db: Database, refreshToken: string, now = new Date()): Promise<RotationResult> {
  return db.transaction().execute(async (tx): Promise<RotationResult> => {
    const row = await lockRefreshToken(tx, refreshToken);
    if (!row || row.revoked_at || row.expires_at <= now) return { ok: false, reason: 'invalid' };
    if (row.used_at) {
      if (now.getTime() - row.used_at.getTime() < REFRESH_REUSE_GRACE_SECONDS * 1000) return { ok: false, reason: 'concurrent' };
      await revokeFamily(tx, row.family_id, now);
      return { ok: false, reason: 'reused' };
    }
    await markRefreshTokenUsed(tx, row.id, now);
    return { ok: true, session: await issue(tx, row.user_id, row.family_id, now) };
  });
}

/** Sign-out: the family of the presented session ends, on every device that shares it. */
export function endSession(db: Database, familyId: string, now = new Date()): Promise<void> {
  return revokeFamily(db, familyId, now);
}

/**
 * A password change or "sign out everywhere": every other session of the user ends at once, the one
 * that asked stays; how many devices were signed out.
 */
export function endOtherSessions(db: Database, userId: string, keptFamilyId: string, now = new Date()): Promise<number> {
  return revokeAllOfUserExcept(db, userId, keptFamilyId, now);
}

/** Rejection or un-approval: every session of the user ends at once. */
export function endAllSessions(db: Database, userId: string, now = new Date()): Promise<void> {
  return revokeAllOfUser(db, userId, now);
}
