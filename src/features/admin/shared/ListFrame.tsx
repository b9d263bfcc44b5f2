import type { ReactNode } from 'react';
import type { Translate } from '#i18n/format';
import { Pager } from './Pager.tsx';
import { pageRange, type PagedData } from './page-range.ts';
import './admin-list.css';

export type { PagedData };

/** A list being fetched again keeps the last data on screen, so the table does not flicker. */
export type ListState<D> = { status: 'loading'; data?: D } | { status: 'ready'; data: D } | { status: 'error'; data?: D };

interface ListFrameProps<D> {
  t: Translate;
  state: ListState<D>;
  onRetry: () => void;
  /** Whether the loaded data has no rows to show. */
  isEmpty: (data: D) => boolean;
  /** What an empty list says (and offers, e.g. "Clear filters"). */
  empty: ReactNode;
  /** The list's own words where SPEC gives them; `admin.list.*` otherwise. */
  loadingText?: string;
  loadFailedText?: string;
  /** A refused action's message, shown above the table. */
  notice?: string | null;
  /** Above the table: the range of a paged list, a count. */
  header?: (data: D) => ReactNode;
  /** Below it: a paged list's pager. */
  footer?: (data: D) => ReactNode;
  children: (data: D) => ReactNode;
}

/**
 * What every admin list shares around its table: loading, failure with retry (the last data stays
 * shown under the failure), the empty state, and a header and footer. Every admin list uses it, so
 * a new screen's list states are one component. Its words are `admin.list.*` unless given.
 */
export function ListFrame<D>({ t, state, onRetry, isEmpty, empty, loadingText, loadFailedText, notice, header, footer, children }: ListFrameProps<D>) {
  const data = state.data;
  const failure = <LoadFailed text={loadFailedText ?? t('admin.list.loadFailed')} retry={t('admin.list.retry')} onRetry={onRetry} />;
  if (!data && state.status === 'loading') {
    return (
      <p className="admin-loading" role="status">
        <span className="spinner" aria-hidden="true" /> {loadingText ?? t('admin.list.loading')}
      </p>
    );
  }
  if (!data) return failure;
  return (
    <div className="admin-list" aria-busy={state.status === 'loading'}>
      {notice && (
        <p className="alert alert-error" role="alert">
          {notice}
        </p>
      )}
      {state.status === 'error' && failure}
      {isEmpty(data) ? (
        <div className="admin-empty">{empty}</div>
      ) : (
        <>
          {header?.(data)}
          {children(data)}
          {footer?.(data)}
        </>
      )}
    </div>
  );
}

type FrameBase<D> = Pick<ListFrameProps<D>, 't' | 'onRetry' | 'empty' | 'loadingText' | 'loadFailedText' | 'notice'>;

interface PagedListFrameProps<P extends PagedData> extends FrameBase<P> {
  state: ListState<P>;
  formatNumber: (n: number) => string;
  onPage: (page: number) => void;
  children: (page: P) => ReactNode;
}

/** A paged list: the frame with its range ("26–50 of 1,204") above the table and the pager below. */
export function PagedListFrame<P extends PagedData>({ formatNumber, onPage, ...frame }: PagedListFrameProps<P>) {
  const t = frame.t;
  return (
    <ListFrame
      {...frame}
      isEmpty={(data) => data.total === 0}
      header={(data) => {
        const { from, to } = pageRange(data);
        return <p className="admin-range">{t('admin.list.range', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(data.total) })}</p>;
      }}
      footer={(data) => <Pager t={t} page={data.page} pageCount={pageRange(data).pageCount} formatNumber={formatNumber} onPage={onPage} />}
    />
  );
}

function LoadFailed({ text, retry, onRetry }: { text: string; retry: string; onRetry: () => void }) {
  return (
    <div className="alert alert-error admin-error" role="alert">
      <span>{text}</span>
      <button type="button" className="btn btn-outline btn-small" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
