import type { Context } from '@netlify/functions';
import type { z } from 'zod';
import type { ErrorCode } from '#lib/errors';
import { expectNoInput } from '../auth/no-input.ts';
import { db as openDatabase, type Database } from '../db/index.ts';
import { idempotencyKeyOf } from '../idempotency/request.ts';
import { parseBody, validate } from './body.ts';
import { HttpError, notFound } from './errors.ts';
import { handler, type FunctionHandler } from './handler.ts';
import { idFrom } from './route-id.ts';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a guarded route's method handler is given besides who is asking: the request's parts, read on demand. */
export interface RouteCall {
  req: Request;
  db: Database;
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

/**
 * The shape of every /api/admin and /api/account function (adminRoute, accountRoute): the handler
 * (same-origin check, error body, security headers) around a guard that runs before anything of the
 * request is read, then the method's handler, given the guard's answer under `as`; a method the
 * route does not serve is a 405. Bodies and query strings are read only when the handler asks,
 * through the shared validators.
 */
export function guardedRoute<As extends string, Who>(
  as: As,
  guard: (db: Database, req: Request) => Promise<Who>,
  methods: Partial<Record<RouteMethod, (call: RouteCall & Record<As, Who>) => Promise<Response>>>,
): FunctionHandler {
  return handler(async (req, context) => {
    const db = await openDatabase();
    const who = await guard(db, req);
    const serve = methods[(req.method === 'HEAD' ? 'GET' : req.method) as RouteMethod];
    if (!serve) throw new HttpError(405, 'method_not_allowed');
    const call: RouteCall = {
      req,
      db,
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
    };
    return serve({ ...call, [as]: who } as RouteCall & Record<As, Who>);
  });
}
