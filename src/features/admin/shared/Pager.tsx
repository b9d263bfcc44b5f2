import type { Translate } from '#i18n/format';
import { pageNumbers } from './format.ts';
import './admin-list.css';

interface PagerProps {
  t: Translate;
  page: number;
  pageCount: number;
  formatNumber: (n: number) => string;
  onPage: (page: number) => void;
}

/** Previous, up to five page numbers with gaps, next (SPEC §9 "Admin table"). */
export function Pager({ t, page, pageCount, formatNumber, onPage }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={t('admin.pager.label')}>
      <button type="button" className="pager-step" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('admin.pager.previous')}>
        <span className="rtl-flip" aria-hidden="true">‹</span>
      </button>
      {pageNumbers(page, pageCount).map((entry, i) =>
        entry === 'gap' ? (
          <span key={`gap-${i}`} className="pager-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={entry}
            type="button"
            className="pager-page"
            aria-current={entry === page ? 'page' : undefined}
            aria-label={t('admin.pager.page', { page: formatNumber(entry) })}
            onClick={() => onPage(entry)}
          >
            {formatNumber(entry)}
          </button>
        ),
      )}
      <button type="button" className="pager-step" disabled={page >= pageCount} onClick={() => onPage(page + 1)} aria-label={t('admin.pager.next')}>
        <span className="rtl-flip" aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
