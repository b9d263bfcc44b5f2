import type { EmailTemplateDefinition } from './define.ts';
import type { AccountApprovedData } from './data.ts';
import { Action, EmailLayout, Greeting, Paragraph, sentence, SignOff, siteLink, Typed } from './layout.tsx';

/** To a buyer, in the buyer's language, when the administrator approves the account with a class. */
export const accountApproved: EmailTemplateDefinition<AccountApprovedData> = {
  body: (d, ctx) => {
    const { t, shop } = ctx;
    return (
      <EmailLayout ctx={ctx} preview={t('email.account_approved.preview')} heading={t('email.account_approved.heading')}>
        <Greeting ctx={ctx} name={d.contactPerson} />
        <Paragraph ctx={ctx}>{sentence(ctx, 'email.account_approved.body', { customerClass: t(`admin.role.${d.customerClass}`), shop }, { company: <Typed>{d.companyName}</Typed> })}</Paragraph>
        <Action ctx={ctx} href={siteLink(ctx, '/login')} label={t('email.account_approved.action')} />
        <SignOff ctx={ctx} />
      </EmailLayout>
    );
  },
};
