import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { AdminSection } from '#lib/admin/sections';
import type { Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import { $adminStats, reloadAdminStats } from './stats-store.ts';
import { StatCards } from './StatCards.tsx';

interface Props {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  current: AdminSection;
}

/** The stat cards as an island: loads the counters once and follows `$adminStats`. */
export default function AdminStatCards({ locale, messages, current }: Props) {
  const stats = useStore($adminStats);
  useEffect(() => {
    void reloadAdminStats();
  }, []);
  return <StatCards stats={stats} current={current} locale={locale} t={createT(messages)} />;
}
