import type { EmailTemplateDefinition } from './define.ts';
import type { EmailVerificationData } from './data.ts';
import { Action, EmailLayout, Greeting, Ltr, Paragraph, sentence, SignOff, siteLink } from './layout.tsx';

/** To a buyer after registering: a single-use link that confirms the address (the link is a secret). */
export const emailVerification: EmailTemplateDefinition<EmailVerificationData> = {
  secrets: ['link'],
  body: (d, ctx) => {
    const { t, f, shop } = ctx;
    return (
      <EmailLayout ctx={ctx} preview={t('email.email_verification.preview', { shop })} heading={t('email.email_verification.heading')}>
        <Greeting ctx={ctx} name={d.contactPerson} />
        <Paragraph ctx={ctx}>{sentence(ctx, 'email.email_verification.body', { shop }, { email: <Ltr>{d.email}</Ltr> })}</Paragraph>
        <Action ctx={ctx} href={siteLink(ctx, d.link)} label={t('email.email_verification.action')} />
        <Paragraph ctx={ctx} small>
          {t('email.email_verification.expiry', { hours: f.number(d.validHours) })}
        </Paragraph>
        <Paragraph ctx={ctx} small>
          {t('email.email_verification.ignore', { shop })}
        </Paragraph>
        <SignOff ctx={ctx} />
      </EmailLayout>
    );
  },
};
