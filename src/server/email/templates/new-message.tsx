import type { ReactNode } from 'react';
import { ADMIN_SECTION_PATHS } from '#lib/admin/sections';
import type { EmailTemplateDefinition } from './define.ts';
import type { NewMessageData } from './data.ts';
import { Action, EmailLayout, Fields, Lines, Ltr, Paragraph, siteLink } from './layout.tsx';

/** To the shop's sales address when someone writes through the contact form; replying answers them (Reply-To). */
export const newMessage: EmailTemplateDefinition<NewMessageData> = {
  body: (d, ctx) => {
    const { t, f } = ctx;
    const rows: [string, ReactNode][] = [[t('email.field.name'), d.name]];
    if (d.company) rows.push([t('email.field.company'), d.company]);
    rows.push(
      [t('email.field.email'), <Ltr>{d.email}</Ltr>],
      [t('email.field.phone'), <Ltr>{d.phone}</Ltr>],
      [t('email.field.date'), f.dateTime(d.receivedAt)],
      [t('email.field.subject'), d.subject],
      [t('email.field.message'), <Lines text={d.message} />],
    );
    return (
      <EmailLayout ctx={ctx} preview={t('email.new_message.preview', { name: d.name })} heading={t('email.new_message.heading')}>
        <Paragraph ctx={ctx}>{t('email.new_message.intro')}</Paragraph>
        <Fields ctx={ctx} rows={rows} />
        <Paragraph ctx={ctx}>{t('email.replyHint', { name: d.name })}</Paragraph>
        <Action ctx={ctx} href={siteLink(ctx, ADMIN_SECTION_PATHS.messages)} label={t('email.new_message.action')} />
      </EmailLayout>
    );
  },
};
