import type { EmailTemplateDefinition } from './define.ts';
import type { PasswordResetData } from './data.ts';
import { Action, EmailLayout, Greeting, Paragraph, SignOff, siteLink } from './layout.tsx';

/** To whoever asked for it: a single-use link to choose a new password (the link is a secret). */
export const passwordReset: EmailTemplateDefinition<PasswordResetData> = {
  secrets: ['link'],
  body: (d, ctx) => {
    const { t, f, shop } = ctx;
    return (
      <EmailLayout ctx={ctx} preview={t('email.password_reset.preview')} heading={t('email.password_reset.heading')}>
        <Greeting ctx={ctx} name={d.contactPerson} />
        <Paragraph ctx={ctx}>{t('email.password_reset.body', { shop })}</Paragraph>
        <Action ctx={ctx} href={siteLink(ctx, d.link)} label={t('email.password_reset.action')} />
        <Paragraph ctx={ctx} small>
          {t('email.password_reset.expiry', { minutes: f.number(d.validMinutes) })}
        </Paragraph>
        <Paragraph ctx={ctx} small>
          {t('email.password_reset.ignore')}
        </Paragraph>
        <SignOff ctx={ctx} />
      </EmailLayout>
    );
  },
};
