import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import * as OTPAuth from 'otpauth';
import {
  isRecoveryCode,
  RECOVERY_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
  type TotpEnabled,
  type TotpSetup,
  type TotpStatus,
} from '#lib/validation/totp';
import type { AuditAction, AuditEntity } from '#lib/admin/audit';
import type { Database } from '../db/index.ts';
import type { DB } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest, conflict, forbidden, tooManyRequests } from '../http/errors.ts';
import { consumeRateLimit, type RateLimit } from '../rate-limit.ts';
import { adminWrite } from '../admin/write.ts';
import { recordAudit, type AuditActor } from '../admin/audit.ts';
import { findPasswordHash } from '../accounts/users-repository.ts';
import { verifyPassword } from './password.ts';
import { decryptSecret, encryptSecret, hashRecoveryCode } from './totp-secret.ts';

/**
 * Two-step sign-in with an authenticator app (issue 21, ADR 0028): RFC 6238 codes (SHA-1, six
 * digits, 30 seconds, one step of clock drift either way), the secret encrypted at rest, ten
 * single-use recovery codes stored hashed. Set up in two steps (a secret, then a code that proves
 * the app has it); only then does sign-in ask for a code.
 */
export const TOTP_PERIOD = 30;
const TOTP_WINDOW = 1;
const ISSUER = 'Liftparts';

/** Codes a user may try, right or wrong, at sign-in and in the settings: five minutes of guessing buys ten of a million. */
export const TOTP_CODE_LIMIT: RateLimit = { bucket: 'totp-code:user', limit: 10, windowSeconds: 15 * 60 };

/** TotpUser acts: administrators and buyers differ in the audit log and in whether they may turn it off. */
export type TotpUser = AuditActor & { admin: boolean };

const auditFor = (admin: boolean, what: 'enable' | 'disable' | 'recovery'): { action: AuditAction; entity: AuditEntity } =>
  admin
    ? { action: what === 'recovery' ? 'administrator.totp_recovery' : 'administrator.totp_enable', entity: 'administrator' }
    : { action: `registration.totp_${what}`, entity: 'registration' };

function totpOf(secretBase32: string, label = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD, secret: OTPAuth.Secret.fromBase32(secretBase32) });
}

const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD);

async function spendAttempt(db: Database, userId: string, now: Date): Promise<void> {
  const limit = await inTransaction(db, (tx) => consumeRateLimit(tx, TOTP_CODE_LIMIT, userId, now));
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
}

/**
 * The time-step a six-digit code is right for, or a refusal: `incorrect_code` or, for a step at
 * or before the last one accepted, `code_already_used` (a code seen over a shoulder is worthless).
 */
function matchCode(secretEncrypted: string, lastStep: number | null, code: string, now: Date): number {
  const delta = totpOf(decryptSecret(secretEncrypted)).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) throw badRequest({ code: 'incorrect_code' });
  const step = stepAt(now) + delta;
  if (lastStep !== null && step <= lastStep) throw badRequest({ code: 'code_already_used' });
  return step;
}

/** Takes the step, unless another request took it (or a later one) first. */
async function claimStep(tx: Transaction<DB>, userId: string, step: number): Promise<void> {
  const claimed = await tx
    .updateTable('user_totp')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) throw badRequest({ code: 'code_already_used' });
}

export async function totpStatus(db: Database, userId: string, admin: boolean): Promise<TotpStatus> {
  const row = await db.selectFrom('user_totp').select('enabled_at').where('user_id', '=', userId).executeTakeFirst();
  const enabledAt = row?.enabled_at ?? null;
  const enabled = !!enabledAt;
  const left = enabled
    ? Number((await db.selectFrom('totp_recovery_codes').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirstOrThrow()).n)
    : 0;
  return { enabled, enabledAt: enabledAt && new Date(enabledAt).toISOString(), recoveryCodesLeft: left, canDisable: enabled && !admin };
}

/** Whether sign-in must ask this user for a second step. */
export async function hasTotp(db: Database, userId: string): Promise<boolean> {
  const row = await db.selectFrom('user_totp').select('enabled_at').where('user_id', '=', userId).executeTakeFirst();
  return !!row?.enabled_at;
}

/**
 * Starts (or restarts) the set-up: a new 160-bit secret, kept encrypted but not yet in force, and
 * what the app needs to learn it: the QR code (an SVG drawn here) and the key to type.
 */
export async function startTotpSetup(db: Database, who: Pick<TotpUser, 'userId' | 'email'>, now = new Date()): Promise<TotpSetup> {
  if (await hasTotp(db, who.userId)) throw conflict('totp_already_enabled');
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const secretEncrypted = encryptSecret(secret);
  await db
    .insertInto('user_totp')
    .values({ user_id: who.userId, secret_encrypted: secretEncrypted, enabled_at: null, last_step: null, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret_encrypted: secretEncrypted, last_step: null }).where('user_totp.enabled_at', 'is', null))
    .execute();
  const otpauthUrl = totpOf(secret, who.email).toString();
  // Loaded here, not at the top: only setting up an app draws a QR code, and signing in (which
  // imports this module for its second step) need not load the drawing (ADR 0037).
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { manualKey: secret.replace(/(.{4})/g, '$1 ').trim(), otpauthUrl, qrSvg };
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''));
}

