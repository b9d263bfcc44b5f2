import { EMAIL_TEMPLATES, type EmailTemplate } from '#lib/admin/outbox';
import type { SiteCompany } from '#lib/company';
import { dir, isLocale, type Locale } from '#i18n/locales';
import { useTranslations } from '#i18n/t';
import { env } from '../env.ts';
import { emailFormat } from './format.ts';
import { TEMPLATES } from './templates/index.ts';
import type { EmailComponents, EmailContext } from './templates/layout.tsx';

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

function contextFor(locale: Locale, company: SiteCompany, ui: EmailComponents): EmailContext {
  const t = useTranslations(locale);
  return { locale, dir: dir(locale), t, f: emailFormat(locale), shop: t('site.name'), company, siteUrl: new URL(env().SITE_URL).origin, ui };
}

/**
 * An outbox row as its recipient reads it: the template's React element in the layout, rendered to
 * e-mail HTML by react-email, and the plain-text part derived from that HTML (the preview line left
 * out). The stored subject is used as it is. Throws RenderError for a row no template can render.
 *
 * react-email is loaded here, when a message is rendered, and handed to the layout: loading it takes
 * about 280 ms, and the functions that queue a message and nudge the outbox (the contact form, a
 * quote request, a registration…) render only after their answer has gone. A static import, even in
 * a module imported lazily, is hoisted by the functions' bundler (esbuild, packages left outside the
 * bundle) to the top of the bundle, so it would load before every answer.
 */
export async function renderEmail(row: { template: string; locale: string; subject: string; data: unknown }, company: SiteCompany): Promise<RenderedEmail> {
  if (!isTemplate(row.template) || !isLocale(row.locale)) throw new RenderError(`cannot render ${row.template}/${row.locale}`);
  const definition = TEMPLATES[row.template] as { body: (data: unknown, ctx: EmailContext) => React.ReactElement };
  const reactEmail = await import('react-email');
  const { render, toPlainText } = reactEmail;
  let html: string;
  try {
    html = await render(definition.body(row.data, contextFor(row.locale, company, reactEmail)));
  } catch (error) {
    throw new RenderError(`render of ${row.template} failed`, { cause: error });
  }
  return { subject: row.subject, html, text: toPlainText(html) };
}
