import type { z } from 'zod';
import type { Database } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { json, type FunctionHandler } from '../../http/handler.ts';
import type { AuditActor } from '../audit.ts';
import { adminRoute } from '../route.ts';
import { pageFrom } from './query.ts';

interface InboxEndpoint<S extends z.ZodType<{ status: string }>> {
  list: (db: Database, page: number) => Promise<unknown>;
  statusSchema: S;
  /** Changes the status and logs it as done by `actor`, in one transaction; once per idempotency key. */
  changeStatus: (db: Database, id: number, status: z.infer<S>['status'], actor: AuditActor, idempotencyKey: string | null) => Promise<void>;
}

/**
 * An admin inbox's API: `GET <path>?page=N` lists a page, `PATCH <path>/:id` `{ status }` changes
 * one item's status (the service refuses illegal moves with 409; a repeat with the same
 * Idempotency-Key answers like the first time).
 */
export function inboxEndpoint<S extends z.ZodType<{ status: string }>>({ list, statusSchema, changeStatus }: InboxEndpoint<S>): FunctionHandler {
  const methodNotAllowed = () => new HttpError(405, 'method_not_allowed');
  return adminRoute({
    GET: async ({ db, req, params }) => {
      if (params.id !== undefined) throw methodNotAllowed();
      return json(await list(db, pageFrom(req)));
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
