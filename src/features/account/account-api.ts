/**
 * The buyer's page calls /api/account through the same client as the admin screens: an expired
 * access cookie is renewed (authFetch), refusals arrive as codes, one-step actions may carry an
 * Idempotency-Key and retry, and a 401 after renewal reloads the page, whose guard then sends the
 * buyer to sign in. One client, whichever signed-in page uses it.
 */
export { adminRequest as accountRequest, type AdminApiResult as AccountApiResult } from '../admin/shared/admin-api.ts';
