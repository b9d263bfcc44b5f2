import { useEffect, useState } from 'react';
import type { AuditPage, AuditQuery } from '#lib/admin/audit';
import type { Locale } from '#i18n/locales';
import { numberFormatter } from '#lib/format';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import { adminRequest } from '../shared/admin-api.ts';
import { dateTimeFormatter } from '../shared/format.ts';
import { PagedListFrame } from '../shared/ListFrame.tsx';
import { useListLoad } from '../shared/use-list-load.ts';
import { activityApiUrl, activityQueryFrom, activitySearch, isFiltered } from './activity-query.ts';
import { ActivityFilters } from './ActivityFilters.tsx';
import { ActivityTable } from './ActivityTable.tsx';
import './activity.css';

interface ActivityLogProps {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  /** The filters and page of the URL the page was opened with. */
  initialQuery: AuditQuery;
}

/**
 * /admin/activity (island): the audit log, newest first, filtered by kind and SKU, 25 a page.
 * Filters and page live in the URL, so a filtered view can be shared and Back steps through it.
 */
export default function ActivityLog({ locale, messages, initialQuery }: ActivityLogProps) {
  const t = createT(messages);
  const formatDate = dateTimeFormatter(locale);
  const formatNumber = numberFormatter(locale);
  const [query, setQuery] = useState(initialQuery);

  useEffect(() => {
    const follow = () => setQuery(activityQueryFrom(new URLSearchParams(window.location.search)));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  const { state, reload } = useListLoad((signal) => adminRequest<AuditPage>(activityApiUrl(query), { signal }), [query]);

  const navigate = (next: AuditQuery) => {
    window.history.pushState(null, '', `${window.location.pathname}${activitySearch(next)}`);
    setQuery(next);
  };

  return (
    <div className="activity-log">
      <p className="activity-intro">{t('adminSite.activity.intro')}</p>
      <ActivityFilters query={query} t={t} onChange={navigate} />
      <PagedListFrame
        t={t}
        state={state}
        empty={t(isFiltered(query) ? 'adminSite.activity.emptyFiltered' : 'adminSite.activity.empty')}
        formatNumber={formatNumber}
        onRetry={() => void reload()}
        onPage={(page) => navigate({ ...query, page })}
      >
        {(page) => <ActivityTable items={page.items} categoryNames={page.categoryNames} locale={locale} t={t} messages={messages} formatDate={formatDate} formatNumber={formatNumber} />}
      </PagedListFrame>
    </div>
  );
}
