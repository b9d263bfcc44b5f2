import type { Context } from '@netlify/functions';
import type { z } from 'zod';
import type { ErrorCode } from '#lib/errors';
import { requireAdmin } from '../auth/guards.ts';
import type { Viewer } from '../auth/session.ts';
import { expectNoInput } from '../auth/no-input.ts';
import { db as openDatabase, type Database } from '../db/index.ts';
import { parseBody, validate } from '../http/body.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { handler, type FunctionHandler } from '../http/handler.ts';
import { idFrom } from '../http/route-id.ts';
import { idempotencyKeyOf } from '../idempotency/request.ts';

export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an admin route's method handler is given: the signed-in admin and the request's parts, read on demand. */
export interface AdminCall {
  req: Request;
  db: Database;
  admin: Viewer;
  params: Context['params'];
  /** The route's `:id` (or another parameter) as a database id; anything else is a 404 with the given code. */
  id(notFoundCode?: ErrorCode, param?: string): number;
  /** The JSON body, validated by the form's own schema (400 with field codes). */
  body<S extends z.ZodType>(schema: S): Promise<z.infer<S>>;
  /** The query string, validated (400 with field codes). */
  query<S extends z.ZodType>(schema: S): z.infer<S>;
  /** The Idempotency-Key of a one-step action (null without the header; not a UUID: 400). */
  idempotencyKey(): string | null;
  /** For actions that take no input: an empty body or `{}`; anything else is a 400. */
  noInput(): Promise<void>;
  /** Work to finish after the answer (Netlify's `context.waitUntil`), e.g. sending a queued e-mail. */
  context: Pick<Context, 'waitUntil'>;
}

export type AdminHandler = (call: AdminCall) => Promise<Response>;

/**
 * Every /api/admin function is one of these: the handler (same-origin check, error body, security
 * headers) around the admin guard, which runs before anything of the request is read (401 for a
 * visitor, 403 for anyone else), then the method's handler; a method it does not serve is a 405.
 * Bodies and query strings are read only when the handler asks, through the shared validators.
 */
export function adminRoute(methods: Partial<Record<AdminMethod, AdminHandler>>): FunctionHandler {
  return handler(async (req, context) => {
    const db = await openDatabase();
    const admin = await requireAdmin(db, req);
    const method = (req.method === 'HEAD' ? 'GET' : req.method) as AdminMethod;
    const serve = methods[method];
    if (!serve) throw new HttpError(405, 'method_not_allowed');
    return serve({
      req,
      db,
      admin,
      params: context.params,
      id(notFoundCode = 'not_found', param = 'id') {
        const id = idFrom(context.params[param]);
        if (id === null) throw notFound(notFoundCode);
        return id;
      },
      body: (schema) => parseBody(req, schema),
      query: (schema) => validate(schema, Object.fromEntries(new URL(req.url).searchParams)),
      idempotencyKey: () => idempotencyKeyOf(req),
      noInput: () => expectNoInput(req),
      context,
    });
  });
}
