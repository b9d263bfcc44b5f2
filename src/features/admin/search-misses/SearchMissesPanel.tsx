import type { Locale } from '#i18n/locales';
import { localizePath } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import { numberFormatter } from '#lib/format';
import { productPrefillPath } from '#lib/admin/product-prefill';
import { SEARCH_MISS_WINDOW_DAYS, missDir, missLabel, missPrefill, type SearchMiss } from '#lib/search-misses';
import { adminRequest } from '../shared/admin-api.ts';
import { ListFrame } from '../shared/ListFrame.tsx';
import { useListLoad } from '../shared/use-list-load.ts';
import './search-misses.css';

interface Props {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}

/** The dashboard's ten most searched terms: enough to act on without pushing the products tab away. */
const SHOWN = 10;

/**
 * "What buyers could not find" (issue 23, ADR 0033): the terms searched for most over the last 30
 * days that found nothing, with their counts, each with a link to the product editor filled with
 * the part number (or the words as the name).
 */
export default function SearchMissesPanel({ locale, messages }: Props) {
  const t = createT(messages);
  const formatNumber = numberFormatter(locale);
  const days = formatNumber(SEARCH_MISS_WINDOW_DAYS);
  const { state, reload } = useListLoad(
    (signal) => adminRequest<{ items: SearchMiss[] }>(`/api/admin/search-misses?days=${SEARCH_MISS_WINDOW_DAYS}&limit=${SHOWN}`, { signal }),
    [],
    { pick: (answer) => answer.items },
  );

  return (
    <section className="search-misses" aria-labelledby="search-misses-title" data-testid="search-misses">
      <h2 id="search-misses-title">{t('searchMisses.title')}</h2>
      <p className="search-misses-intro">{t('searchMisses.intro', { days })}</p>
      <ListFrame
        t={t}
        state={state}
        onRetry={() => void reload()}
        isEmpty={(items) => items.length === 0}
        empty={<p>{t('searchMisses.empty', { days })}</p>}
        loadFailedText={t('searchMisses.loadFailed')}>
        {(items) => (
          <table>
            <thead>
              <tr>
                <th scope="col">{t('searchMisses.term')}</th>
                <th scope="col" className="search-misses-count">
                  {t('searchMisses.searches')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('searchMisses.action')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((miss) => {
                const label = missLabel(miss);
                return (
                  <tr key={miss.term}>
                    <th scope="row" className="search-misses-term">
                      <span dir={missDir(miss.term)}>{label}</span>
                    </th>
                    <td className="search-misses-count">{formatNumber(miss.searches)}</td>
                    <td className="search-misses-action">
                      <a className="btn btn-outline btn-small" href={localizePath(productPrefillPath(missPrefill(miss)), locale)}>
                        {t('searchMisses.create')}
                        {/* Which term, for a screen reader's list of links; the visible words come first (WCAG 2.5.3). */}
                        <span className="visually-hidden" dir={missDir(miss.term)}>
                          {` ${label}`}
                        </span>
                      </a>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </ListFrame>
    </section>
  );
}
