import { ADMIN_SECTION_PATHS } from '#lib/admin/sections';
import type { EmailTemplateDefinition } from './define.ts';
import type { NewRegistrationData } from './data.ts';
import { Action, EmailLayout, Fields, Ltr, Paragraph, siteLink } from './layout.tsx';

/** To the shop's sales address when a company registers: who, and a way to the registrations tab. */
export const newRegistration: EmailTemplateDefinition<NewRegistrationData> = {
  body: (d, ctx) => {
    const { t, f } = ctx;
    return (
      <EmailLayout ctx={ctx} preview={t('email.new_registration.preview', { company: d.companyName })} heading={t('email.new_registration.heading')}>
        <Paragraph ctx={ctx}>{t('email.new_registration.intro')}</Paragraph>
        <Fields
          ctx={ctx}
          rows={[
            [t('email.field.company'), d.companyName],
            [t('email.field.contactPerson'), d.contactPerson],
            [t('email.field.email'), <Ltr>{d.email}</Ltr>],
            [t('email.field.phone'), <Ltr>{d.phone}</Ltr>],
            [t('email.field.city'), d.city],
            [t('email.field.country'), d.country],
            [t('email.field.date'), f.dateTime(d.registeredAt)],
          ]}
        />
        <Action ctx={ctx} href={siteLink(ctx, ADMIN_SECTION_PATHS.registrations)} label={t('email.new_registration.action')} />
      </EmailLayout>
    );
  },
};
