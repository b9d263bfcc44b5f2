import type { Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import type { PriceArea as PriceAreaModel, ViewerKind } from '#lib/pricing';
import type { QuoteProductRef } from '../quotes/open-quote.ts';
import { PriceArea } from './PriceArea.tsx';
import { SaleCountdown } from './SaleCountdown.tsx';
import { useViewerPrice } from './useViewerPrice.ts';
import { useSaleEnded } from './useSaleEnded.ts';
import { AddToQuoteList } from '../quote-list/AddToQuoteList.tsx';
import './catalogue.css';

interface Props {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  product: QuoteProductRef;
  area: PriceAreaModel;
  viewer: ViewerKind;
  saleEndsAt: string | null;
  /** The viewer's price area once the sale has ended. */
  afterSale: PriceAreaModel | null;
  /** The main photo's storage key, for the quote list's line. */
  image: string | null;
}

/** The product page's live part: the sale countdown and the price area with its quote buttons. */
export default function ProductBuyBox({ locale, messages, product, area, viewer, saleEndsAt, afterSale, image }: Props) {
  const t = createT(messages);
  const priced = useViewerPrice(product.sku, { area, viewer, afterSale });
  // At the moment the sale ends: no countdown, and the price this viewer pays without it (SPEC §6).
  const ended = useSaleEnded(saleEndsAt);
  return (
    <div className="buy-box">
      {saleEndsAt && !ended && <SaleCountdown endsAt={saleEndsAt} locale={locale} t={t} messages={messages} />}
      <PriceArea area={ended && priced.afterSale ? priced.afterSale : priced.area} product={product} viewer={priced.viewer} locale={locale} t={t} />
      <AddToQuoteList product={{ ...product, image }} locale={locale} t={t} />
    </div>
  );
}
