import type { DashboardStats } from '#lib/admin-stats';
import { ADMIN_SECTION_PATHS, type AdminSection } from '#lib/admin/sections';
import { localizePath, type Locale } from '#i18n/locales';
import { formatNumber } from '#lib/format';
import type { MessageKey } from '#i18n/messages';
import type { Translate } from '#i18n/format';
import './stat-cards.css';

interface Card {
  field: keyof DashboardStats;
  label: MessageKey;
  /** The admin screen the card opens. */
  section: AdminSection;
  tone: 'brand' | 'accent' | 'success' | 'danger';
}

const CARDS: readonly Card[] = [
  { field: 'totalProducts', label: 'admin.stats.totalProducts', section: 'products', tone: 'brand' },
  { field: 'pendingRegistrations', label: 'admin.stats.pendingRegistrations', section: 'registrations', tone: 'accent' },
  { field: 'pendingQuotes', label: 'admin.stats.pendingQuotes', section: 'quotes', tone: 'success' },
  { field: 'unreadMessages', label: 'admin.stats.unreadMessages', section: 'messages', tone: 'danger' },
];

interface Props {
  stats: DashboardStats | null;
  /** The screen being shown: its card is marked current and is not a link. */
  current: AdminSection;
  locale: Locale;
  t: Translate;
}

/**
 * The four counters of SPEC §2 "Admin dashboard", as navigation between admin screens: each card
 * opens its screen, the current screen's card is a plain figure.
 */
export function StatCards({ stats, current, locale, t }: Props) {
  return (
    <nav className="stat-cards" aria-label={t('admin.stats.label')}>
      <ul>
        {CARDS.map((card) => {
          const content = (
            <>
              <span className="stat-card-label">{t(card.label)}</span>
              <span className="stat-card-value" aria-busy={stats ? undefined : true}>
                {stats ? formatNumber(stats[card.field], locale) : '–'}
              </span>
            </>
          );
          const isCurrent = card.section === current;
          return (
            <li key={card.field}>
              {!isCurrent ? (
                <a className={`stat-card tone-${card.tone}`} href={localizePath(ADMIN_SECTION_PATHS[card.section], locale)}>
                  {content}
                </a>
              ) : (
                <div className={`stat-card tone-${card.tone}${isCurrent ? ' is-current' : ''}`} aria-current={isCurrent ? 'page' : undefined}>
                  {content}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
