import type { ReactNode } from 'react';
import type { Translate } from '#i18n/format';
import { Pager } from './Pager.tsx';
import './admin-list.css';

/** What a paged admin list answers: the inboxes' Page<T> and the activity log's AuditPage alike. */
export interface PagedData {
  page: number;
  pageSize: number;
  total: number;
}

/** A page being fetched keeps the last one on screen (data), so the table does not flicker. */
export type ListState<P extends PagedData> = { status: 'loading'; data?: P } | { status: 'ready'; data: P } | { status: 'error'; data?: P };

interface ListFrameProps<P extends PagedData> {
  t: Translate;
  state: ListState<P>;
  emptyText: string;
  formatNumber: (n: number) => string;
  onRetry: () => void;
  onPage: (page: number) => void;
  /** A message after an action (a refused change), shown above the table. */
  notice?: string | null;
  children: ReactNode;
}

/**
 * What every paged admin list shares around its table: loading, failure with retry, empty state,
 * range and pager. Its words are `admin.list.*` and `admin.pager.*`.
 */
export function ListFrame<P extends PagedData>({ t, state, emptyText, formatNumber, onRetry, onPage, notice, children }: ListFrameProps<P>) {
  const data = state.data;
  if (!data && state.status === 'loading') {
    return (
      <p className="admin-loading" role="status">
        <span className="spinner" aria-hidden="true" /> {t('admin.list.loading')}
      </p>
    );
  }
  if (!data) {
    return <LoadFailed t={t} onRetry={onRetry} />;
  }
  const from = data.total === 0 ? 0 : (data.page - 1) * data.pageSize + 1;
  const to = Math.min(data.total, data.page * data.pageSize);
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="admin-list" aria-busy={state.status === 'loading'}>
      {notice && (
        <p className="alert alert-error" role="alert">
          {notice}
        </p>
      )}
      {state.status === 'error' && <LoadFailed t={t} onRetry={onRetry} />}
      {data.total === 0 ? (
        <p className="admin-empty">{emptyText}</p>
      ) : (
        <>
          <p className="admin-range">{t('admin.list.range', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(data.total) })}</p>
          {children}
          <Pager t={t} page={data.page} pageCount={pageCount} formatNumber={formatNumber} onPage={onPage} />
        </>
      )}
    </div>
  );
}

function LoadFailed({ t, onRetry }: { t: Translate; onRetry: () => void }) {
  return (
    <div className="alert alert-error admin-error" role="alert">
      <span>{t('admin.list.loadFailed')}</span>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        {t('admin.list.retry')}
      </button>
    </div>
  );
}
