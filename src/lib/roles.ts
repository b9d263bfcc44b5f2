/**
 * The one list of roles, customer (price) classes and profile statuses. The database types, the
 * zod schemas, pricing, the seed and the admin dropdowns all derive from these arrays, so adding a
 * class is a change here (plus its words in the dictionaries and a migration for the check).
 */

/** Customer classes, each with its own price column (SPEC §3, DESIGN §4 spelling). */
export const CUSTOMER_CLASSES = ['new_customer', 'retail', 'small_company', 'large_company', 'distributor'] as const;
export type CustomerClass = (typeof CUSTOMER_CLASSES)[number];

/** Every role a profile can hold: the customer classes and the shop's own administrators. */
export const ROLES = [...CUSTOMER_CLASSES, 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** A role counts only while the profile is approved (SPEC §1). */
export const PROFILE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

/** The products column that holds each class's price (the database's own spelling). */
export const CLASS_PRICE_COLUMNS = {
  new_customer: 'new_customer_price',
  retail: 'retail_price',
  small_company: 'small_companies_price',
  large_company: 'large_companies_price',
  distributor: 'distributors_price',
} as const satisfies Record<CustomerClass, string>;
export type ClassPriceColumn = (typeof CLASS_PRICE_COLUMNS)[CustomerClass];

/** The only class whose price a product must have (SPEC §5: distributors price required). */
export const REQUIRED_PRICE_CLASS = 'distributor' satisfies CustomerClass;

export function isCustomerClass(value: unknown): value is CustomerClass {
  return typeof value === 'string' && (CUSTOMER_CLASSES as readonly string[]).includes(value);
}

/** A record with one entry per customer class, in the classes' order. */
export function mapClasses<T>(value: (customerClass: CustomerClass) => T): Record<CustomerClass, T> {
  return Object.fromEntries(CUSTOMER_CLASSES.map((c) => [c, value(c)])) as Record<CustomerClass, T>;
}
