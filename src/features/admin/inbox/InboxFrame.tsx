import type { ReactNode } from 'react';
import type { Translate } from '#i18n/format';
import { Pager } from '../shared/Pager.tsx';
import type { InboxState } from './use-inbox.ts';

interface InboxFrameProps<T> {
  t: Translate;
  state: InboxState<T>;
  emptyText: string;
  formatNumber: (n: number) => string;
  onRetry: () => void;
  onPage: (page: number) => void;
  /** A message after an action (a refused change), shown above the table. */
  notice: string | null;
  children: ReactNode;
}

/** What both inboxes share around their table: loading, failure with retry, empty state, range and pager. */
export function InboxFrame<T>({ t, state, emptyText, formatNumber, onRetry, onPage, notice, children }: InboxFrameProps<T>) {
  const data = state.data;
  if (!data && state.status === 'loading') {
    return (
      <p className="inbox-loading" role="status">
        <span className="spinner" aria-hidden="true" /> {t('inbox.loading')}
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
    <div className="inbox" aria-busy={state.status === 'loading'}>
      {notice && (
        <p className="alert alert-error" role="alert">
          {notice}
        </p>
      )}
      {state.status === 'error' && <LoadFailed t={t} onRetry={onRetry} />}
      {data.total === 0 ? (
        <p className="inbox-empty">{emptyText}</p>
      ) : (
        <>
          <p className="inbox-range">{t('inbox.range', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(data.total) })}</p>
          {children}
          <Pager t={t} page={data.page} pageCount={pageCount} formatNumber={formatNumber} onPage={onPage} />
        </>
      )}
    </div>
  );
}

function LoadFailed({ t, onRetry }: { t: Translate; onRetry: () => void }) {
  return (
    <div className="alert alert-error inbox-error" role="alert">
      <span>{t('inbox.loadFailed')}</span>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        {t('inbox.retry')}
      </button>
    </div>
  );
}
