import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { authSecret } from '../env.ts';

/**
 * The keys of two-step sign-in (ADR 0028), each derived from AUTH_SECRET with HKDF-SHA256 under
 * its own label, so no key is used for two purposes and nothing else needs configuring:
 * - the authenticator secrets are encrypted at rest with AES-256-GCM (`v1.<iv>.<tag>.<data>`);
 * - recovery codes are stored as an HMAC-SHA256 (a code has ~50 bits of randomness, so a fast
 *   keyed hash is enough, and a stolen table without the key cannot be checked at all);
 * - the second-step challenge is signed with its own key (src/server/auth/second-step.ts).
 * Rotating AUTH_SECRET therefore turns everyone's two-step sign-in off the record: the ADR says how.
 */
const SALT = 'liftparts-two-step';

export function derivedKey(label: 'totp-secret' | 'recovery-code' | 'second-step'): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret(), SALT, label, 32));
}

export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derivedKey('totp-secret'), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function decryptSecret(stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', derivedKey('totp-secret'), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

export function hashRecoveryCode(code: string): string {
  return createHmac('sha256', derivedKey('recovery-code')).update(code).digest('base64url');
}
