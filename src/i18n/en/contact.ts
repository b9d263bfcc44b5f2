/** English strings of the contact page: the source of truth for every other locale. */
export const contact = {
  'contact.meta.title': 'Contact us',
  'contact.meta.description':
    'Call or e-mail Gulf Lift Parts for elevator and escalator spare parts, quotes and technical questions. Riyadh, Saudi Arabia.',
  'contact.title': 'Contact us',
  'contact.subtitle': 'Questions about a part, a quote or your account? Our team answers the same business day.',
  'contact.details.title': 'Get in touch',
  'contact.phone.title': 'Phone',
  'contact.phone.note': 'Call us during business hours',
  'contact.email.title': 'E-mail',
  'contact.email.sales': 'Sales and quotes',
  'contact.email.support': 'Customer support',
  'contact.address.title': 'Address',
  'contact.address.note': 'Head office and warehouse',
  'contact.hours.title': 'Business hours',
  // Business hours are settings (ADR 0024): Intl writes the days and times into these sentences.
  'contact.hours.days': '{first} to {last}',
  'contact.hours.time': '{opens} to {closes}',
  'contact.hours.closed': '{days}: closed',
} as const;