/** Shown as `ABCDE-FGHJK`; typed with or without the dash. */
export const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/**
 * Turns the set-up on with a current code from the app, and answers the ten recovery codes: the
 * only time they are seen (only their hashes are kept). Audited. Codes count against the limit.
 */
export async function confirmTotp(db: Database, who: TotpUser, code: string, now = new Date()): Promise<TotpEnabled> {
  await spendAttempt(db, who.userId, now);
  const row = await db.selectFrom('user_totp').selectAll().where('user_id', '=', who.userId).executeTakeFirst();
  if (!row) throw conflict('totp_not_set_up');
  if (row.enabled_at) throw conflict('totp_already_enabled');
  const step = matchCode(row.secret_encrypted, row.last_step, code, now);
  const codes = newRecoveryCodes();
  await adminWrite(db, who, {
    now,
    change: async (tx) => {
      const enabled = await tx
        .updateTable('user_totp')
        .set({ enabled_at: now, last_step: step })
        .where('user_id', '=', who.userId)
        .where('enabled_at', 'is', null)
        .where('secret_encrypted', '=', row.secret_encrypted)
        .executeTakeFirst();
      if (enabled.numUpdatedRows === 0n) throw conflict('totp_not_set_up');
      await tx.deleteFrom('totp_recovery_codes').where('user_id', '=', who.userId).execute();
      await tx
        .insertInto('totp_recovery_codes')
        .values(codes.map((c) => ({ user_id: who.userId, code_hash: hashRecoveryCode(c), used_at: null })))
        .execute();
      return { result: undefined, audit: { ...auditFor(who.admin, 'enable'), entityId: who.userId, before: { enabled: false }, after: { enabled: true } } };
    },
  });
  return { recoveryCodes: codes.map(formatRecoveryCode) };
}

/**
 * Checks a second-step code for the user: six digits against the app (the step then used up),
 * or a recovery code (then spent, and the spending audited). Refusals are 400 on `code`.
 */
export async function checkSecondStep(db: Database, who: TotpUser, code: string, now = new Date()): Promise<void> {
  await spendAttempt(db, who.userId, now);
  const row = await db.selectFrom('user_totp').selectAll().where('user_id', '=', who.userId).where('enabled_at', 'is not', null).executeTakeFirst();
  if (!row) throw conflict('totp_not_set_up');
  if (isRecoveryCode(code)) {
    await inTransaction(db, async (tx) => {
      const spent = await tx
        .updateTable('totp_recovery_codes')
        .set({ used_at: now })
        .where('user_id', '=', who.userId)
        .where('code_hash', '=', hashRecoveryCode(code))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (spent.numUpdatedRows === 0n) throw badRequest({ code: 'incorrect_code' });
      await recordAudit(tx, who, { ...auditFor(who.admin, 'recovery'), entityId: who.userId, before: null, after: null }, now);
    });
    return;
  }
  const step = matchCode(row.secret_encrypted, row.last_step, code, now);
  await inTransaction(db, (tx) => claimStep(tx, who.userId, step));
}

/**
 * A buyer turns two-step sign-in off with their password and a code (or a recovery code). An
 * administrator cannot: it is required of every administrator once set up (issue 21).
 */
export async function disableTotp(db: Database, who: TotpUser, input: { password: string; code: string }, now = new Date()): Promise<void> {
  if (who.admin) throw forbidden('totp_cannot_disable');
  await spendAttempt(db, who.userId, now);
  const stored = await findPasswordHash(db, who.userId);
  if (!stored) throw forbidden();
  if (!(await verifyPassword(input.password, stored))) throw badRequest({ password: 'incorrect_password' });
  const row = await db.selectFrom('user_totp').selectAll().where('user_id', '=', who.userId).where('enabled_at', 'is not', null).executeTakeFirst();
  if (!row) throw conflict('totp_not_set_up');
  const recovery = isRecoveryCode(input.code);
  const step = recovery ? null : matchCode(row.secret_encrypted, row.last_step, input.code, now);
  await adminWrite(db, who, {
    now,
    change: async (tx) => {
      if (recovery) {
        const known = await tx
          .selectFrom('totp_recovery_codes')
          .select('id')
          .where('user_id', '=', who.userId)
          .where('code_hash', '=', hashRecoveryCode(input.code))
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (!known) throw badRequest({ code: 'incorrect_code' });
      } else {
        await claimStep(tx, who.userId, step!);
      }
      await tx.deleteFrom('totp_recovery_codes').where('user_id', '=', who.userId).execute();
      await tx.deleteFrom('user_totp').where('user_id', '=', who.userId).execute();
      return { result: undefined, audit: { ...auditFor(who.admin, 'disable'), entityId: who.userId, before: { enabled: true }, after: { enabled: false } } };
    },
  });
}
