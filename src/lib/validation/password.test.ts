import { describe, expect, it } from 'vitest';
import { isPasswordValid, passwordCriteria, passwordStrength, PASSWORD_SPECIAL_CHARACTERS } from './password.ts';

describe('password rule', () => {
  it('names each criterion met', () => {
    expect(passwordCriteria('abc')).toEqual({ length: false, upper: false, lower: true, digit: false, special: false });
    expect(passwordCriteria('Abcdefghijk1!')).toEqual({ length: true, upper: true, lower: true, digit: true, special: true });
  });

  it.each([
    ['', 'weak'],
    ['abc', 'weak'],
    ['abcdefghijkl', 'weak'], // length + lower
    ['Abcdefghijkl', 'medium'], // + upper
    ['Abcdefghijk1', 'good'], // + digit
    ['Abcdefghij1!', 'strong'], // + special
    ['Ab1!', 'good'], // four criteria but short
  ] as const)('rates %j as %s', (password, level) => {
    expect(passwordStrength(password)).toBe(level);
  });

  it('counts every character of the documented special set, and nothing else', () => {
    for (const c of PASSWORD_SPECIAL_CHARACTERS) expect(isPasswordValid(`Abcdefghij1${c}`)).toBe(true);
    for (const c of [' ', '€', '٪', 'é']) expect(isPasswordValid(`Abcdefghij1${c}`)).toBe(false);
  });

  it('accepts Arabic-keyboard digits only as non-digits, and refuses over-long passwords', () => {
    expect(passwordCriteria('Abcdefghij!٣').digit).toBe(false);
    expect(isPasswordValid(`Aa1!${'x'.repeat(125)}`)).toBe(false);
  });
});
