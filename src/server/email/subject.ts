import type { EmailTemplate } from '#lib/admin/outbox';
import type { Locale } from '#i18n/locales';
import { useTranslations } from '#i18n/t';
import { emailFormat } from './format.ts';
import type { TemplateData } from './templates/data.ts';
import type { EmailContext } from './templates/layout.tsx';

/**
 * Every e-mail's subject: plain words, computed when the e-mail is queued and stored with it, so the
 * Outbox lists it without rendering. Apart from the templates' bodies (templates/) because queueing
 * happens in every function that writes and sends nothing: the bodies need react-email, whose
 * loading took 279 ms of each such function's cold start; only the sender and the Outbox render.
 */
type SubjectContext = Pick<EmailContext, 't' | 'f' | 'shop' | 'locale'>;

/** Every template's subject by its name (EMAIL_TEMPLATES): a missing one does not compile. */
const SUBJECTS: { [T in EmailTemplate]: (data: TemplateData[T], ctx: SubjectContext) => string } = {
  new_registration: (d, { t }) => t('email.new_registration.subject', { company: d.companyName }),
  new_quote: (d, { t, f }) => t('email.new_quote.subject', { id: f.id(d.quoteId), kind: t(`email.quoteKind.${d.kind}`) }),
  new_message: (d, { t }) => t('email.new_message.subject', { subject: d.subject }),
  email_verification: (_d, { t }) => t('email.email_verification.subject'),
  account_approved: (_d, { t, shop }) => t('email.account_approved.subject', { shop }),
  account_rejected: (_d, { t, shop }) => t('email.account_rejected.subject', { shop }),
  password_reset: (_d, { t, shop }) => t('email.password_reset.subject', { shop }),
  password_changed: (_d, { t, shop }) => t('email.password_changed.subject', { shop }),
  admin_invitation: (_d, { t, shop }) => t('email.admin_invitation.subject', { shop }),
  quotation_sent: (d, { t }) => t(d.revision ? 'email.quotation_sent.subjectRevised' : 'email.quotation_sent.subject', { number: d.number }),
  quotation_response: (d, { t }) => t(`email.quotation_response.subject.${d.action}`, { number: d.number, company: d.company }),
  quotation_expiring: (d, { t }) => t('email.quotation_expiring.subject', { number: d.number }),
};

/** The subject of a message about to be queued: one line, whatever the data holds. */
export function subjectFor<T extends EmailTemplate>(template: T, locale: Locale, data: TemplateData[T]): string {
  const t = useTranslations(locale);
  const subject = SUBJECTS[template] as (data: TemplateData[T], ctx: SubjectContext) => string;
  return oneLine(subject(data, { t, f: emailFormat(locale), shop: t('site.name'), locale }));
}

/** Header values are one line: a subject typed with line breaks (a contact form's) is joined with spaces. */
const oneLine = (value: string, max = 250): string => {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};
