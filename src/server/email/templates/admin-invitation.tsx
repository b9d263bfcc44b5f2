import type { EmailTemplateDefinition } from './define.ts';
import type { AdminInvitationData } from './data.ts';
import { Action, EmailLayout, Paragraph, sentence, SignOff, siteLink, Typed } from './layout.tsx';

/** To a future administrator: a single-use link to accept the invitation (the link is a secret). */
export const adminInvitation: EmailTemplateDefinition<AdminInvitationData> = {
  secrets: ['link'],
  body: (d, ctx) => {
    const { t, f, shop } = ctx;
    return (
      <EmailLayout ctx={ctx} preview={t('email.admin_invitation.preview', { inviter: d.inviter })} heading={t('email.admin_invitation.heading')}>
        <Paragraph ctx={ctx}>{sentence(ctx, 'email.admin_invitation.body', { shop }, { inviter: <Typed>{d.inviter}</Typed> })}</Paragraph>
        <Action ctx={ctx} href={siteLink(ctx, d.link)} label={t('email.admin_invitation.action')} />
        <Paragraph ctx={ctx} small>
          {t('email.admin_invitation.expiry', { hours: f.number(d.validHours) })}
        </Paragraph>
        <Paragraph ctx={ctx} small>
          {t('email.admin_invitation.ignore')}
        </Paragraph>
        <SignOff ctx={ctx} />
      </EmailLayout>
    );
  },
};
