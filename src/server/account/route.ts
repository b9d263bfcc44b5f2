import type { Context } from '@netlify/functions';
import type { z } from 'zod';
import { expectNoInput } from '../auth/no-input.ts';
import { db as openDatabase, type Database } from '../db/index.ts';
import { parseBody, validate } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { handler, type FunctionHandler } from '../http/handler.ts';
import { requireCustomer, type Customer } from './guard.ts';

export type AccountMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** What an account route's method handler is given: the signed-in buyer and the request's parts, read on demand. */
export interface AccountCall {
  req: Request;
  db: Database;
  customer: Customer;
  params: Context['params'];
  /** The JSON body, validated by the form's own schema (400 with field codes). */
  body<S extends z.ZodType>(schema: S): Promise<z.infer<S>>;
  /** The query string, validated (400 with field codes). */
  query<S extends z.ZodType>(schema: S): z.infer<S>;
  /** For actions that take no input: an empty body or `{}`; anything else is a 400. */
  noInput(): Promise<void>;
}

export type AccountHandler = (call: AccountCall) => Promise<Response>;

/**
 * Every /api/account function is one of these, the buyer's twin of `adminRoute`: the handler
 * (same-origin check, error body, security headers) around the buyer's guard, which runs before
 * anything of the request is read (401 for a visitor, 403 for an administrator), then the
 * method's handler; a method it does not serve is a 405. The authorization sweep
 * (tests/integration/account-authorization.test.ts) finds every such route by itself.
 */
export function accountRoute(methods: Partial<Record<AccountMethod, AccountHandler>>): FunctionHandler {
  return handler(async (req, context) => {
    const db = await openDatabase();
    const customer = await requireCustomer(db, req);
    const serve = methods[(req.method === 'HEAD' ? 'GET' : req.method) as AccountMethod];
    if (!serve) throw new HttpError(405, 'method_not_allowed');
    return serve({
      req,
      db,
      customer,
      params: context.params,
      body: (schema) => parseBody(req, schema),
      query: (schema) => validate(schema, Object.fromEntries(new URL(req.url).searchParams)),
      noInput: () => expectNoInput(req),
    });
  });
}
