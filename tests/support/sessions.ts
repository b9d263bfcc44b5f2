import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/index';
import type { ProfileStatus, Role } from '#server/db/schema';
import { ACCESS_COOKIE, signAccessToken } from '#server/auth/session';

/**
 * A user with a company profile in the given state and a live session, for tests that need a
 * caller of some role. Returns the Cookie header a browser would send. (The sign-in flow itself
 * is tested through its endpoints.)
 */
export async function sessionFor(
  db: Database,
  { role = 'new_customer', status = 'approved', email }: { role?: Role; status?: ProfileStatus; email?: string } = {},
): Promise<{ userId: string; email: string; cookie: string }> {
  const address = email ?? `${role}-${status}-${randomUUID().slice(0, 8)}@example.com`;
  const user = await db.insertInto('users').values({ email: address, password_hash: 'not-a-real-hash' }).returning('id').executeTakeFirstOrThrow();
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
  const familyId = randomUUID();
  await db
    .insertInto('refresh_tokens')
    .values({ user_id: user.id, family_id: familyId, token_hash: `test-${familyId}`, expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  const token = await signAccessToken({ userId: user.id, familyId });
  return { userId: user.id, email: address, cookie: `${ACCESS_COOKIE}=${token}` };
}
