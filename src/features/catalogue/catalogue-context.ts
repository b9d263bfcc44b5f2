import { createContext, useContext } from 'react';
import type { ViewerKind } from '#lib/pricing';
import type { Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import type { Translate } from '#i18n/format';
import type { IslandCategory } from './island-data.ts';

/** What every part of the catalogue island needs: language, viewer and the category index. */
export interface CatalogueContextValue {
  locale: Locale;
  t: Translate;
  messages: Partial<Record<MessageKey, string>>;
  viewer: ViewerKind;
  categoriesById: ReadonlyMap<number, IslandCategory>;
  /** Filters the catalogue by a category or group slug (chips, filter bar). */
  selectCategory(slug: string | null): void;
  productHref(sku: string): string;
  categoryHref(slug: string): string;
}

export const CatalogueContext = createContext<CatalogueContextValue | null>(null);

export function useCatalogueContext(): CatalogueContextValue {
  const value = useContext(CatalogueContext);
  if (!value) throw new Error('useCatalogueContext must be used inside the catalogue island');
  return value;
}

