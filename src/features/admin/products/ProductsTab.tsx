import { useEffect, useRef, useState, type RefObject } from 'react';
import type { BulkSelection } from '#lib/admin/product-bulk';
import type { AdminProductListItem } from '#lib/admin/products';
import { ADMIN_PRODUCT_IMPORT_PATH, ADMIN_PRODUCT_NEW_PATH } from '#lib/admin/sections';
import { localized, localizePath, type Locale } from '#i18n/locales';
import { numberFormatter } from '#lib/format';
import type { MessageKey } from '#i18n/messages';
import { createT, type Translate } from '#i18n/format';
import { PagedListFrame } from '../shared/ListFrame.tsx';
import '../shared/admin-list.css';
import './products.css';
import './products-table.css';
import { DeleteProductDialog } from './DeleteProductDialog.tsx';
import { ExportMenu } from './ExportMenu.tsx';
import { BulkBar } from './BulkBar.tsx';
import './bulk.css';
import { DEFAULT_LIST_QUERY, hasSearchOrFilter } from './list-query.ts';
import { ProductsTable } from './ProductsTable.tsx';
import { ProductsToolbar } from './ProductsToolbar.tsx';
import { useProductList, type ListNotice } from './use-product-list.ts';

interface Props {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  /** The page's query string as the server saw it, so the first render already shows the linked state. */
  initialSearch: string;
}

/** /admin (island): the products tab of SPEC §2 with search, filters, sort and pages in the URL. */
export default function ProductsTab({ locale, messages, initialSearch }: Props) {
  const t = createT(messages);
  const list = useProductList(initialSearch, locale);
  const [deleting, setDeleting] = useState<AdminProductListItem | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const formatNumber = numberFormatter(locale);
  const { query, load } = list;
  // Bulk selection: ids on this page, or (allMatching) every product the filter matches.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [bulkDone, setBulkDone] = useState<number | null>(null);
  const filterKey = `${query.q}|${query.status}|${query.sale}|${query.page}|${query.sort}|${query.dir}`;
  useEffect(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, [filterKey]);
  const page = load.status === 'ready' ? load.data : null;
  const total = page?.total ?? 0;
  const selection: BulkSelection =
    allMatching ? { kind: 'filter', filter: { q: query.q, status: query.status, sale: query.sale }, count: total } : { kind: 'ids', ids: [...selected] };
  const select = (ids: readonly number[], on: boolean) => {
    setAllMatching(false);
    setBulkDone(null);
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const goToPage = (page: number) => {
    list.apply({ ...query, page }, 'push');
    if (top.current && top.current.getBoundingClientRect().top < 0) top.current.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="products-tab" ref={top}>
      <div className="products-head">
        <ProductsToolbar key={list.restored} query={query} t={t} onApply={list.apply} />
        <div className="products-head-actions">
          <ExportMenu query={query} t={t} />
          <a className="btn btn-outline" href={localizePath(ADMIN_PRODUCT_IMPORT_PATH, locale)}>
            {t('adminImport.open')}
          </a>
          <a className="btn btn-primary" href={localizePath(ADMIN_PRODUCT_NEW_PATH, locale)}>
            <span aria-hidden="true">+</span> {t('adminProducts.add')}
          </a>
        </div>
      </div>
      {list.notice && <Notice notice={list.notice} t={t} focusRef={noticeRef} />}
      {bulkDone !== null && (
        <p className="alert alert-success" role="status">
          {t('adminBulk.done', { n: formatNumber(bulkDone) })}
        </p>
      )}
      {(selected.size > 0 || allMatching) && (
        <BulkBar
          selection={selection}
          count={allMatching ? total : selected.size}
          canSelectAll={!!page && page.items.length > 0 && page.items.every((row) => selected.has(row.id)) && total > page.items.length}
          allSelected={allMatching}
          total={total}
          locale={locale}
          t={t}
          formatNumber={formatNumber}
          onSelectAll={setAllMatching}
          onClear={() => {
            setSelected(new Set());
            setAllMatching(false);
          }}
          onDone={(changed) => {
            setSelected(new Set());
            setAllMatching(false);
            setBulkDone(changed);
            list.reload();
          }}
        />
      )}
      <PagedListFrame
        t={t}
        state={load}
        loadingText={t('adminProducts.loading')}
        loadFailedText={t('adminProducts.loadFailed')}
        onRetry={list.reload}
        formatNumber={formatNumber}
        onPage={goToPage}
        empty={
          hasSearchOrFilter(query) ? (
            <>
              <p>{t('adminProducts.emptySearch')}</p>
              <button type="button" className="btn btn-outline" onClick={() => list.apply({ ...DEFAULT_LIST_QUERY, sort: query.sort, dir: query.dir }, 'push')}>
                {t('adminProducts.clearFilters')}
              </button>
            </>
          ) : (
            <p>{t('adminProducts.empty')}</p>
          )
        }>
        {(page) => (
          <ProductsTable
            items={page.items}
            query={query}
            locale={locale}
            t={t}
            busyIds={list.busyIds}
            onSort={(next) => list.apply(next, 'push')}
            onToggle={(row) => void list.toggleVisibility(row)}
            onDelete={setDeleting}
            selected={allMatching ? new Set(page.items.map((row) => row.id)) : selected}
            onSelect={select}
          />
        )}
      </PagedListFrame>
      {deleting && (
        <DeleteProductDialog
          product={deleting}
          name={localized(deleting, 'name', locale)}
          t={t}
          onCancel={() => setDeleting(null)}
          onDelete={async () => {
            const done = await list.remove(deleting, localized(deleting, 'name', locale));
            if (done) {
              setDeleting(null);
              // The row is gone: the keyboard continues from the message saying so.
              requestAnimationFrame(() => noticeRef.current?.focus());
            }
            return done;
          }}
        />
      )}
    </div>
  );
}

function Notice({ notice, t, focusRef }: { notice: ListNotice; t: Translate; focusRef: RefObject<HTMLParagraphElement | null> }) {
  if (notice.kind === 'deleted') {
    return (
      <p className="alert alert-success" role="status" tabIndex={-1} ref={focusRef}>
        {/* First-strong isolates: a name in the other script keeps its own direction inside the sentence. */}
        {t('adminProducts.deleted', { name: `\u2068${notice.name}\u2069` })}
      </p>
    );
  }
  return (
    <p className="alert alert-error" role="alert">
      {t('adminProducts.visibilityFailed')}
    </p>
  );
}
