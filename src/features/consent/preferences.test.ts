import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, CONSENT_MAX_AGE_SECONDS, preferencesCookie, readPreferences, REJECT_ALL } from './preferences.ts';

describe('cookie preferences', () => {
  it('round-trips a choice through the cookie it writes', () => {
    const choice = { essential: true as const, analytics: true, marketing: false };
    const [pair] = preferencesCookie(choice, false).split(';');
    expect(readPreferences(`lang=ar; ${pair}; other=1`)).toEqual(choice);
  });

  it('keeps the choice for 365 days on the whole site, Secure on https', () => {
    const cookie = preferencesCookie(ACCEPT_ALL, true);
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(cookie).toMatch(/^cookie_preferences=/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(preferencesCookie(REJECT_ALL, false)).not.toContain('Secure');
  });

  it('treats a missing or tampered cookie as undecided, and essential as always on', () => {
    expect(readPreferences('')).toBeNull();
    expect(readPreferences('cookie_preferences=not-json')).toBeNull();
    expect(readPreferences(`cookie_preferences=${encodeURIComponent('{"analytics":"yes","marketing":false}')}`)).toBeNull();
    const forged = `cookie_preferences=${encodeURIComponent('{"essential":false,"analytics":false,"marketing":true}')}`;
    expect(readPreferences(forged)).toEqual({ essential: true, analytics: false, marketing: true });
  });
});
