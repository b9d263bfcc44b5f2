import { useId, type FormEvent } from 'react';
import { TEXT_LIMITS } from '#lib/validation/common';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import { useAdoptEarlyInput } from '../forms/adopt-early-input.ts';
import { fieldMessages } from '#i18n/error-message';
import type { Locale } from '#i18n/locales';
import { numberFormatter } from '#lib/format';
import { SendFeedback } from '../forms/SendFeedback.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { TextField } from '../forms/TextField.tsx';
import { useFocusFirstInvalid } from '../forms/use-focus-first-invalid.ts';
import './contact-form.css';
import { useContactForm } from './use-contact-form.ts';

interface ContactFormProps {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}

/** The most each field takes, as its refusal says. */
const FIELD_MAX: Record<string, number> = {
  name: TEXT_LIMITS.name,
  company: TEXT_LIMITS.company,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.contactPhone,
  subject: TEXT_LIMITS.contactSubject,
  message: TEXT_LIMITS.contactMessage,
};

/** The message form of /contact (island). */
export default function ContactForm({ locale, messages }: ContactFormProps) {
  const t = createT(messages);
  const id = useId();
  const form = useContactForm();
  const formatNumber = numberFormatter(locale);
  const errors = fieldMessages(t, form.errors, (field) => ({ max: formatNumber(FIELD_MAX[field] ?? 0) }));
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  useAdoptEarlyInput(formRef);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await form.submit())) focusFirstInvalid();
  }

  const busy = form.phase === 'submitting';
  const field = (name: keyof typeof form.values) => ({ idPrefix: id, name, value: form.values[name], onValueChange: form.change(name), error: errors[name], disabled: busy });
  return (
    <form ref={formRef} className="contact-form card form-grid" noValidate onSubmit={submit} aria-busy={busy} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('contactForm.title')}</h2>
      <div className="form-grid-2">
        <TextField {...field('name')} label={t('contactForm.field.name')} required maxLength={TEXT_LIMITS.name} autoComplete="name" />
        <TextField {...field('company')} label={t('contactForm.field.company')} maxLength={TEXT_LIMITS.company} autoComplete="organization" />
      </div>
      <div className="form-grid-2">
        <TextField {...field('email')} label={t('contactForm.field.email')} required type="email" dir="ltr" maxLength={TEXT_LIMITS.email} autoComplete="email" inputMode="email" />
        {/* No maxLength: a pasted number is never cut short; one over the limit is refused with a message. */}
        <TextField {...field('phone')} label={t('contactForm.field.phone')} required type="tel" dir="ltr" autoComplete="tel" />
      </div>
      <TextField {...field('subject')} label={t('contactForm.field.subject')} required maxLength={TEXT_LIMITS.contactSubject} />
      <TextField {...field('message')} label={t('contactForm.field.message')} required multiline rows={6} maxLength={TEXT_LIMITS.contactMessage} />
      <p className="form-note">{t('quotes.requiredNote')}</p>
      <SendFeedback
        stillSending={form.stillSending && t('contactForm.stillSending')}
        success={form.phase === 'success' && t('contactForm.success')}
        failure={form.phase === 'error' && t(form.failure === 'rate_limited' ? 'contactForm.error.rateLimited' : 'contactForm.error.failed')}
      />
      <div>
        <SubmitButton busy={busy} label={t('contactForm.submit')} loadingLabel={t('contactForm.loading')} busyLabel={t(form.stillSending ? 'contactForm.stillSendingButton' : 'contactForm.submitting')} />
      </div>
    </form>
  );
}
