import { z } from 'zod';
import { NO_CONTROL_CHARACTERS, typeError } from './common.ts';

/**
 * The password rule of SPEC §5: at least 12 characters with an upper-case letter, a lower-case
 * letter, a digit and a special character. The SPEC leaves the special set unstated; we use
 * OWASP's list of password special characters (the 32 printable ASCII punctuation marks,
 * space excluded so a trailing space typed by mistake never counts). See ADR 0005.
 */
export const PASSWORD_MIN_LENGTH = 12;
/** Longer input is refused before hashing so a megabyte "password" cannot tie up the KDF. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

export type PasswordCriterion = 'length' | 'upper' | 'lower' | 'digit' | 'special';
export type PasswordStrength = 'weak' | 'medium' | 'good' | 'strong';

export const PASSWORD_CRITERIA: readonly PasswordCriterion[] = ['length', 'upper', 'lower', 'digit', 'special'];

const tests: Record<PasswordCriterion, (password: string) => boolean> = {
  length: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  upper: (p) => /\p{Lu}/u.test(p),
  lower: (p) => /\p{Ll}/u.test(p),
  digit: (p) => /[0-9]/.test(p),
  special: (p) => [...p].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
};

export function passwordCriteria(password: string): Record<PasswordCriterion, boolean> {
  return Object.fromEntries(PASSWORD_CRITERIA.map((c) => [c, tests[c](password)])) as Record<PasswordCriterion, boolean>;
}

/** The meter: weak for two criteria or fewer, then medium (3), good (4), strong (all 5). */
export function passwordStrength(password: string): PasswordStrength {
  const met = Object.values(passwordCriteria(password)).filter(Boolean).length;
  if (met <= 2) return 'weak';
  return met === 3 ? 'medium' : met === 4 ? 'good' : 'strong';
}

export function isPasswordValid(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && passwordStrength(password) === 'strong';
}

/** Control characters cannot be typed on any keyboard: such a password is a scripted one. */
const passwordString = z.string({ error: typeError });
const typeable = [NO_CONTROL_CHARACTERS, { error: 'invalid_characters' }] as const;

/** A new password (registration): every criterion met. */
export const newPassword = passwordString
  .min(1, { error: 'required' })
  .max(PASSWORD_MAX_LENGTH, { error: 'too_long' })
  .regex(...typeable)
  .refine(isPasswordValid, { error: 'weak_password' });

/** A password typed to sign in: only bounded, never judged (old rules may have allowed others). */
export const currentPassword = passwordString
  .min(1, { error: 'required' })
  .max(PASSWORD_MAX_LENGTH, { error: 'too_long' })
  .regex(...typeable);
