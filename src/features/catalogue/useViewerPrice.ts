import { useEffect, useState } from 'react';
import type { CatalogueProduct } from '#lib/catalogue';
import { viewerKind, type PriceArea, type ViewerKind } from '#lib/pricing';
import { loadSession } from '../auth/session-store.ts';

/**
 * The product page is rendered for whoever the server saw. A customer whose short-lived access
 * cookie had expired was seen as a visitor; once the session store has refreshed it, the price
 * area is fetched again for their class. Visitors without a session make no request.
 */
export function useViewerPrice(sku: string, initial: { area: PriceArea; viewer: ViewerKind; afterSale: PriceArea | null }) {
  const [state, setState] = useState(initial);
  useEffect(() => {
    if (initial.viewer !== 'visitor') return;
    let cancelled = false;
    void (async () => {
      const session = await loadSession();
      if (cancelled || session.status !== 'signedIn' || !session.user.role) return;
      const response = await fetch(`/api/products/${sku}`, { headers: { accept: 'application/json' } });
      if (!response.ok || cancelled) return;
      const { product } = (await response.json()) as { product: CatalogueProduct };
      setState({ area: product.price, viewer: viewerKind(session.user.role), afterSale: product.sale?.after ?? null });
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [sku, initial.viewer]);
  return state;
}
