import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

type ScryptParams = Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>;

/**
 * Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1): built into Node, so
 * no native add-on to compile. Stored as `scrypt$N$r$p$salt$hash` so parameters can be raised later.
 */
const OWASP_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
/**
 * The test suites' parameters: the same algorithm and format at 1/128 of the memory and time. The
 * suites sign in and register hundreds of times, each costing a hash (ADR 0036).
 */
const TEST_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
const KEY_LENGTH = 32;

let params = OWASP_PARAMS;

/**
 * The refusal's words, in ASCII as bundles print them. A bundle that carries them calls
 * hashAtTestCost, and the deploy test fails on any deployed function that does: that, not the
 * NODE_ENV check (which a deploy need not set), keeps the tests' cost out of production.
 */
export const TEST_COST_REFUSAL = 'Password hashing at the test cost is refused in production';

/**
 * Test harnesses only (the integration suites' setup, the end-to-end server's hooks): new hashes
 * from now on use TEST_PARAMS. Every hash records its parameters, so hashes made before still verify.
 */
export function hashAtTestCost(): void {
  if (process.env.NODE_ENV === 'production') throw new Error(TEST_COST_REFUSAL);
  params = TEST_PARAMS;
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // maxmem must exceed 128 * N * r bytes (128 MiB here).
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * What users.password_hash holds for an account without a password yet (an invited administrator
 * who has not opened the setup link): not a hash of anything, so no password ever matches it.
 */
export const NO_PASSWORD = 'none';

/** Whether a stored value is a password hash at all (an invited account's is not). */
export function isPasswordSet(stored: string): boolean {
  return stored.startsWith('scrypt$');
}

/**
 * A hash of a random password, checked when the e-mail is unknown so that a failed sign-in
 * takes the same time whether or not the account exists.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
