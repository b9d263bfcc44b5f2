import { useEffect, useState } from 'react';
import type { AuditPage, AuditQuery } from '#lib/admin/audit';
import type { Locale } from '#i18n/locales';
import { numberFormatter } from '#lib/format';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import '../../forms/forms.css';
import { adminRequest } from '../shared/admin-api.ts';
import { dateTimeFormatter } from '../shared/format.ts';
import { PagedListFrame, type ListState } from '../shared/ListFrame.tsx';
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
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ListState<AuditPage>>({ status: 'loading' });

  useEffect(() => {
    const follow = () => setQuery(activityQueryFrom(new URLSearchParams(window.location.search)));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', data: current.data }));
    void adminRequest<AuditPage>(activityApiUrl(query), { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setState((current) => (result.ok ? { status: 'ready', data: result.data } : { status: 'error', data: current.data }));
    });
    return () => controller.abort();
  }, [query, attempt]);

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
        onRetry={() => setAttempt((n) => n + 1)}
        onPage={(page) => navigate({ ...query, page })}
      >
        {(page) => <ActivityTable items={page.items} categoryNames={page.categoryNames} locale={locale} t={t} messages={messages} formatDate={formatDate} formatNumber={formatNumber} />}
      </PagedListFrame>
    </div>
  );
}
