import type { EmailTemplateDefinition } from './define.ts';
import type { AccountRejectedData } from './data.ts';
import { EmailLayout, Fields, Greeting, Lines, Ltr, Paragraph, sentence, SignOff, Typed } from './layout.tsx';

/** To a buyer, in the buyer's language, when the administrator rejects the registration (with the reason, if given). */
export const accountRejected: EmailTemplateDefinition<AccountRejectedData> = {
  body: (d, ctx) => {
    const { t, company } = ctx;
    return (
      <EmailLayout ctx={ctx} preview={t('email.account_rejected.preview', { company: d.companyName })} heading={t('email.account_rejected.heading')}>
        <Greeting ctx={ctx} name={d.contactPerson} />
        <Paragraph ctx={ctx}>{sentence(ctx, 'email.account_rejected.body', {}, { company: <Typed>{d.companyName}</Typed> })}</Paragraph>
        {d.reason && <Fields ctx={ctx} rows={[[t('email.field.reason'), <Lines text={d.reason} />]]} />}
        <Paragraph ctx={ctx}>
          {sentence(ctx, 'email.account_rejected.contact', {}, { phone: <Ltr>{company.phone}</Ltr>, email: <Ltr>{company.salesEmail}</Ltr> })}
        </Paragraph>
        <SignOff ctx={ctx} />
      </EmailLayout>
    );
  },
};
