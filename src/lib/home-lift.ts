import type { Decimal } from './money.ts';

/**
 * SPEC §9: the home-lift package of 3 stops, VAT included (the one price of the shop that
 * includes it, ADR 0021). The page, its title and its description show it through formatMoney.
 */
export const HOME_LIFT_PACKAGE_PRICE: Decimal = '19999.00';
