import { describe, expect, it } from 'vitest';
import { normalizeSearch, sanitizeSearchInput } from './search.ts';

describe('code search sanitising', () => {
  it('keeps English and Arabic letters, digits, spaces, hyphens and underscores', () => {
    expect(sanitizeSearchInput('KM-4100_A door')).toBe('KM-4100_A door');
    expect(sanitizeSearchInput('محرك الباب')).toBe('محرك الباب');
  });

  it('strips everything else as typed', () => {
    expect(sanitizeSearchInput(`<script>alert('x')</script>`)).toBe('scriptalertxscript');
    expect(sanitizeSearchInput('50% off; drop table')).toBe('50 off drop table');
    expect(sanitizeSearchInput('محرك، الباب؟')).toBe('محرك الباب');
    expect(sanitizeSearchInput('café ñ ß')).toBe('cafe n ');
  });

  it('caps the typed value at 50 and the query at 25 characters', () => {
    expect(sanitizeSearchInput('a'.repeat(80))).toHaveLength(50);
    expect(normalizeSearch('b'.repeat(80))).toHaveLength(25);
  });

  it('reads Arabic-Indic digits as digits and tidies whitespace', () => {
    expect(normalizeSearch('١٠٠٠١٣٠٧')).toBe('10001307');
    expect(normalizeSearch('۱۲۳')).toBe('123');
    expect(normalizeSearch('  door   motor  ')).toBe('door motor');
    expect(normalizeSearch('%%%')).toBe('');
  });
});
