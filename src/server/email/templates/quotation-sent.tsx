import { formatDate } from '#lib/format';
import { halalasToDecimal } from '#lib/quotations/totals';
import type { EmailTemplateDefinition } from './define.ts';
import type { QuotationSentData, QuotationExpiringData } from './data.ts';
import { Action, EmailLayout, Fields, Greeting, Ltr, Paragraph, SignOff, siteLink } from './layout.tsx';

const day = (value: string, locale: Parameters<typeof formatDate>[1]) => formatDate(`${value}T12:00:00+03:00`, locale, { dateStyle: 'long', timeZone: 'Asia/Riyadh' });

/** To the buyer, in the quotation's language, with its PDF attached (issue 22). */
export const quotationSent: EmailTemplateDefinition<QuotationSentData> = {
  body: (d, ctx) => {
    const { t, f, locale } = ctx;
    return (
      <EmailLayout ctx={ctx} preview={t('email.quotation_sent.preview', { total: f.money(halalasToDecimal(d.totalHalalas)) })} heading={t('email.quotation_sent.heading')}>
        <Greeting ctx={ctx} name={d.name} />
        <Paragraph ctx={ctx}>{t(d.revision ? 'email.quotation_sent.bodyRevised' : 'email.quotation_sent.body')}</Paragraph>
        <Fields
          ctx={ctx}
          rows={[
            [t('email.field.quotation'), <Ltr key="n">{d.number}</Ltr>],
            [t('quotation.total'), f.money(halalasToDecimal(d.totalHalalas))],
            [t('quotation.validity'), day(d.validUntil, locale)],
          ]}
        />
        <Paragraph ctx={ctx}>{t('email.quotation_sent.attached')}</Paragraph>
        <Action ctx={ctx} href={siteLink(ctx, '/account')} label={t('email.quotation_sent.action')} />
        <SignOff ctx={ctx} />
      </EmailLayout>
    );
  },
};

/** To the buyer, three days before a quotation they have not answered runs out. */
export const quotationExpiring: EmailTemplateDefinition<QuotationExpiringData> = {
  body: (d, ctx) => {
    const { t, f, locale } = ctx;
    return (
      <EmailLayout ctx={ctx} preview={t('email.quotation_expiring.preview', { date: day(d.validUntil, locale) })} heading={t('email.quotation_expiring.heading')}>
        <Greeting ctx={ctx} name={d.name} />
        <Paragraph ctx={ctx}>{t('email.quotation_expiring.body', { date: day(d.validUntil, locale) })}</Paragraph>
        <Fields
          ctx={ctx}
          rows={[
            [t('email.field.quotation'), <Ltr key="n">{d.number}</Ltr>],
            [t('quotation.total'), f.money(halalasToDecimal(d.totalHalalas))],
          ]}
        />
        <Action ctx={ctx} href={siteLink(ctx, '/account')} label={t('email.quotation_sent.action')} />
        <SignOff ctx={ctx} />
      </EmailLayout>
    );
  },
};
