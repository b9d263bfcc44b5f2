import { describe, expect, it } from 'vitest';
import { closedDays, dayList, timeOfDay, weekdayName, workingDays } from './business-hours.ts';
import { companySlotHref, companySlotText } from './company-slots.ts';
import { SPEC_BUSINESS_HOURS, type CompanyDetails } from './company.ts';

const company = (hours = SPEC_BUSINESS_HOURS) => ({ hours, whatsappNumber: '966551234567', phone: '+966 12 345 6789' }) as CompanyDetails;

describe('business hours in words (ADR 0024)', () => {
  it('runs the working week on from the first day, past Saturday, and closes the rest', () => {
    expect(workingDays(SPEC_BUSINESS_HOURS)).toEqual(['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday']);
    expect(closedDays(SPEC_BUSINESS_HOURS)).toEqual(['friday']);
    expect(closedDays({ firstDay: 'sunday', lastDay: 'thursday' })).toEqual(['friday', 'saturday']);
    expect(closedDays({ firstDay: 'monday', lastDay: 'sunday' })).toEqual([]);
    expect(workingDays({ firstDay: 'friday', lastDay: 'friday' })).toEqual(['friday']);
  });

  it('names days and times by Intl in each language', () => {
    expect(weekdayName('saturday', 'en')).toBe('Saturday');
    expect(weekdayName('thursday', 'ar')).toBe('الخميس');
    expect(timeOfDay('09:00', 'en')).toMatch(/^9:00\sAM$/);
    expect(timeOfDay('17:30', 'en')).toMatch(/^5:30\sPM$/);
    // Arabic's own digits and day period, whichever digits the locale table chooses.
    expect(timeOfDay('17:00', 'ar')).toMatch(/^(5|٥):(00|٠٠)\sم$/);
    expect(dayList(['friday', 'saturday'], 'en')).toBe('Friday and Saturday');
  });

  it('writes the dictionary sentences of the contact page the same way in both languages', () => {
    expect(companySlotText(company(), 'days', 'en', '{first} to {last}')).toBe('Saturday to Thursday');
    expect(companySlotText(company(), 'days', 'ar', 'من {first} إلى {last}')).toBe('من السبت إلى الخميس');
    expect(companySlotText(company(), 'times', 'en', '{opens} to {closes}')).toMatch(/^9:00\sAM to 5:00\sPM$/);
    expect(companySlotText(company(), 'closedDays', 'en', '{days}: closed')).toBe('Friday: closed');
    // Open every day: no range, no closed day.
    const everyDay = company({ firstDay: 'saturday', lastDay: 'friday', opens: '08:00', closes: '20:00' });
    expect(companySlotText(everyDay, 'days', 'en', '{first} to {last}')).toBe('Saturday, Sunday, Monday, Tuesday, Wednesday, Thursday, and Friday');
    expect(companySlotText(everyDay, 'closedDays', 'en', '{days}: closed')).toBe('');
  });

  it('links the phone and the chat to the current numbers, the chat keeping its message', () => {
    expect(companySlotHref(company(), 'phone', '')).toBe('tel:+966123456789');
    expect(companySlotHref(company(), 'whatsapp', 'https://wa.me/966500000000?text=Hello%20there')).toBe('https://wa.me/966551234567?text=Hello%20there');
    expect(companySlotText(company(), 'whatsapp', 'en')).toBeNull();
  });
});
