import { compareMoney, type Decimal } from './money.ts';
import { saleInForce, type SaleFields } from './sale.ts';
import type { Role } from './roles.ts';
import type { ClassPrices } from './product.ts';

/**
 * SPEC §6 (with ADR 0011), the price area of a product for each kind of viewer: which amount (if
 * any) is shown, which amount is struck through, and which quote buttons are offered. Pure logic,
 * run on the server so a response only ever carries what its viewer may see.
 */
/** Where the price area is shown: only the featured block's buttons differ (SPEC §6). */
export type PricePlacement = 'card' | 'featured' | 'detail';

/** The quote dialogs a price area may offer (kinds of `openQuoteDialog`). */
export type PriceAction = 'standard' | 'wholesale' | 'official' | 'register_prompt';


export interface PricedProduct extends SaleFields {
  prices: ClassPrices;
}

export interface PriceArea {
  /** The amount this viewer pays; null when they are shown no price. */
  price: Decimal | null;
  /** A higher earlier amount shown struck through next to a sale price. */
  was: Decimal | null;
  /** True when `price` is the sale price. */
  sale: boolean;
  actions: PriceAction[];
}

/** How a price is labelled: visitors (and unapproved accounts), approved customers, or staff. */
export type ViewerKind = 'visitor' | 'customer' | 'admin';

export function viewerKind(role: Role | null): ViewerKind {
  return role === null ? 'visitor' : role === 'admin' ? 'admin' : 'customer';
}

/** The class price a role is entitled to (the shop's own staff see the retail list price). */
export function classPrice(role: Role, prices: ClassPrices): Decimal | null {
  return prices[role === 'admin' ? 'retail' : role];
}

/**
 * `role` is null for visitors and for users whose profile is not approved. A sale in force is
 * every viewer's price, on cards and on the product page alike (ADR 0011): nobody signed in is
 * shown more than a visitor, and a card never contradicts its product page.
 */
export function priceArea(role: Role | null, product: PricedProduct, placement: PricePlacement, now: Date): PriceArea {
  const salePrice = saleInForce(product, now) ? product.salePrice : null;

  if (role === null) {
    if (salePrice === null) return { price: null, was: null, sale: false, actions: ['standard', 'register_prompt'] };
    // Visitors see the sale price with the retail price struck through (cards and product page
    // alike, ADR 0011); the featured block invites them to register, elsewhere to ask for an
    // official quote.
    return saleArea(salePrice, product.prices.retail, [placement === 'featured' ? 'register_prompt' : 'official']);
  }

  const own = classPrice(role, product.prices);
  if (salePrice !== null) return saleArea(salePrice, own, saleActions(role));
  if (role === 'admin') return { price: own, was: null, sale: false, actions: [] };
  if (own === null) return { price: null, was: null, sale: false, actions: ['standard'] };
  return { price: own, was: null, sale: false, actions: ['wholesale'] };
}

function saleActions(role: Role): PriceAction[] {
  if (role === 'admin') return [];
  if (role === 'new_customer') return ['wholesale', 'official'];
  return ['official'];
}

function saleArea(salePrice: Decimal, previous: Decimal | null, actions: PriceAction[]): PriceArea {
  const was = previous !== null && compareMoney(previous, salePrice) > 0 ? previous : null;
  return { price: salePrice, was, sale: true, actions };
}
