import { describe, expect, it } from 'vitest';
import { compareMoney } from './money.ts';
import { priceArea, type PricedProduct, type PricePlacement } from './pricing.ts';
import type { Role } from './roles.ts';

const now = new Date('2026-11-22T12:00:00Z');
const prices = { new_customer: '145.00', retail: '135.00', small_company: '120.00', large_company: '110.00', distributor: '100.00' };
const noSale: PricedProduct = { prices, onSale: false, salePrice: null, saleEndsAt: null };
const sale: PricedProduct = { prices, onSale: true, salePrice: '85.00', saleEndsAt: '2026-11-25T00:00:00Z' };
const endlessSale: PricedProduct = { ...sale, saleEndsAt: null };
const expiredSale: PricedProduct = { ...sale, saleEndsAt: '2026-11-20T00:00:00Z' };
const placements: PricePlacement[] = ['card', 'featured', 'detail'];
const ownPrice: Record<Role, string> = {
  new_customer: '145.00',
  retail: '135.00',
  small_company: '120.00',
  large_company: '110.00',
  distributor: '100.00',
  admin: '135.00',
};

describe('price area for visitors', () => {
  it.each(placements)('shows no price without a sale (%s)', (placement) => {
    expect(priceArea(null, noSale, placement, now)).toEqual({ price: null, was: null, sale: false, actions: ['standard', 'register_prompt'] });
    expect(priceArea(null, expiredSale, placement, now)).toEqual({ price: null, was: null, sale: false, actions: ['standard', 'register_prompt'] });
  });

  it('shows the sale price with the retail price struck through and an official quote', () => {
    for (const product of [sale, endlessSale]) {
      expect(priceArea(null, product, 'card', now)).toEqual({ price: '85.00', was: '135.00', sale: true, actions: ['official'] });
      expect(priceArea(null, product, 'detail', now)).toEqual({ price: '85.00', was: '135.00', sale: true, actions: ['official'] });
    }
  });

  it('invites visitors to register in the featured block', () => {
    expect(priceArea(null, sale, 'featured', now).actions).toEqual(['register_prompt']);
  });
});

describe('price area for approved customers', () => {
  const roles: Role[] = ['new_customer', 'retail', 'small_company', 'large_company', 'distributor'];

  it.each(roles)('%s sees their own class price with a wholesale request when nothing is on sale', (role) => {
    for (const placement of placements) {
      for (const product of [noSale, expiredSale]) {
        expect(priceArea(role, product, placement, now)).toEqual({ price: ownPrice[role], was: null, sale: false, actions: ['wholesale'] });
      }
    }
  });

  it.each(roles)('%s is asked to request a quote when their class has no price', (role) => {
    const priceless = { ...noSale, prices: { new_customer: null, retail: null, small_company: null, large_company: null, distributor: null } };
    expect(priceArea(role, priceless, 'card', now)).toEqual({ price: null, was: null, sale: false, actions: ['standard'] });
  });

  it.each(['small_company', 'large_company', 'distributor'] as const)('%s sees the sale price with an official quote', (role) => {
    for (const placement of placements) {
      for (const product of [sale, endlessSale]) {
        expect(priceArea(role, product, placement, now)).toEqual({ price: '85.00', was: ownPrice[role], sale: true, actions: ['official'] });
      }
    }
  });

  it('new customers see the sale price with wholesale and official quote buttons', () => {
    for (const placement of placements) {
      expect(priceArea('new_customer', sale, placement, now)).toEqual({ price: '85.00', was: '145.00', sale: true, actions: ['wholesale', 'official'] });
    }
  });

  it('retail customers see the sale on cards, in the featured block and on the product page alike (ADR 0011)', () => {
    for (const placement of placements) {
      expect(priceArea('retail', sale, placement, now)).toEqual({ price: '85.00', was: '135.00', sale: true, actions: ['official'] });
    }
  });

  it.each(roles)('%s without a class price is shown the sale price, not a request for a price', (role) => {
    const priceless = { ...sale, prices: { ...prices, [role]: null } };
    for (const placement of placements) {
      const area = priceArea(role, priceless, placement, now);
      expect(area).toMatchObject({ price: '85.00', was: null, sale: true });
      expect(area.actions).toContain('official');
    }
  });

  it('strikes through only a higher earlier price', () => {
    const cheapClass = { ...sale, prices: { ...prices, distributor: '80.00' } };
    expect(priceArea('distributor', cheapClass, 'card', now)).toEqual({ price: '85.00', was: null, sale: true, actions: ['official'] });
  });
});

describe('price area for administrators', () => {
  it('shows the retail list price (or the sale) without quote buttons', () => {
    expect(priceArea('admin', noSale, 'card', now)).toEqual({ price: '135.00', was: null, sale: false, actions: [] });
    expect(priceArea('admin', sale, 'card', now)).toEqual({ price: '85.00', was: '135.00', sale: true, actions: [] });
  });
});

describe('one price per viewer and moment (ADR 0011)', () => {
  const viewers = [null, ...Object.keys(ownPrice)] as (Role | null)[];
  it.each(viewers)('role %s sees the same price on a card, in the featured block and on the product page', (role) => {
    for (const product of [noSale, sale, endlessSale, expiredSale]) {
      const [card, featured, detail] = placements.map((placement) => priceArea(role, product, placement, now));
      const shown = ({ price, was, sale }: { price: string | null; was: string | null; sale: boolean }) => ({ price, was, sale });
      expect(shown(featured!)).toEqual(shown(card!));
      expect(shown(detail!)).toEqual(shown(card!));
    }
  });

  it.each(viewers.filter((r) => r !== null))('%s never sees more than a visitor while a sale is on', (role) => {
    for (const product of [sale, endlessSale]) {
      for (const placement of placements) {
        const visitor = priceArea(null, product, placement, now).price!;
        const area = priceArea(role, product, placement, now);
        expect(area.price).not.toBeNull();
        expect(compareMoney(area.price!, visitor)).toBeLessThanOrEqual(0);
      }
    }
  });
});

describe('no price leaks to a class that may not see it', () => {
  const classPrices = Object.values(prices);
  it.each([null, ...Object.keys(ownPrice)] as (Role | null)[])('role %s', (role) => {
    for (const product of [noSale, sale, endlessSale, expiredSale]) {
      for (const placement of placements) {
        const area = priceArea(role, product, placement, now);
        const shown = [area.price, area.was].filter((v) => v !== null && classPrices.includes(v));
        const allowed = role === null ? (area.sale ? ['135.00'] : []) : [ownPrice[role]];
        for (const value of shown) expect(allowed).toContain(value);
      }
    }
  });
});
