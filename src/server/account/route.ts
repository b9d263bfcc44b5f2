import type { FunctionHandler } from '../http/handler.ts';
import { guardedRoute, type RouteCall, type RouteMethod } from '../http/guarded-route.ts';
import { requireCustomer, type Customer } from './guard.ts';

export type AccountMethod = RouteMethod;

/** What an account route's method handler is given: the signed-in buyer and the request's parts, read on demand. */
export interface AccountCall extends RouteCall {
  customer: Customer;
}

export type AccountHandler = (call: AccountCall) => Promise<Response>;

/**
 * Every /api/account function is one of these, the buyer's twin of `adminRoute` (guardedRoute): the
 * buyer's guard runs before anything of the request is read (401 for a visitor, 403 for an
 * administrator). The authorization sweep (tests/integration/account-authorization.test.ts) finds
 * every such route by itself.
 */
export function accountRoute(methods: Partial<Record<AccountMethod, AccountHandler>>): FunctionHandler {
  return guardedRoute('customer', requireCustomer, methods);
}
