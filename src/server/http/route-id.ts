/** An id from the route (`/api/admin/…/:id`): anything but a positive whole number within PostgreSQL's integer is a 404. */
export function idFrom(value: string | undefined): number | null {
  return value && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
