import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/index';
import type { ProfileStatus, Role } from '#server/db/schema';
import { ACCESS_COOKIE, signAccessToken } from '#server/auth/session';
import { hashPassword } from '#server/auth/password';

/** The password of every account made by `createAccount`; hashed once per test file (scrypt is slow on purpose). */
export const TEST_PASSWORD = 'Test#Password2025';
let testHash: Promise<string> | undefined;
const testPasswordHash = () => (testHash ??= hashPassword(TEST_PASSWORD));

export interface AccountOptions {
  role?: Role;
  status?: ProfileStatus;
  email?: string;
  /** false: a user without a company profile (a half-finished registration). */
  withProfile?: boolean;
}

/**
 * A user (password TEST_PASSWORD) with a company profile in the given state, written through the
 * database directly: for tests that need an account but are not about registering one.
 */
export async function createAccount(
  db: Database,
  { role = 'new_customer', status = 'approved', email, withProfile = true }: AccountOptions = {},
): Promise<{ userId: string; email: string }> {
  const address = email ?? `${role}-${status}-${randomUUID().slice(0, 8)}@example.com`;
  const user = await db.insertInto('users').values({ email: address, password_hash: await testPasswordHash() }).returning('id').executeTakeFirstOrThrow();
  if (withProfile) {
    await db
      .insertInto('company_profiles')
      .values({
        user_id: user.id,
        company_name: 'Test Lifts Co',
        contact_person: 'Test Person',
        phone_country_code: '+966',
        phone: '512345678',
        country: 'Saudi Arabia',
        city: 'Riyadh',
        status,
        role,
      })
      .execute();
  }
  return { userId: user.id, email: address };
}

/**
 * A user with a company profile in the given state and a live session, for tests that need a
 * caller of some role. Returns the Cookie header a browser would send. (The sign-in flow itself
 * is tested through its endpoints.)
 */
export async function sessionFor(
  db: Database,
  options: Omit<AccountOptions, 'withProfile'> = {},
): Promise<{ userId: string; email: string; cookie: string }> {
  const { userId, email } = await createAccount(db, options);
  const familyId = randomUUID();
  await db
    .insertInto('refresh_tokens')
    .values({ user_id: userId, family_id: familyId, token_hash: `test-${familyId}`, expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  const token = await signAccessToken({ userId, familyId });
  return { userId, email, cookie: `${ACCESS_COOKIE}=${token}` };
}
