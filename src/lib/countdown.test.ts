import { describe, expect, it } from 'vitest';
import { countdown, formatCountdown } from './countdown.ts';

const now = new Date('2026-11-22T12:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

describe('countdown', () => {
  it('splits the time left into days and a clock', () => {
    expect(countdown(later(2 * 86_400 + 3 * 3600 + 4 * 60 + 5), now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('is gone at the end and after it', () => {
    expect(countdown(now, now)).toBeNull();
    expect(countdown(later(-10), now)).toBeNull();
    expect(countdown(later(1), now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('shows days only above zero, then two-digit hh:mm:ss', () => {
    expect(formatCountdown(countdown(later(86_400 + 61), now)!, 'en', days)).toBe('1 day 00:01:01');
    expect(formatCountdown(countdown(later(3 * 86_400 + 36_000), now)!, 'en', days)).toBe('3 days 10:00:00');
    expect(formatCountdown(countdown(later(3599), now)!, 'en', days)).toBe('00:59:59');
  });

  it('uses the locale digits in Arabic', () => {
    expect(formatCountdown(countdown(later(3661), now)!, 'ar', days)).toBe('٠١:٠١:٠١');
  });
});
