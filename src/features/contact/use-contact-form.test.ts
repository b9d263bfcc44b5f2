import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '#lib/validation/contact';
import { withBuyerDetails } from './use-contact-form.ts';

const buyer = { company: 'Riyadh Towers Maintenance', name: 'Sara Al-Qahtani', email: 'sara@example.com', phoneCountryCode: '+971', phone: '501234567' };
const empty = { name: '', company: '', email: '', phone: '', subject: '', message: '' };

describe('withBuyerDetails', () => {
  it('fills the contact fields from the profile, with a phone the form accepts', () => {
    const filled = withBuyerDetails(empty, buyer);
    expect(filled).toEqual({ name: 'Sara Al-Qahtani', company: 'Riyadh Towers Maintenance', email: 'sara@example.com', phone: '+971 501234567', subject: '', message: '' });
    expect(contactMessageSchema.safeParse({ ...filled, subject: 'S', message: 'M' }).success).toBe(true);
  });

  it('keeps what was typed before the details arrived', () => {
    expect(withBuyerDetails({ ...empty, name: 'Someone else', subject: 'Hi' }, buyer)).toMatchObject({ name: 'Someone else', subject: 'Hi', email: 'sara@example.com' });
  });
});
