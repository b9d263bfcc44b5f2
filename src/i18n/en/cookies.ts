/** English strings of the cookie banner and the cookie policy page: the source of truth for every other locale. */
export const cookies = {
  'cookies.banner.label': 'Cookie consent',
  'cookies.banner.title': 'We value your privacy',
  'cookies.banner.text':
    'We use essential cookies to run this site. With your permission we would also use analytics and marketing cookies. You can change your choice at any time.',
  'cookies.banner.policy': 'Read our cookie policy',
  'cookies.banner.manage': 'Manage preferences',
  'cookies.banner.rejectAll': 'Reject all',
  'cookies.banner.acceptAll': 'Accept all',
  'cookies.preferences.title': 'Cookie preferences',
  'cookies.preferences.intro': 'Choose which cookies we may use. Essential cookies are always on because the site cannot work without them.',
  'cookies.preferences.alwaysOn': 'Always on',
  'cookies.preferences.save': 'Save preferences',
  'cookies.preferences.close': 'Close cookie preferences',
  'cookies.category.essential.title': 'Essential cookies',
  'cookies.category.essential.text': 'Keep you signed in, remember your language and your cookie choice, and protect forms from abuse.',
  'cookies.category.analytics.title': 'Analytics cookies',
  'cookies.category.analytics.text': 'Help us understand which pages and parts are used, so we can improve the site.',
  'cookies.category.marketing.title': 'Marketing cookies',
  'cookies.category.marketing.text': 'Let us measure our campaigns and show you relevant offers on other sites.',
  'cookies.meta.title': 'Cookie policy',
  'cookies.meta.description': 'Which cookies Gulf Lift Parts uses (essential, analytics, marketing), why, and how you can control them.',
  'cookies.policy.title': 'Cookie policy',
  'cookies.policy.updated': 'Last updated: {date}',
  'cookies.policy.intro':
    'This policy explains what cookies are, which cookies this website uses and how you can control them. It applies to every page of the site in English and Arabic.',
  'cookies.policy.what.title': 'What are cookies?',
  'cookies.policy.what.text':
    'Cookies are small text files that a website stores in your browser. They let the site remember information between pages and visits, such as your sign-in session or your language.',
  'cookies.policy.essential.text':
    'These cookies are necessary for the website to work and cannot be switched off. They keep your session secure after you sign in, remember your cookie choice for 365 days and your preferred language. They do not identify you for advertising.',
  'cookies.policy.analytics.text':
    'With your consent, analytics cookies collect anonymous information about how visitors use the site, such as which pages are visited most. We use this only to improve the catalogue and the site. They are off unless you accept them.',
  'cookies.policy.marketing.text':
    'With your consent, marketing cookies may be used to measure our advertising campaigns and to show you relevant offers on other websites. They are off unless you accept them.',
  'cookies.policy.control.title': 'How to control cookies',
  'cookies.policy.control.text':
    'When you first visit the site, a banner lets you accept all cookies, reject the optional ones or choose by category. You can change your choice at any time with the button below. You can also delete or block cookies in your browser settings; blocking essential cookies may stop parts of the site, such as signing in, from working.',
  'cookies.policy.control.action': 'Change cookie preferences',
  'cookies.policy.contact.title': 'Questions',
  'cookies.policy.contact.text': 'If you have questions about this policy, write to us at',
} as const;
