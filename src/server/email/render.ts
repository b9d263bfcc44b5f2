import { render, toPlainText } from 'react-email';
import { EMAIL_TEMPLATES, type EmailTemplate } from '#lib/admin/outbox';
import type { SiteCompany } from '#lib/company';
import { dir, isLocale, type Locale } from '#i18n/locales';
import { useTranslations } from '#i18n/t';
import { env } from '../env.ts';
import { emailFormat } from './format.ts';
import { TEMPLATES } from './templates/index.ts';
import type { EmailContext } from './templates/layout.tsx';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** A message that cannot be rendered (an unknown template or language): sending it again will not help. */
export class RenderError extends Error {
  readonly code = 'render_failed';
}

const isTemplate = (value: string): value is EmailTemplate => (EMAIL_TEMPLATES as readonly string[]).includes(value);

function contextFor(locale: Locale, company: SiteCompany): EmailContext {
  const t = useTranslations(locale);
  return { locale, dir: dir(locale), t, f: emailFormat(locale), shop: t('site.name'), company, siteUrl: new URL(env().SITE_URL).origin };
}

/**
 * An outbox row as its recipient reads it: the template's React element in the layout, rendered to
 * e-mail HTML by react-email, and the plain-text part derived from that HTML (the preview line left
 * out). The stored subject is used as it is. Throws RenderError for a row no template can render.
 */
export async function renderEmail(row: { template: string; locale: string; subject: string; data: unknown }, company: SiteCompany): Promise<RenderedEmail> {
  if (!isTemplate(row.template) || !isLocale(row.locale)) throw new RenderError(`cannot render ${row.template}/${row.locale}`);
  const definition = TEMPLATES[row.template] as { body: (data: unknown, ctx: EmailContext) => React.ReactElement };
  let html: string;
  try {
    html = await render(definition.body(row.data, contextFor(row.locale, company)));
  } catch (error) {
    throw new RenderError(`render of ${row.template} failed`, { cause: error });
  }
  return { subject: row.subject, html, text: toPlainText(html) };
}
