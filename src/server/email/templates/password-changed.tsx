import type { EmailTemplateDefinition } from './define.ts';
import type { PasswordChangedData } from './data.ts';
import { Action, EmailLayout, Greeting, Paragraph, SignOff, siteLink } from './layout.tsx';

/** To the account's owner after a password change, with the way back if it was not them. */
export const passwordChanged: EmailTemplateDefinition<PasswordChangedData> = {
  body: (d, ctx) => {
    const { t, f, shop } = ctx;
    const date = f.dateTime(d.changedAt);
    return (
      <EmailLayout ctx={ctx} preview={t('email.password_changed.preview', { date })} heading={t('email.password_changed.heading')}>
        <Greeting ctx={ctx} name={d.contactPerson} />
        <Paragraph ctx={ctx}>{t('email.password_changed.body', { shop, date })}</Paragraph>
        <Paragraph ctx={ctx} tone="warning">
          {t('email.password_changed.warning')}
        </Paragraph>
        <Action ctx={ctx} href={siteLink(ctx, '/login')} label={t('email.password_changed.action')} />
        <SignOff ctx={ctx} />
      </EmailLayout>
    );
  },
};
