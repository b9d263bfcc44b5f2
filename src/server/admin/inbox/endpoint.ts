import type { z } from 'zod';
import type { FunctionHandler } from '../../http/handler.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { db, type Database } from '../../db/index.ts';
import { parseBody } from '../../http/body.ts';
import { idempotencyKeyOf } from '../../idempotency/request.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { handler, json } from '../../http/handler.ts';
import type { AuditActor } from '../audit.ts';
import { pageFrom } from './query.ts';
import { idFrom } from '../../http/route-id.ts';

interface InboxEndpoint<S extends z.ZodType<{ status: string }>> {
  list: (db: Database, page: number) => Promise<unknown>;
  statusSchema: S;
  /** Changes the status and logs it as done by `actor`, in one transaction; once per idempotency key. */
  changeStatus: (db: Database, id: number, status: z.infer<S>['status'], actor: AuditActor, idempotencyKey: string | null) => Promise<void>;
}

/**
 * An admin inbox's API, admins only: `GET <path>?page=N` lists a page, `PATCH <path>/:id`
 * `{ status }` changes one item's status (the service refuses illegal moves with 409; a repeat with
 * the same Idempotency-Key answers like the first time).
 */
export function inboxEndpoint<S extends z.ZodType<{ status: string }>>({ list, statusSchema, changeStatus }: InboxEndpoint<S>): FunctionHandler {
  return handler(async (req, context) => {
    const database = await db();
    const admin = await requireAdmin(database, req);
    const rawId = context.params.id;
    if (req.method === 'GET' && rawId === undefined) return json(await list(database, pageFrom(req)));
    if (req.method === 'PATCH' && rawId !== undefined) {
      const id = idFrom(rawId);
      if (id === null) throw notFound();
      const idempotencyKey = idempotencyKeyOf(req);
      const { status } = await parseBody(req, statusSchema);
      await changeStatus(database, id, status, admin, idempotencyKey);
      return json({ id, status });
    }
    throw new HttpError(405, 'method_not_allowed');
  });
}
