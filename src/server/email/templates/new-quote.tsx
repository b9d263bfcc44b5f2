import type { ReactNode } from 'react';
import { ADMIN_SECTION_PATHS } from '#lib/admin/sections';
import { localized } from '#i18n/locales';
import { plural } from '#i18n/format';
import { dictionaries } from '#i18n/messages';
import type { EmailTemplateDefinition } from './define.ts';
import type { NewQuoteData } from './data.ts';
import type { RequestedLine } from '#lib/quote-list';
import { Action, EmailLayout, Fields, Lines, Ltr, Paragraph, siteLink, type EmailContext } from './layout.tsx';

/** A list request's line (issue 23): its SKU and part number (or the number asked for), its name and quantity. */
function lineRow(ctx: EmailContext, line: RequestedLine, index: number): [string, ReactNode] {
  const { t, f, locale } = ctx;
  const name = line.requested === null ? localized({ nameEn: line.nameEn ?? '', nameAr: line.nameAr ?? '' }, 'name', locale) : t('email.new_quote.notInCatalogue');
  const codes = line.requested ?? [line.sku, line.partNumber].filter(Boolean).join(' · ');
  return [`${f.number(index + 1)}. ${codes}`, t('email.new_quote.line', { name, quantity: f.number(line.quantity) })];
}

/** To the shop's sales address when a quote request comes in; replying answers the buyer (Reply-To). */
export const newQuote: EmailTemplateDefinition<NewQuoteData> = {
  body: (d, ctx) => {
    const { t, f, locale } = ctx;
    const lines = d.lines ?? [];
    const rows: [string, ReactNode][] = [[t('email.field.kind'), t(`email.quoteKind.${d.kind}`)]];
    if (lines.length === 0) rows.push([t('email.field.product'), d.product ? localized(d.product, 'name', locale) : t('email.new_quote.noProduct')]);
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
        {lines.length > 0 && (
          <>
            <Paragraph ctx={ctx}>{t('email.new_quote.lines', { count: f.number(lines.length) })}</Paragraph>
            <Fields ctx={ctx} rows={lines.map((line, i) => lineRow(ctx, line, i))} />
          </>
        )}
        <Paragraph ctx={ctx}>{t('email.replyHint', { name: d.name })}</Paragraph>
        <Action ctx={ctx} href={siteLink(ctx, ADMIN_SECTION_PATHS.quotes)} label={t('email.new_quote.action')} />
      </EmailLayout>
    );
  },
};
