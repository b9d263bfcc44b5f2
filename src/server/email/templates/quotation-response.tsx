import { ADMIN_SECTION_PATHS } from '#lib/admin/sections';
import { halalasToDecimal } from '#lib/quotations/totals';
import type { EmailTemplateDefinition } from './define.ts';
import type { QuotationResponseData } from './data.ts';
import { Action, EmailLayout, Fields, Lines, Ltr, Paragraph, siteLink } from './layout.tsx';

/** To the shop: a buyer accepted or declined a quotation, or asked for a change (issue 22). */
export const quotationResponse: EmailTemplateDefinition<QuotationResponseData> = {
  body: (d, ctx) => {
    const { t, f } = ctx;
    const rows: [string, React.ReactNode][] = [
      [t('email.field.quotation'), <Ltr key="n">{d.number}</Ltr>],
      [t('email.field.company'), d.company],
      [t('email.field.name'), d.name],
      [t('email.field.email'), <Ltr key="e">{d.email}</Ltr>],
      [t('quotation.total'), f.money(halalasToDecimal(d.totalHalalas))],
      [t('email.field.date'), f.dateTime(d.respondedAt)],
    ];
    if (d.note) rows.push([t('email.field.notes'), <Lines key="note" text={d.note} />]);
    return (
      <EmailLayout ctx={ctx} preview={t(`email.quotation_response.subject.${d.action}`, { number: d.number, company: d.company })} heading={t(`email.quotation_response.heading.${d.action}`)}>
        <Paragraph ctx={ctx}>{t(`email.quotation_response.body.${d.action}`)}</Paragraph>
        <Fields ctx={ctx} rows={rows} />
        <Action ctx={ctx} href={siteLink(ctx, `${ADMIN_SECTION_PATHS.quotes}/${d.quoteId}`)} label={t('email.quotation_response.action')} />
      </EmailLayout>
    );
  },
};
