import type { Translate } from '#i18n/format';
import { telHref } from '#lib/company';
import { ICON_PATHS, type IconName } from '../../components/icons.ts';
import './maintenance.css';

const CARDS = [
  { icon: 'cog', title: 'maintenance.card.upgrade.title', text: 'maintenance.card.upgrade.text' },
  { icon: 'shield', title: 'maintenance.card.data.title', text: 'maintenance.card.data.text' },
  { icon: 'mail', title: 'maintenance.card.contact.title', text: 'maintenance.card.contact.text' },
] as const satisfies readonly { icon: IconName; title: string; text: string }[];

/** The same page in another language, for the maintenance page's own language switch. */
export interface OtherLanguage {
  href: string;
  lang: string;
  name: string;
}

interface MaintenancePageProps {
  t: Translate;
  /** The sales address visitors can still write to, and the phone they can still call. */
  email: string;
  phone: string;
  /** The live page links to it in the other languages (the header, with its switch, is hidden). */
  languages?: OtherLanguage[];
  /** The admin's message for this language; the live page fills it in once the settings arrive. */
  message: string;
  titleId?: string;
  /** 1 on the live page; the admin's preview sits under the dashboard's own headings. */
  headingLevel?: 1 | 2 | 3 | 4;
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5'] as const;

/**
 * What visitors see while maintenance is on (SPEC §2 App shell): title, message, three cards and
 * the sales e-mail. One markup for the live page (MaintenanceGate, rendered without script) and
 * for the preview on the admin's settings screen, so the preview is the page.
 */
export function MaintenancePage({ t, email, phone, languages = [], message, titleId, headingLevel = 1 }: MaintenancePageProps) {
  const Title = HEADINGS[headingLevel - 1]!;
  const CardTitle = HEADINGS[headingLevel]!;
  return (
    <div className="maintenance-inner">
      <img src="/logo.svg" alt={t('site.name')} width={64} height={64} />
      <Title id={titleId} className="maintenance-title">
        {t('maintenance.title')}
      </Title>
      <p className="maintenance-message" data-maintenance-message>
        {message}
      </p>
      <ul className="maintenance-cards">
        {CARDS.map((card) => (
          <li key={card.icon}>
            <svg className="icon" width={28} height={28} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
              <path d={ICON_PATHS[card.icon]} />
            </svg>
            <CardTitle className="maintenance-card-title">{t(card.title)}</CardTitle>
            <p>{t(card.text)}</p>
          </li>
        ))}
      </ul>
      <p className="maintenance-contact">
        {t('maintenance.contact')}{' '}
        {/* Marked for the live page, which shows the company's current details (ADR 0024). */}
        <a href={`mailto:${email}`} dir="ltr" data-company="salesEmail">
          {email}
        </a>{' '}
        {t('maintenance.orCall')}{' '}
        <a href={telHref(phone)} dir="ltr" data-company="phone">
          {phone}
        </a>
      </p>
      {languages.length > 0 && (
        <p className="maintenance-languages">
          {languages.map((language) => (
            <a key={language.lang} href={language.href} hrefLang={language.lang} lang={language.lang}>
              {language.name}
            </a>
          ))}
        </p>
      )}
    </div>
  );
}
