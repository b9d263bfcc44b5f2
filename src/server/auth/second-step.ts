import { jwtVerify, SignJWT } from 'jose';
import { derivedKey } from './totp-secret.ts';

/**
 * The second-step challenge (ADR 0028): after a right password on an account with two-step
 * sign-in, the browser gets this instead of a session. It names the user, lasts five minutes and
 * is signed with its own key, so it can never pass for an access token (nor one for it).
 */
export const CHALLENGE_SECONDS = 5 * 60;
const ISSUER = 'liftparts';
const AUDIENCE = 'liftparts:second-step';

export async function signChallenge(userId: string, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + CHALLENGE_SECONDS)
    .sign(derivedKey('second-step'));
}

/** The user the challenge names, or null when it is forged, for something else or past its five minutes. */
export async function verifyChallenge(token: string, now = new Date()): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, derivedKey('second-step'), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], currentDate: now });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
