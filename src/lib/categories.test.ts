import { describe, expect, it } from 'vitest';
import { slugify } from './categories.ts';

const TABLE_CHECK = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('slugify', () => {
  it('makes the slug from the English name, lowercased with hyphens', () => {
    expect(slugify('Door Parts')).toBe('door-parts');
    expect(slugify('Keys & Locks')).toBe('keys-locks');
  });

  it('never starts or ends with a hyphen, which the table refuses', () => {
    for (const name of ['Door Parts -', '- Spare Parts', '-1', '--a--b--', '(Brand) ']) {
      expect(slugify(name)).toMatch(TABLE_CHECK);
    }
    expect(slugify('-')).toBe('');
  });
});
