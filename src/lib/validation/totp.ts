import { z } from 'zod';
import type { FieldCode } from '../errors.ts';
import { typeError } from './common.ts';
import { currentPassword } from './password.ts';

/**
 * Two-step sign-in (issue 21, ADR 0028): the forms' inputs. A code is the authenticator's six
 * digits; a recovery code is ten characters from RECOVERY_ALPHABET, shown in two groups of five
 * (`ABCDE-FGHJK`). Spaces and dashes are ignored, letters are taken in either case.
 */
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 10;
/** No 0/O, 1/I/L: a code read off paper is typed right. */
export const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const CODE_PATTERN = new RegExp(`^[0-9]{${TOTP_DIGITS}}$`);
const RECOVERY_PATTERN = new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/** What the user typed, without spaces or dashes, upper-case. */
export const normaliseCode = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

export const isTotpCode = (value: string) => CODE_PATTERN.test(value);
export const isRecoveryCode = (value: string) => RECOVERY_PATTERN.test(value);

/** The field codes the code forms can show. */
export const TOTP_FIELD_CODES = ['required', 'too_long', 'invalid_type', 'invalid_code_format', 'incorrect_code', 'code_already_used'] as const satisfies readonly FieldCode[];

/** Six digits from the authenticator. */
export const totpCode = z
  .string({ error: typeError })
  .max(64, { error: 'too_long' })
  .transform(normaliseCode)
  .refine((v) => v.length > 0, { error: 'required' })
  .refine(isTotpCode, { error: 'invalid_code_format' });

/** Six digits, or one of the recovery codes (sign-in only). */
export const totpOrRecoveryCode = z
  .string({ error: typeError })
  .max(64, { error: 'too_long' })
  .transform(normaliseCode)
  .refine((v) => v.length > 0, { error: 'required' })
  .refine((v) => isTotpCode(v) || isRecoveryCode(v), { error: 'invalid_code_format' });

/** POST …/totp/confirm: the set-up is enabled by a current code. */
export const totpConfirmSchema = z.strictObject({ code: totpCode }, { error: typeError });
export type TotpConfirmInput = z.input<typeof totpConfirmSchema>;

/** POST /api/account/totp/disable: the buyer's password and a current code (or a recovery code). */
export const totpDisableSchema = z.strictObject({ password: currentPassword, code: totpOrRecoveryCode }, { error: typeError });
export type TotpDisableInput = z.input<typeof totpDisableSchema>;

/** POST /api/auth/login/second-step: the challenge the password step gave, and a code. */
export const secondStepSchema = z.strictObject(
  {
    challenge: z.string({ error: typeError }).min(1, { error: 'required' }).max(2048, { error: 'too_long' }),
    code: totpOrRecoveryCode,
  },
  { error: typeError },
);
export type SecondStepInput = z.input<typeof secondStepSchema>;

/** The set-up's answer: the secret to scan (QR as an SVG) or type. */
export interface TotpSetup {
  /** Base32, in groups of four for typing. */
  manualKey: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** The confirm's answer: the recovery codes, shown this once. */
export interface TotpEnabled {
  recoveryCodes: string[];
}

/** Whether the signed-in user has two-step sign-in (GET …/totp). */
export interface TotpStatus {
  enabled: boolean;
  /** When it was turned on (ISO 8601), or null while off. */
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** Whether the user may turn it off (buyers; an administrator may not once it is on). */
  canDisable: boolean;
}

/** The password step's answer when a second step is needed: no session yet. */
export interface SecondStepNeeded {
  secondStep: true;
  challenge: string;
}
