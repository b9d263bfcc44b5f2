import { Fragment, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import type * as ReactEmail from 'react-email';
import { localized, localizePath, type Locale } from '#i18n/locales';
import type { Params, Translate } from '#i18n/format';
import type { MessageKey } from '#i18n/messages';
import { telHref, websiteLabel, type SiteCompany } from '#lib/company';
import type { EmailFormat } from '../format.ts';

/**
 * The one frame of every e-mail: the shop's name, the heading, the message, and the company's
 * contact details, in the recipient's language and direction. E-mail clients do not read logical
 * CSS properties or stylesheets reliably, so styles are inline and physical, with the reading side
 * chosen from the direction here (`start`).
 */
export interface EmailContext {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  t: Translate;
  f: EmailFormat;
  /** The shop's name in the message's language. */
  shop: string;
  company: SiteCompany;
  /** The site's public origin; links are made absolute with it. */
  siteUrl: string;
  /** react-email's components, handed in by render.ts, which loads the package when it renders (see there why). */
  ui: EmailComponents;
}

export type EmailComponents = Pick<typeof ReactEmail, 'Body' | 'Button' | 'Container' | 'Head' | 'Heading' | 'Hr' | 'Html' | 'Link' | 'Preview' | 'Section' | 'Text'>;

/** A path of the site in the recipient's language, made absolute: /admin/messages → https://shop.sa/ar/admin/messages. */
export const siteLink = (ctx: EmailContext, path: string): string => new URL(localizePath(path, ctx.locale), ctx.siteUrl).href;

const colors = { ink: '#0f2233', steel: '#5b6b7a', line: '#d9e0e6', page: '#f3f6f8', brand: '#1d4e89', warning: '#8a4b00' };
const fonts = {
  ltr: "'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  // Tahoma and Segoe UI carry good Arabic glyphs on Windows and Outlook; the rest fall back well.
  rtl: "Tahoma, 'Segoe UI', 'Geeza Pro', 'Noto Sans Arabic', Arial, sans-serif",
};

const start = (ctx: EmailContext): CSSProperties['textAlign'] => (ctx.dir === 'rtl' ? 'right' : 'left');

interface LayoutProps {
  ctx: EmailContext;
  /** The line an inbox shows after the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
}

export function EmailLayout({ ctx, preview, heading, children }: LayoutProps): ReactElement {
  const { t, company, dir, locale } = ctx;
  const { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } = ctx.ui;
  const text: CSSProperties = { fontFamily: fonts[dir], color: colors.ink, textAlign: start(ctx) };
  return (
    <Html lang={locale} dir={dir}>
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body dir={dir} lang={locale} style={{ backgroundColor: colors.page, margin: 0, padding: '24px 0', ...text }}>
        <Container dir={dir} style={{ backgroundColor: '#ffffff', border: `1px solid ${colors.line}`, borderRadius: 8, maxWidth: 600, width: '100%' }}>
          <Section style={{ backgroundColor: colors.brand, borderRadius: '8px 8px 0 0', padding: '16px 24px' }}>
            <Text style={{ ...text, color: '#ffffff', fontSize: 18, fontWeight: 700, margin: 0 }}>{ctx.shop}</Text>
          </Section>
          <Section style={{ padding: '8px 24px 16px' }}>
            <Heading as="h1" style={{ ...text, fontSize: 22, lineHeight: '30px', margin: '16px 0 8px' }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: colors.line, margin: 0 }} />
          <Section style={{ padding: '8px 24px 16px' }}>
            <Text style={{ ...text, fontSize: 14, fontWeight: 700, margin: '8px 0 4px' }}>{t('email.layout.contactTitle')}</Text>
            <FooterLine ctx={ctx} label={t('email.layout.phone')}>
              <Link href={telHref(company.phone)} style={{ color: colors.brand }}>
                <Ltr>{company.phone}</Ltr>
              </Link>
            </FooterLine>
            <FooterLine ctx={ctx} label={t('email.layout.email')}>
              <Link href={`mailto:${company.salesEmail}`} style={{ color: colors.brand }}>
                <Ltr>{company.salesEmail}</Ltr>
              </Link>
            </FooterLine>
            <FooterLine ctx={ctx} label={t('email.layout.website')}>
              <Link href={siteLink(ctx, '/')} style={{ color: colors.brand }}>
                <span dir="ltr">{websiteLabel(company.website)}</span>
              </Link>
            </FooterLine>
            <FooterLine ctx={ctx} label={t('email.layout.address')}>
              {localized(company, 'address', locale)}
            </FooterLine>
            <Text style={{ ...text, color: colors.steel, fontSize: 12, margin: '12px 0 0' }}>{t('email.layout.automatic', { shop: ctx.shop })}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

function FooterLine({ ctx, label, children }: { ctx: EmailContext; label: string; children: ReactNode }) {
  const { Text } = ctx.ui;
  return (
    <Text style={{ fontFamily: fonts[ctx.dir], color: colors.steel, fontSize: 13, lineHeight: '20px', margin: 0, textAlign: start(ctx) }}>
      {label}: {children}
    </Text>
  );
}

/** A paragraph of the message; `tone="warning"` for what the reader must not miss. */
export function Paragraph({ ctx, children, tone, small }: { ctx: EmailContext; children: ReactNode; tone?: 'warning'; small?: boolean }) {
  const { Text } = ctx.ui;
  return (
    <Text
      style={{
        fontFamily: fonts[ctx.dir],
        color: tone === 'warning' ? colors.warning : small ? colors.steel : colors.ink,
        fontSize: small ? 13 : 15,
        lineHeight: small ? '20px' : '24px',
        margin: '8px 0',
        textAlign: start(ctx),
        fontWeight: tone === 'warning' ? 600 : 400,
      }}
    >
      {children}
    </Text>
  );
}

/** "Hello Sara," or "Hello," when no name is known. */
export function Greeting({ ctx, name }: { ctx: EmailContext; name: string | null }) {
  return <Paragraph ctx={ctx}>{name ? sentence(ctx, 'email.layout.greeting', {}, { name: <Typed>{name}</Typed> }) : ctx.t('email.layout.greetingPlain')}</Paragraph>;
}

export function SignOff({ ctx }: { ctx: EmailContext }) {
  return <Paragraph ctx={ctx}>{ctx.t('email.layout.signOff', { shop: ctx.shop })}</Paragraph>;
}

/**
 * Text typed by a person, in whichever script they wrote: it takes its own direction, so an English
 * sentence in an Arabic message keeps its full stop at its end (and the other way round).
 */
export const Typed = ({ children }: { children: ReactNode }) => <span dir="auto">{children}</span>;

/** Typed text with its line breaks kept (in the HTML and in the plain text). */
export function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <Typed>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
    </Typed>
  );
}

