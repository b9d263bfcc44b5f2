/**
 * English text of the privacy policy (/privacy), laid out by src/components/legal/legal-documents.ts:
 * the source of truth for every other locale.
 */
export const privacy = {
  'privacy.meta.title': 'Privacy policy',
  'privacy.meta.description':
    'How Gulf Lift Parts collects, uses and keeps the personal data of business customers and visitors, and how to exercise your rights under the Saudi Personal Data Protection Law.',
  'privacy.title': 'Privacy policy',
  'privacy.updated': 'Last updated: {date}',
  'privacy.intro':
    'Gulf Lift Parts sells elevator and escalator spare parts to businesses in Saudi Arabia through this website. This policy explains which personal data we collect when you browse the site, register a business account, request a quote or write to us; why we use it; how long we keep it; and the rights you have under the Personal Data Protection Law of the Kingdom of Saudi Arabia (PDPL). It applies to every page of the site, in English and in Arabic.',

  'privacy.controller.title': 'Who is responsible for your data',
  'privacy.controller.text':
    'Gulf Lift Parts, based in Riyadh, is the controller of the personal data described here: we decide why and how it is used. You can reach us about anything in this policy using the details at the end of this page.',

  'privacy.collect.title': 'What we collect',
  'privacy.collect.intro': 'We collect only what a business-to-business shop needs. Most of it you give us yourself:',
  'privacy.collect.account.term': 'Account:',
  'privacy.collect.account.text':
    'your e-mail address and password. We never store the password itself, only a one-way hash of it that cannot be turned back into the password.',
  'privacy.collect.company.term': 'Company profile:',
  'privacy.collect.company.text':
    'company name, contact person, phone number, city and country, your Commercial Registration number and, if you give it, your VAT number; and the customer class and approval status we assign to the account.',
  'privacy.collect.requests.term': 'Quote requests and messages:',
  'privacy.collect.requests.text':
    'your name, e-mail address, phone number and company, the products and quantities you ask about, your notes, the subject and text of the messages you send us, and the quotations we prepare for you.',
  'privacy.collect.photos.term': 'Photos:',
  'privacy.collect.photos.text':
    'the pictures you upload with a custom quote request, for example of a worn part or its label. Please do not upload photos that show people or personal documents.',
  'privacy.collect.signIn.term': 'Sign-in records:',
  'privacy.collect.signIn.text':
    'when you sign in and out, failed sign-in attempts and the sessions your browser holds, so that we can keep your account secure and lock it after repeated wrong passwords.',
  'privacy.collect.ip.term': 'Your IP address:',
  'privacy.collect.ip.text':
    'the network address your requests come from, recorded with registrations, sign-in attempts, quote requests and messages so that we can limit how many each address may send and stop abuse.',
  'privacy.collect.cookies.term': 'Cookies:',
  'privacy.collect.cookies.text':
    'small files that keep you signed in and remember your language and your cookie choice. Analytics and marketing cookies are used only if you accept them.',
  'privacy.collect.cookiesLink': 'Read the cookie policy',
  'privacy.collect.sensitive':
    'We do not ask for sensitive data, such as health information or religious beliefs, and the site is not meant for children: accounts are for businesses only.',

  'privacy.use.title': 'Why we use it',
  'privacy.use.intro': 'We use personal data only for these purposes:',
  'privacy.use.account': 'to open your business account, check the company details you give us and approve the account, so that you see the prices of your customer class;',
  'privacy.use.requests': 'to answer your quote requests and messages, prepare quotations, and process and deliver the orders you confirm;',
  'privacy.use.emails':
    'to send you e-mails about your account, your requests and your quotations (we send marketing e-mails only if you agree to receive them, and each one lets you stop them);',
  'privacy.use.security':
    'to keep the site and your account secure: limiting the requests from one address, locking an account after repeated wrong passwords and investigating misuse;',
  'privacy.use.law': 'to meet our legal obligations, such as keeping tax and commercial records, and to answer lawful requests from the authorities;',
  'privacy.use.analytics': 'only with your consent, to learn through analytics cookies how the site is used, so that we can improve it.',
  'privacy.use.basis':
    'We process your data because it is needed for the service you ask for, because the law requires it, because of our legitimate interest in keeping the shop secure, or, where the law asks for it, with your consent. We do not sell personal data, and we make no automated decisions about you.',

  'privacy.share.title': 'Who we share it with',
  'privacy.share.providers':
    'Our staff see your data only when their work needs it. We share it with service providers who work for us under contract and only on our instructions: the companies that host the website and its database, store uploaded files and deliver our e-mails. We may also share it with the carriers that deliver your orders, and with government authorities when the law requires.',
  'privacy.share.abroad':
    'Some of these providers may process data outside the Kingdom. When they do, we transfer only what is needed and rely on the safeguards that the PDPL and its regulations require for transfers abroad.',

  'privacy.retention.title': 'How long we keep it',
  'privacy.retention.intro': 'We keep personal data only as long as the purposes above need it:',
  'privacy.retention.account.term': 'Account and company profile:',
  'privacy.retention.account.text':
    'while your account is open. When you ask us to close it, we delete the data or make it anonymous within 30 days, except what the law obliges us to keep.',
  'privacy.retention.declined.term': 'Registrations we do not approve:',
  'privacy.retention.declined.text': 'up to 12 months after the decision, so that we can answer questions about it; then they are deleted.',
  'privacy.retention.requests.term': 'Quote requests, messages and photos:',
  'privacy.retention.requests.text': 'up to 3 years after our last exchange about them; then they are deleted.',
  'privacy.retention.records.term': 'Quotations, orders and invoices:',
  'privacy.retention.records.text': 'for the periods that Saudi tax and commercial record-keeping laws require, which can be up to 10 years.',
  'privacy.retention.security.term': 'Sign-in records and IP addresses kept for request limits:',
  'privacy.retention.security.text': 'up to 90 days, unless we need them longer to investigate misuse of the site.',
  'privacy.retention.emails.term': 'Copies of the e-mails we send you:',
  'privacy.retention.emails.text': 'up to 90 days after they are sent, so that we can resend one or answer questions about it.',
  'privacy.retention.cookies.term': 'Cookies:',
  'privacy.retention.cookies.text': 'as the cookie policy states; your cookie choice is kept for 365 days.',

  'privacy.rights.title': 'Your rights',
  'privacy.rights.intro': 'Under the Personal Data Protection Law you have the right:',
  'privacy.rights.informed.term': 'To be informed',
  'privacy.rights.informed.text': 'of how and why your data is collected and used, which is what this policy does.',
  'privacy.rights.access.term': 'To access',
  'privacy.rights.access.text': 'the personal data we hold about you and to receive a copy of it in a clear, readable format.',
  'privacy.rights.correction.term': 'To correction',
  'privacy.rights.correction.text': 'of data that is inaccurate, incomplete or out of date.',
  'privacy.rights.deletion.term': 'To deletion',
  'privacy.rights.deletion.text': 'of your data once we no longer need it for the purposes it was collected for, except what the law obliges us to keep.',
  'privacy.rights.consent.term': 'To withdraw your consent',
  'privacy.rights.consent.text':
    'at any time where we rely on it, for example for analytics cookies or marketing e-mails. Withdrawing it does not affect what was done before.',
  'privacy.rights.complaint.term': 'To complain',
  'privacy.rights.complaint.text':
    'to the Saudi Data and Artificial Intelligence Authority (SDAIA), which oversees the PDPL, if you believe we have not handled your data lawfully. We would welcome the chance to resolve your concern first.',

  'privacy.exercise.title': 'How to exercise your rights',
  'privacy.exercise.how':
    'Write to us at the e-mail address below, preferably from the address registered on your account, and tell us which right you want to exercise and, for a company account, the company name. If we cannot tell that the request comes from you, we may ask for more information to confirm your identity before we act on it.',
  'privacy.exercise.answer':
    'Exercising your rights is free. We answer within 30 days; if a request is complex and needs longer, we will tell you why within those 30 days. If we cannot meet a request in full, for example because the law obliges us to keep certain records, we will explain why.',

  'privacy.security.title': 'How we protect it',
  'privacy.security.text':
    'The site is served only over encrypted connections (HTTPS). Passwords are stored as one-way hashes, sessions are kept in secure cookies, only the staff who need it can reach your data, and administrators’ actions are recorded in an activity log. No system is perfectly secure: if a breach puts your data at risk, we will inform you and the competent authority as the law requires.',

  'privacy.changes.title': 'Changes to this policy',
  'privacy.changes.text':
    'We may update this policy when our services or the law change; the date at the top shows the current version. If a change significantly affects how we use your data, we will tell account holders by e-mail before it takes effect.',

  'privacy.contact.title': 'Contact us',
  'privacy.contact.text': 'For questions about this policy or your personal data, or to exercise your rights, write to us at',
} as const;
