import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES, contentLanguage, LOCALES } from '#i18n/locales';
import { composeMaintenanceMessage, isMaintenanceExempt, maintenanceMessageFor, splitMaintenanceMessage, type MaintenanceMessageParts } from './maintenance.ts';

describe('maintenanceMessageFor', () => {
  it('splits "English | Arabic" by locale', () => {
    const message = 'Back at 6 PM | نعود الساعة 6 مساءً';
    expect(maintenanceMessageFor(message, 'en')).toBe('Back at 6 PM');
    expect(maintenanceMessageFor(message, 'ar')).toBe('نعود الساعة 6 مساءً');
  });

  it('shows a message without a bar in both languages', () => {
    expect(maintenanceMessageFor('Back soon', 'en')).toBe('Back soon');
    expect(maintenanceMessageFor('Back soon', 'ar')).toBe('Back soon');
  });

  it('falls back to the other half when one is empty, and to null when both are', () => {
    expect(maintenanceMessageFor('Back soon |  ', 'ar')).toBe('Back soon');
    expect(maintenanceMessageFor(' | نعود قريبًا', 'en')).toBe('نعود قريبًا');
    expect(maintenanceMessageFor('', 'en')).toBeNull();
    expect(maintenanceMessageFor(' | ', 'ar')).toBeNull();
  });
});

describe('composeMaintenanceMessage and splitMaintenanceMessage', () => {
  it('store both languages in the "English | Arabic" form pages read', () => {
    const stored = composeMaintenanceMessage({ en: ' Back at 6 PM ', ar: 'نعود الساعة 6 مساءً' });
    expect(stored).toBe('Back at 6 PM | نعود الساعة 6 مساءً');
    expect(splitMaintenanceMessage(stored)).toEqual({ en: 'Back at 6 PM', ar: 'نعود الساعة 6 مساءً' });
  });

  it('keep a bar or a backslash typed inside either message', () => {
    const parts = { en: 'Orders | quotes paused; see C:\\docs\\ or a \\| b', ar: 'الطلبات | العروض متوقفة' };
    const stored = composeMaintenanceMessage(parts);
    expect(splitMaintenanceMessage(stored)).toEqual(parts);
    expect(maintenanceMessageFor(stored, 'en')).toBe(parts.en);
    expect(maintenanceMessageFor(stored, 'ar')).toBe(parts.ar);
  });

  it('store one language alone so that pages show it in both', () => {
    const english = composeMaintenanceMessage({ en: 'A | B', ar: '' });
    expect(maintenanceMessageFor(english, 'ar')).toBe('A | B');
    const arabic = composeMaintenanceMessage({ en: '', ar: 'نعود قريبًا' });
    expect(maintenanceMessageFor(arabic, 'en')).toBe('نعود قريبًا');
    expect(composeMaintenanceMessage({ en: ' ', ar: '' })).toBe('');
  });

  it('read messages stored before bars were escaped as they were read before', () => {
    expect(splitMaintenanceMessage('Back | نعود | قريبًا')).toEqual({ en: 'Back', ar: 'نعود | قريبًا' });
    expect(splitMaintenanceMessage('C:\\temp')).toEqual({ en: 'C:\\temp', ar: '' });
  });
});

describe('isMaintenanceExempt', () => {
  it('keeps sign-in and the admin area reachable', () => {
    for (const path of ['/login', '/admin', '/admin/quotes', '/admin/messages', '/set-password']) expect(isMaintenanceExempt(path)).toBe(true);
  });

  it('gates every public page', () => {
    for (const path of ['/', '/register', '/products', '/products/12345678', '/about', '/contact', '/home-lift', '/cookie-policy', '/administrator', '/login-help']) {
      expect(isMaintenanceExempt(path)).toBe(false);
    }
  });
});

describe('the message parts follow the content languages', () => {
  it('has one part per content language, in their order, and every language of the site reads its own', () => {
    const parts = Object.fromEntries(CONTENT_LANGUAGES.map((language) => [language, `message ${language}`])) as MaintenanceMessageParts;
    const stored = composeMaintenanceMessage(parts);
    expect(stored).toBe(CONTENT_LANGUAGES.map((language) => `message ${language}`).join(' | '));
    expect(splitMaintenanceMessage(stored)).toEqual(parts);
    for (const locale of LOCALES) expect(maintenanceMessageFor(stored, locale)).toBe(`message ${contentLanguage(locale)}`);
  });
});

