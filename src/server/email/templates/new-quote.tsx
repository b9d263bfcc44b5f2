import type { ReactNode } from 'react';
import { ADMIN_SECTION_PATHS } from '#lib/admin/sections';
import { localized } from '#i18n/locales';
import { plural } from '#i18n/format';
import { dictionaries } from '#i18n/messages';
import type { EmailTemplateDefinition } from './define.ts';
import type { NewQuoteData } from './data.ts';
import { Action, EmailLayout, Fields, Lines, Ltr, Paragraph, siteLink } from './layout.tsx';

/** To the shop's sales address when a quote request comes in; replying answers the buyer (Reply-To). */
export const newQuote: EmailTemplateDefinition<NewQuoteData> = {
  subject: (d, { t, f }) => t('email.new_quote.subject', { id: f.id(d.quoteId), kind: t(`email.quoteKind.${d.kind}`) }),
  body: (d, ctx) => {
    const { t, f, locale } = ctx;
    const rows: [string, ReactNode][] = [
      [t('email.field.kind'), t(`email.quoteKind.${d.kind}`)],
      [t('email.field.product'), d.product ? localized(d.product, 'name', locale) : t('email.new_quote.noProduct')],
    ];
    if (d.product) rows.push([t('email.field.sku'), <Ltr>{d.product.sku}</Ltr>]);
    rows.push(
      [t('email.field.quantity'), f.number(d.quantity)],
      [t('email.field.company'), d.company],
      [t('email.field.name'), d.name],
      [t('email.field.email'), <Ltr>{d.email}</Ltr>],
      [t('email.field.phone'), <Ltr>{d.phone}</Ltr>],
      [t('email.field.language'), t(`email.language.${d.requestLocale}`)],
      [t('email.field.date'), f.dateTime(d.submittedAt)],
    );
    if (d.photoCount > 0) rows.push([t('email.field.photos'), plural(dictionaries[locale], locale, 'email.new_quote.photos', d.photoCount)]);
    if (d.notes) rows.push([t('email.field.notes'), <Lines text={d.notes} />]);
    return (
      <EmailLayout ctx={ctx} preview={t('email.new_quote.preview', { company: d.company })} heading={t('email.new_quote.heading')}>
        <Paragraph ctx={ctx}>{t('email.new_quote.intro')}</Paragraph>
        <Fields ctx={ctx} rows={rows} />
        <Paragraph ctx={ctx}>{t('email.replyHint', { name: d.name })}</Paragraph>
        <Action ctx={ctx} href={siteLink(ctx, ADMIN_SECTION_PATHS.quotes)} label={t('email.new_quote.action')} />
      </EmailLayout>
    );
  },
};
