import { SKELETON_CARDS } from '#lib/catalogue';
import { localizePath } from '#i18n/locales';
import { quoteButtonData } from '../quotes/open-quote.ts';
import { useCatalogueContext } from './catalogue-context.ts';
import { loadedCount } from './catalogue-count.ts';

/** The grid while a filter change loads: twelve placeholders as tall as cards. */
export function SkeletonGrid() {
  const { t } = useCatalogueContext();
  return (
    <div className="product-grid" aria-busy="true" data-testid="catalogue-skeleton">
      <span className="visually-hidden" role="status">{t('catalogue.loading')}</span>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div key={i} className="pcard pcard-skeleton" aria-hidden="true">
          <div className="pcard-media skeleton-block" />
          <div className="pcard-body">
            <div className="skeleton-line" />
            <div className="skeleton-line skeleton-line-short" />
            <div className="skeleton-line" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Nothing could be loaded (SPEC §8, Catalogue). */
export function ConnectionError({ onRetry }: { onRetry(): void }) {
  const { t } = useCatalogueContext();
  return (
    <div className="catalogue-error alert alert-error" role="alert">
      <h2>{t('catalogue.error.title')}</h2>
      <p>{t('catalogue.error.message')}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('catalogue.error.retry')}
      </button>
    </div>
  );
}

/** In place of the results heading when `?category=` names no category (an old or mistyped link). */
export function UnknownCategory() {
  const { t, locale } = useCatalogueContext();
  return (
    <>
      <h2 id="results-heading" className="results-heading" aria-live="polite" data-testid="unknown-category">
        {t('catalogue.results.unknownCategory')}
      </h2>
      <p className="results-note">
        <a href={localizePath('/products', locale)}>{t('catalogue.results.showAll')}</a>
      </p>
    </>
  );
}

/** Appended to a category's grid once everything is shown: ask for a part that is not listed. */
export function CustomRequestCard() {
  const { t } = useCatalogueContext();
  return (
    <div className="custom-request" data-testid="custom-request-card">
      <h3>{t('catalogue.customRequest.title')}</h3>
      <p>{t('catalogue.customRequest.text')}</p>
      <button type="button" className="btn btn-secondary" {...quoteButtonData({ kind: 'custom' })}>
        {t('catalogue.customRequest.action')}
      </button>
    </div>
  );
}

interface LoadMoreProps {
  loaded: number;
  total: number;
  totalIsLowerBound: boolean;
  /** Load more is offered (catalogue-count.ts `hasMore`). */
  more: boolean;
  busy: boolean;
  failed: boolean;
  onLoadMore(): void;
}

/**
 * "15 / 62" (or "24 / 95,000+") and the Load more button; a spinner with "Loading more
 * products..." while busy, in the button's place and height so nothing below moves.
 */
export function LoadMore({ loaded, total, totalIsLowerBound, more, busy, failed, onLoadMore }: LoadMoreProps) {
  const { t, locale } = useCatalogueContext();
  const count = loadedCount(loaded, total, totalIsLowerBound, locale, t);
  return (
    <div className="load-more">
      <p className="load-more-count" aria-label={count.label} data-testid="load-more-count">
        {count.text}
      </p>
      {busy ? (
        <p className="load-more-busy" role="status">
          <span className="spinner" aria-hidden="true" /> {t('catalogue.loadingMore')}
        </p>
      ) : (
        more && (
          <>
            {failed && <p className="field-error" role="alert">{t('catalogue.error.message')}</p>}
            <button type="button" className="btn btn-outline" onClick={onLoadMore}>
              {t(failed ? 'catalogue.error.retry' : 'catalogue.loadMore')}
            </button>
          </>
        )
      )}
    </div>
  );
}
