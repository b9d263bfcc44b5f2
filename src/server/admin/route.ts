import { requireAdmin } from '../auth/guards.ts';
import type { Viewer } from '../auth/session.ts';
import type { FunctionHandler } from '../http/handler.ts';
import { guardedRoute, type RouteCall, type RouteMethod } from '../http/guarded-route.ts';

export type AdminMethod = RouteMethod;

/** What an admin route's method handler is given: the signed-in admin and the request's parts, read on demand. */
export interface AdminCall extends RouteCall {
  admin: Viewer;
}

export type AdminHandler = (call: AdminCall) => Promise<Response>;

/**
 * Every /api/admin function is one of these (guardedRoute): the admin guard runs before anything of
 * the request is read (401 for a visitor, 403 for anyone else).
 */
export function adminRoute(methods: Partial<Record<AdminMethod, AdminHandler>>): FunctionHandler {
  return guardedRoute('admin', requireAdmin, methods);
}

