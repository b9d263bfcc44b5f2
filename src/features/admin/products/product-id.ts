import { databaseId } from '#lib/admin/products';

/** The id in /admin/products/{id}, or null when the segment is not one a product could have. */
export function productIdParam(segment: string | undefined): number | null {
  if (!segment || !/^[1-9][0-9]{0,9}$/.test(segment)) return null;
  const parsed = databaseId.safeParse(Number(segment));
  return parsed.success ? parsed.data : null;
}
