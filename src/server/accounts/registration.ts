import type { Database } from '../db/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { once } from '../idempotency/once.ts';
import { earlierKeyedWrite } from '../idempotency/repository.ts';
import { keyedRequest, type KeyedRequest } from '../idempotency/request.ts';
import { env } from '../env.ts';
import { hashPassword } from '../auth/password.ts';
import { checkRateLimit, consumeRateLimit, type RateLimit } from '../rate-limit.ts';
import { clientLimitKey } from '../rate-limit-guard.ts';
import type { Registration } from '#lib/validation/registration';
import { notifyShop } from '../email/shop-notifications.ts';
import { queueVerificationEmail } from '../auth/email-verification.ts';
import { insertPendingProfile, insertUserUnlessTaken } from './users-repository.ts';

/**
 * Registrations per client IP address per hour (SPEC §8: a 60-minute block). Three honest sign-ups
 * from one office in an hour is plenty; a bot gets three. Configurable only so that the end-to-end
 * suite, where every browser shares 127.0.0.1, can register more than three test companies.
 */
export const REGISTRATION_WINDOW_SECONDS = 60 * 60;
export function registrationLimit(): RateLimit {
  return { bucket: 'register:ip', limit: env().REGISTRATIONS_PER_IP_PER_HOUR, windowSeconds: REGISTRATION_WINDOW_SECONDS };
}

export type RegistrationResult = { outcome: 'created'; userId: string } | { outcome: 'email_taken' } | { outcome: 'rate_limited'; retryAfterSeconds: number };

/**
 * Creates the user and a pending company profile (role new_customer) in one transaction; never
 * signs anyone in. Every validated attempt counts towards the IP limit, a duplicate e-mail too,
 * so the "already registered" answer cannot be used to probe addresses at speed.
 */
/**
 * registerBusiness at most once per idempotency key: a retry of a registration that went through
 * answers "created" again (not "e-mail taken"), without counting against the limit. The request
 * hash leaves the password out: a hash of it would be a fast, unsalted password hash in the table.
 */
export async function registerBusinessOnce(db: Database, input: Registration, clientIp: string | null, idempotencyKey: string | null): Promise<RegistrationResult> {
  const { password: _password, confirmPassword: _confirm, ...content } = input;
  const request = keyedRequest(idempotencyKey, content);
  return once<RegistrationResult>(request, {
    find: earlierKeyedWrite(db, 'users', (id) => ({ outcome: 'created', userId: String(id) })),
    write: () => registerBusiness(db, input, clientIp, new Date(), request),
    wrote: (result) => result.outcome === 'created',
  });
}

export async function registerBusiness(
  db: Database,
  input: Registration,
  clientIp: string | null,
  now = new Date(),
  idempotency: KeyedRequest | null = null,
): Promise<RegistrationResult> {
  const key = clientLimitKey(clientIp);
  // A caller already over the limit is refused before the 0.3 s of scrypt work is spent on it.
  const early = await checkRateLimit(db, registrationLimit(), key, now);
  if (!early.allowed) return { outcome: 'rate_limited', retryAfterSeconds: early.retryAfterSeconds };
  // Hashed outside the transaction: the KDF must not hold the rate-limit lock.
  const passwordHash = await hashPassword(input.password);
  return inTransaction(
    db,
    async (tx): Promise<RegistrationResult> => {
      const limit = await consumeRateLimit(tx, registrationLimit(), key, now);
      if (!limit.allowed) return { outcome: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds };
      const userId = await insertUserUnlessTaken(tx, { email: input.email, passwordHash, now, locale: input.locale, idempotency });
      if (!userId) return { outcome: 'email_taken' };
      await insertPendingProfile(tx, { ...input, userId, now });
      // The shop hears of it from the same transaction (ADR 0020): no registration without its e-mail.
      await notifyShop(
        tx,
        'new_registration',
        {
          companyName: input.companyName,
          contactPerson: input.contactPerson,
          email: input.email,
          phone: `${input.phoneCountryCode} ${input.phone}`,
          city: input.city,
          country: input.country,
          registeredAt: now.toISOString(),
        },
        { replyTo: input.email, now },
      );
      // The buyer's link to prove the address, in their language (issue 21): requests they sent
      // before registering join the account only once it is used (ADR 0023).
      await queueVerificationEmail(tx, { userId, email: input.email, contactPerson: input.contactPerson, locale: input.locale }, now);
      return { outcome: 'created', userId };
    },
    { idempotent: idempotency !== null },
  );
}
