import { useCatalogueContext } from './catalogue-context.ts';
import { imageLoading, ProductCard } from './ProductCard.tsx';
import type { IslandFeatured } from './island-data.ts';

/** Up to six sales in force; View All Sale Items when there are more (SPEC §2). */
export function FeaturedBlock({ featured, onViewAll, viewAllHref }: { featured: IslandFeatured; onViewAll(): void; viewAllHref: string }) {
  const { t } = useCatalogueContext();
  if (featured.items.length === 0) return null;
  return (
    <section className="featured" aria-labelledby="featured-title">
      <div className="featured-head">
        <div>
          <h2 id="featured-title">{t('catalogue.featured.title')}</h2>
          <p>{t('catalogue.featured.subtitle')}</p>
        </div>
        {featured.hasMore && (
          <a
            className="btn btn-outline"
            href={viewAllHref}
            onClick={(event) => {
              event.preventDefault();
              onViewAll();
            }}
          >
            {t('catalogue.featured.viewAll')}
          </a>
        )}
      </div>
      <div className="product-grid">
        {featured.items.map((product, index) => (
          <ProductCard key={product.id} product={product} variant="featured" image={imageLoading(index)} />
        ))}
      </div>
    </section>
  );
}
