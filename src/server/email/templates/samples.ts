import type { TemplateData } from './data.ts';

/**
 * One example of every template's data: the tests render each in every language, and screenshots
 * and benches use them. Dates are fixed so renders compare.
 */
const when = '2026-11-25T09:30:00.000Z';

export const SAMPLE_DATA: TemplateData = {
  new_registration: { companyName: 'Najd Elevators Co', contactPerson: 'Sara Al-Qahtani', email: 'sara@najd-elevators.example', phone: '+966 512345678', city: 'Riyadh', country: 'Saudi Arabia', registeredAt: when },
  new_quote: {
    quoteId: 1042,
    kind: 'standard',
    company: 'Najd Elevators Co',
    name: 'Sara Al-Qahtani',
    email: 'sara@najd-elevators.example',
    phone: '+966 512345678',
    quantity: 12,
    product: { sku: '10000001', nameEn: 'Door roller 62 mm', nameAr: 'بكرة باب 62 مم' },
    notes: 'For three Kone lifts.\nDelivery to Riyadh.',
    photoCount: 2,
    requestLocale: 'ar',
    submittedAt: when,
  },
  new_message: { messageId: 77, name: 'Lina Haddad', company: 'Haddad Lifts', email: 'lina@haddad.example', phone: '+966 50 123 4567', subject: 'Door rollers for three lifts', message: 'Hello,\nDo you have the KM601 in stock?\nThanks', receivedAt: when },
  email_verification: { contactPerson: 'Sara Al-Qahtani', email: 'sara@najd-elevators.example', link: '/verify-email?token=sample-token', validHours: 48 },
  account_approved: { contactPerson: 'Sara Al-Qahtani', companyName: 'Najd Elevators Co', customerClass: 'small_company' },
  account_rejected: { contactPerson: 'Sara Al-Qahtani', companyName: 'Najd Elevators Co', reason: 'The commercial registration number could not be verified.' },
  password_reset: { contactPerson: 'Sara Al-Qahtani', link: '/reset-password?token=sample-token', validMinutes: 30 },
  password_changed: { contactPerson: 'Sara Al-Qahtani', changedAt: when },
  quotation_sent: { quoteId: 1042, number: 'Q-2026-000123', version: 1, name: 'Sara Al-Qahtani', company: 'Najd Elevators Co', totalHalalas: 9_667_886, validUntil: '2026-12-25', revision: false },
  quotation_response: { quoteId: 1042, number: 'Q-2026-000123', version: 2, action: 'accept', company: 'Najd Elevators Co', name: 'Sara Al-Qahtani', email: 'sara@najd-elevators.example', note: 'Please deliver before the 20th.', totalHalalas: 9_667_886, respondedAt: when },
  quotation_expiring: { quoteId: 1042, number: 'Q-2026-000123', name: 'Sara Al-Qahtani', totalHalalas: 9_667_886, validUntil: '2026-12-25' },
  admin_invitation: { inviter: 'admin@liftparts.example', link: '/admin/invitation?token=sample-token', validHours: 72 },
};
