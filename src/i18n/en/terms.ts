/**
 * English text of the terms of use (/terms), laid out by src/components/legal/legal-documents.ts:
 * the source of truth for every other locale.
 */
export const terms = {
  'terms.meta.title': 'Terms of use',
  'terms.meta.description':
    'The terms for using the Gulf Lift Parts website and business accounts: approval, prices and quotations, VAT, intellectual property, acceptable use, liability and Saudi law.',
  'terms.title': 'Terms of use',
  'terms.updated': 'Last updated: {date}',
  'terms.intro':
    'These terms govern your use of the Gulf Lift Parts website and of the business account you may open on it. By using the site or registering an account you accept them; if you do not, please do not use the site. How we handle personal data is explained in our privacy policy.',

  'terms.about.title': 'Who we are',
  'terms.about.text':
    'The site is operated by Gulf Lift Parts, a supplier of elevator and escalator spare parts in the Kingdom of Saudi Arabia. It presents our catalogue and lets businesses request quotes. It is not an online checkout: no sale is concluded on it automatically.',

  'terms.accounts.title': 'Business accounts and approval',
  'terms.accounts.business':
    'Accounts are for businesses, such as contractors, maintenance companies, building owners and resellers. Whoever registers must be authorised to act for the company.',
  'terms.accounts.accurate': 'The information you give when registering, including your Commercial Registration number, must be true and complete, and kept up to date.',
  'terms.accounts.approval':
    'We review every new account and may approve it, assign it a customer class or decline it at our discretion. Until an account is approved, its holder sees the catalogue as any visitor does.',
  'terms.accounts.password':
    'Keep your password secret and do not share your account. You are responsible for what is done through it; tell us at once if you think someone else has used it.',
  'terms.accounts.suspension': 'We may suspend or close an account that breaks these terms or was registered with false information.',

  'terms.prices.title': 'Prices and quotations',
  'terms.prices.currency': 'Prices are in Saudi riyals. The prices you see depend on your customer class and may change at any time without notice.',
  'terms.prices.vat': 'Catalogue prices, sale prices included, exclude value added tax (VAT); the price of the home lift package includes it. Every price on the site says which.',
  'terms.prices.notOffers':
    'A price shown on the site, a quote request and a quotation we send are not offers that bind us. A quotation states how long it is valid; a contract is formed only when we confirm your order in writing.',
  'terms.prices.sales': 'A sale price applies only until the end time shown with it.',
  'terms.prices.errors': 'If a price or a description is clearly wrong, we may correct it, even after you have asked for a quote; we will tell you before we confirm your order.',

  'terms.vat.title': 'VAT and invoices',
  'terms.vat.text':
    'Value added tax is charged at the rate in force under Saudi law, currently 15%, and shown separately on our quotations and tax invoices. When a sale is made we issue a tax invoice that meets the requirements of the Zakat, Tax and Customs Authority (ZATCA). A quotation is not a tax invoice.',

  'terms.orders.title': 'Orders, delivery and parts',
  'terms.orders.terms': 'Delivery terms, lead times and payment terms are those stated in the quotation we confirm.',
  'terms.orders.brands':
    'Brand and model names tell which equipment a part fits. Unless the quotation says otherwise, a part is not necessarily made or approved by the manufacturer of that equipment.',
  'terms.orders.installation':
    'Lifts and escalators are safety equipment: parts must be installed and tested by qualified technicians, following the manufacturer’s instructions and the applicable safety standards.',
  'terms.orders.inspection': 'Check goods when they arrive and tell us about any damage or missing item within 7 days.',

  'terms.ip.title': 'Intellectual property',
  'terms.ip.content':
    'The site and its content (texts, product descriptions, photos, drawings, the logo and the design) belong to Gulf Lift Parts or to those who licensed them to us, and are protected by Saudi and international law. You may view them and print pages for your own business use; you may not copy, republish or sell them without our written permission.',
  'terms.ip.brands': 'Manufacturers’ names and trademarks belong to their owners and are used only to identify compatible parts.',

  'terms.use.title': 'Acceptable use',
  'terms.use.intro': 'When you use the site, you agree not to:',
  'terms.use.law': 'break the law, or use the site to mislead or defraud anyone;',
  'terms.use.identity': 'give false information, or register or send requests in someone else’s name;',
  'terms.use.scraping': 'copy the catalogue or its prices with automated tools, or share the prices of your customer class outside your company;',
  'terms.use.security': 'try to reach accounts, data or parts of the site you are not allowed to, probe its security or get around its limits;',
  'terms.use.uploads': 'upload files that carry malware, or content that is unlawful, offensive or not yours to share;',
  'terms.use.load': 'disrupt or overload the site, for example with a flood of automated requests.',

  'terms.liability.title': 'Liability',
  'terms.liability.information':
    'We take care that the information on the site is accurate, but technical data and pictures are for guidance: confirm that a part fits your equipment before you order it. The site may at times be unavailable, for example during maintenance.',
  'terms.liability.limits':
    'As far as Saudi law allows, we are not liable for indirect or consequential losses, such as lost profit or business interruption, arising from the use of the site, and our liability for an order is limited to the price paid for it. Nothing in these terms limits a liability that Saudi law does not allow to be limited.',

  'terms.changes.title': 'Changes to these terms',
  'terms.changes.text':
    'We may change these terms from time to time; the date at the top shows the current version. A change applies from its publication and does not affect orders already confirmed. If you keep using the site after a change, you accept the new terms.',

  'terms.law.title': 'Governing law and disputes',
  'terms.law.text':
    'These terms are governed by the laws of the Kingdom of Saudi Arabia. We will first try to settle any dispute amicably; failing that, it will be decided by the competent courts in Riyadh. If the English and Arabic texts of these terms differ, the Arabic text prevails.',

  'terms.contact.title': 'Contact us',
  'terms.contact.text': 'For questions about these terms, write to us at',
} as const;