/** A value that reads left to right whatever the language around it, on one line: e-mails, phones, SKUs. */
export const Ltr = ({ children }: { children: ReactNode }) => (
  <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
    {children}
  </span>
);

/**
 * A translated sentence with elements in place of some of its placeholders: an address or a phone
 * number inside Arabic text keeps reading left to right.
 */
export function sentence(ctx: EmailContext, key: MessageKey, params: Params, elements: Record<string, ReactNode>): ReactNode {
  const markers = Object.fromEntries(Object.keys(elements).map((name) => [name, `\u0000${name}\u0000`]));
  return ctx
    .t(key, { ...params, ...markers })
    .split('\u0000')
    .map((part, i) => <Fragment key={i}>{i % 2 === 1 ? elements[part] : part}</Fragment>);
}

/** Label and value pairs, as a two-column table (the columns follow the direction); text values keep their own direction. */
export function Fields({ ctx, rows }: { ctx: EmailContext; rows: [label: string, value: ReactNode][] }) {
  const cell: CSSProperties = { fontFamily: fonts[ctx.dir], fontSize: 14, lineHeight: '20px', padding: '6px 0', verticalAlign: 'top', textAlign: start(ctx), borderBottom: `1px solid ${colors.line}` };
  return (
    <table role="presentation" data-text-format="dataTable" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', margin: '8px 0 16px' }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" style={{ ...cell, color: colors.steel, fontWeight: 600, width: '38%', ...(ctx.dir === 'rtl' ? { paddingLeft: 12 } : { paddingRight: 12 }) }}>
              {label}
            </th>
            <td style={{ ...cell, color: colors.ink }}>{typeof value === 'string' ? <Typed>{value}</Typed> : value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The message's main action as a button, with its address written out for clients that hide buttons. */
export function Action({ ctx, href, label }: { ctx: EmailContext; href: string; label: string }) {
  const { Button, Link, Section } = ctx.ui;
  return (
    <>
      <Section style={{ margin: '16px 0 8px', textAlign: start(ctx) }}>
        <Button href={href} style={{ backgroundColor: colors.brand, borderRadius: 6, color: '#ffffff', fontFamily: fonts[ctx.dir], fontSize: 15, fontWeight: 600, padding: '12px 20px', textDecoration: 'none' }}>
          {label}
        </Button>
      </Section>
      <Paragraph ctx={ctx} small>
        {ctx.t('email.layout.linkFallback')}
        <br />
        <Link href={href} style={{ color: colors.brand, wordBreak: 'break-all' }}>
          <span dir="ltr">{href}</span>
        </Link>
      </Paragraph>
    </>
  );
}
