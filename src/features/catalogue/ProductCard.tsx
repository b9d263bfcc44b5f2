import { localized } from '#i18n/locales';
import { localizeDigits } from '#lib/format';
import { FEATURED_CHIPS } from '#lib/catalogue';
import { mediaSrcSet, mediaUrl } from '#lib/media';
import { openViewer } from '../viewer/viewer-store.ts';
import { ZoomInIcon } from '../viewer/icons.tsx';
import { useCatalogueContext } from './catalogue-context.ts';
import { CategoryChips } from './CategoryChips.tsx';
import { PriceArea } from './PriceArea.tsx';
import { SaleCountdown } from './SaleCountdown.tsx';
import { useSaleEnded } from './useSaleEnded.ts';
import { AddToQuoteList } from '../quote-list/AddToQuoteList.tsx';
import { cardImage, type CardVariant } from './image-sources.ts';
import type { IslandProduct } from './island-data.ts';

/**
 * How a card's picture loads: `high` for the first card above the fold (the page's largest
 * paint, also preloaded from the page's head: catalogueFirstImage), `lazy` for the others.
 */
export type CardImageLoading = 'high' | 'lazy';

/**
 * The first card of a list that starts above the fold loads at once. The rest of its row waits for
 * the layout, which asks at once for those the screen shows: on a phone the featured sales scroll
 * sideways, and fetching the second and third pictures beside the first (`eager`) made the Arabic
 * catalogue's largest paint, that first picture, 0.25 s later on a slow phone (ADR 0035).
 */
export const imageLoading = (index: number): CardImageLoading => (index === 0 ? 'high' : 'lazy');

interface Props {
  product: IslandProduct;
  variant: CardVariant;
  image: CardImageLoading;
}

/** A product in the grid or the featured block, priced for the viewer. */
export function ProductCard({ product, variant, image }: Props) {
  const { locale, t, messages, viewer, productHref } = useCatalogueContext();
  // As administrators typed them, their numbers in the page's digits (ADR 0021).
  const name = localizeDigits(localized(product, 'name', locale), locale);
  const description = localizeDigits(product.description, locale);
  const href = productHref(product.sku);
  const cover = product.images[0];
  const ref = { id: product.id, sku: product.sku, partNumber: product.partNumber, nameEn: product.nameEn, nameAr: product.nameAr };
  // At the moment the sale ends the card shows what this viewer pays without it (SPEC §6).
  const ended = useSaleEnded(product.sale?.endsAt ?? null);
  const sale = ended ? null : product.sale;
  const area = ended && product.sale?.after ? product.sale.after : product.price;
  const enlarge = () =>
    openViewer(product.images.map((photo) => ({ src: mediaUrl(photo.key, 960), srcSet: mediaSrcSet(photo.key, [640, 960]), alt: photo.alt || name })));

  return (
    <article className={`pcard pcard-${variant}`} data-testid="product-card" data-sku={product.sku}>
      <div className="pcard-media">
        <a href={href} tabIndex={-1} aria-hidden="true">
          {cover && (
            <img
              {...cardImage(cover.key, variant)}
              width={320}
              height={variant === 'featured' ? 200 : 320}
              alt=""
              loading={image === 'high' ? 'eager' : 'lazy'}
              fetchPriority={image === 'high' ? 'high' : undefined}
              decoding={image === 'high' ? undefined : 'async'}
            />
          )}
        </a>
        {sale && <span className="special-badge pcard-badge">{t('catalogue.special')}</span>}
        {variant === 'grid' && product.images.length > 0 && (
          <button type="button" className="pcard-enlarge" onClick={enlarge} aria-label={t('catalogue.card.enlarge', { name })}>
            <ZoomInIcon />
          </button>
        )}
      </div>
      <div className="pcard-body">
        {sale?.endsAt && <SaleCountdown endsAt={sale.endsAt} locale={locale} t={t} messages={messages} />}
        <h3 className="pcard-name">
          <a href={href}>{name}</a>
        </h3>
        <dl className="pcard-codes">
          <div>
            <dt>{t('catalogue.card.sku')}</dt>
            <dd><span dir="ltr">{product.sku}</span></dd>
          </div>
          <div>
            <dt>{t('catalogue.card.partNumber')}</dt>
            <dd><span dir="ltr">{product.partNumber}</span></dd>
          </div>
        </dl>
        {product.matched && (
          // Found by a cross-reference, not by its own number: the card says why (issue 23).
          <p className="pcard-match" data-testid="card-match">
            {product.matched.kind === 'replaces'
              ? t('catalogue.card.matchedReplaces')
              : product.matched.brand
                ? t('catalogue.card.matchedOemBrand', { brand: product.matched.brand })
                : t('catalogue.card.matchedOem')}{' '}
            <bdi dir="ltr">{product.matched.number}</bdi>
          </p>
        )}
        {variant === 'grid' && description && <p className="pcard-description">{description}</p>}
        <CategoryChips categoryIds={product.categoryIds} max={variant === 'featured' ? FEATURED_CHIPS : undefined} />
        <div className="pcard-price">
          <PriceArea area={area} product={ref} viewer={viewer} locale={locale} t={t} compact />
        </div>
        <AddToQuoteList product={{ ...ref, image: cover?.key ?? null }} locale={locale} t={t} />
      </div>
    </article>
  );
}
