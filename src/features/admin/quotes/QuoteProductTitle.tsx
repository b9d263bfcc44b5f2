import type { QuoteProductLabel } from './quote-product.ts';

/** A product's name as an administrator typed it (isolated in <bdi>), or the words for a request without one. */
export function QuoteProductTitle({ label }: { label: QuoteProductLabel }) {
  return label.typed ? <bdi>{label.title}</bdi> : <>{label.title}</>;
}
