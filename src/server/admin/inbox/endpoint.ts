import type { z } from 'zod';
import type { Database } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { json, type FunctionHandler } from '../../http/handler.ts';
import type { AuditActor } from '../audit.ts';
import { adminRoute } from '../route.ts';

interface InboxEndpoint<Q extends z.ZodType, S extends z.ZodType<{ status: string }>> {
  /** The list's query string (src/lib/inbox/query.ts): search, status, date range, page. */
  querySchema: Q;
  list: (db: Database, query: z.infer<Q>) => Promise<unknown>;
  statusSchema: S;
  /** Changes the status and logs it as done by `actor`, in one transaction; once per idempotency key. */
  changeStatus: (db: Database, id: number, status: z.infer<S>['status'], actor: AuditActor, idempotencyKey: string | null) => Promise<void>;
}

/**
 * An admin inbox's API: `GET <path>?q=&status=&from=&to=&page=` lists a page of what matches (a
 * malformed part is a 400 with its field code), `PATCH <path>/:id` `{ status }` changes one item's
 * status (the service refuses illegal moves with 409; a repeat with the same Idempotency-Key
 * answers like the first time).
 */
export function inboxEndpoint<Q extends z.ZodType, S extends z.ZodType<{ status: string }>>({ querySchema, list, statusSchema, changeStatus }: InboxEndpoint<Q, S>): FunctionHandler {
  const methodNotAllowed = () => new HttpError(405, 'method_not_allowed');
  return adminRoute({
    GET: async ({ db, params, query }) => {
      if (params.id !== undefined) throw methodNotAllowed();
      return json(await list(db, query(querySchema)));
    },
    PATCH: async ({ db, admin, params, id, idempotencyKey, body }) => {
      if (params.id === undefined) throw methodNotAllowed();
      const itemId = id();
      const key = idempotencyKey();
      const { status } = await body(statusSchema);
      await changeStatus(db, itemId, status, admin, key);
      return json({ id: itemId, status });
    },
  });
}
