import { parseCookie } from 'cookie';
import { jwtVerify, SignJWT } from 'jose';
import { sql } from 'kysely';
import { authSecret } from '../env.ts';
import type { Database } from '../db/index.ts';
import type { ProfileStatus, Role } from '../db/schema.ts';

/**
 * Session tokens. The access token (a short-lived JWT in an httpOnly cookie) only says who the
 * caller is and which refresh-token family it belongs to; the role is read from the database on
 * every request that needs it, so a role change or a rejection applies at once.
 */
export const ACCESS_COOKIE = 'lp_access';
export const REFRESH_COOKIE = 'lp_refresh';
export const ACCESS_TOKEN_SECONDS = 15 * 60;

const ISSUER = 'liftparts';
const key = () => new TextEncoder().encode(authSecret());

export interface AccessClaims {
  userId: string;
  familyId: string;
}

export async function signAccessToken(claims: AccessClaims, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ fam: claims.familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(key());
}

export async function verifyAccessToken(token: string, now = new Date()): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string') return null;
    return { userId: payload.sub, familyId: payload.fam };
  } catch {
    return null;
  }
}

/** The signed-in caller as the server sees it. `role` is null unless the profile is approved. */
export interface Viewer {
  userId: string;
  /** The session's token family: what a sign-out ends, and what a password change keeps. */
  familyId: string;
  email: string;
  status: ProfileStatus | null;
  role: Role | null;
  profile: { companyName: string; contactPerson: string; phoneCountryCode: string; phone: string } | null;
}

/** A cookie's value as the request sent it; a value that is not valid percent-encoding is kept as it came, never thrown on. */
export function readCookie(req: Request, name: string): string | null {
  const header = req.headers.get('cookie');
  return header ? (parseCookie(header)[name] ?? null) : null;
}

/**
 * Who is calling: null for visitors, expired or forged tokens, and sessions whose family was
 * revoked (sign-out, rejection, refresh-token reuse).
 */
export async function getViewer(db: Database, req: Request, now = new Date()): Promise<Viewer | null> {
  const token = readCookie(req, ACCESS_COOKIE);
  if (!token) return null;
  const claims = await verifyAccessToken(token, now);
  return claims ? viewerFor(db, claims) : null;
}

/** The viewer of a verified session: null when the user is gone or the session's family was revoked. */
export async function viewerFor(db: Database, claims: AccessClaims): Promise<Viewer | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('company_profiles', 'company_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'company_profiles.status',
      'company_profiles.role',
      'company_profiles.company_name',
      'company_profiles.contact_person',
      'company_profiles.phone_country_code',
      'company_profiles.phone',
    ])
    .where('users.id', '=', claims.userId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('refresh_tokens')
          .select(sql`1`.as('one'))
          .where('family_id', '=', claims.familyId)
          .where('user_id', '=', claims.userId)
          .where('revoked_at', 'is', null),
      ),
    )
    .executeTakeFirst();
  if (!row) return null;
  return {
    userId: row.id,
    familyId: claims.familyId,
    email: row.email,
    status: row.status,
    role: row.status === 'approved' ? row.role : null,
    profile: row.company_name
      ? { companyName: row.company_name, contactPerson: row.contact_person!, phoneCountryCode: row.phone_country_code!, phone: row.phone! }
      : null,
  };
}
