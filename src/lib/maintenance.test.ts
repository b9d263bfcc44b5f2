import { describe, expect, it } from 'vitest';
import { isMaintenanceExempt, maintenanceMessageFor } from './maintenance.ts';

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

describe('isMaintenanceExempt', () => {
  it('keeps sign-in, registration and the admin area reachable', () => {
    for (const path of ['/login', '/register', '/admin', '/admin/quotes', '/admin/messages']) expect(isMaintenanceExempt(path)).toBe(true);
  });

  it('gates every public page', () => {
    for (const path of ['/', '/products', '/products/12345678', '/about', '/contact', '/home-lift', '/cookie-policy', '/administrator', '/login-help']) {
      expect(isMaintenanceExempt(path)).toBe(false);
    }
  });
});
