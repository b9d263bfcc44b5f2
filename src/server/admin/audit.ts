import type { Kysely, Transaction } from 'kysely';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditEntity, type AuditPage, type AuditQuery } from '#lib/admin/audit';
import type { DB } from '../db/schema.ts';
import type { Viewer } from '../auth/session.ts';
import { keyColumns, type KeyedRequest } from '../idempotency/request.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** Who made a change: the signed-in administrator (its e-mail is kept should the user be deleted). */
export type AuditActor = Pick<Viewer, 'userId' | 'email'>;

export interface AuditRecord {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number;
  /** The product's SKU, so the log can be filtered by part. */
  sku?: string | null;
  before?: unknown;
  after?: unknown;
  /** The admin's idempotency key for this write: a repeat finds this entry and changes nothing. */
  idempotency?: KeyedRequest | null;
}

/**
 * Records one admin write. Call it with the transaction that makes the change: the entry and the
 * change commit together or not at all.
 */
export async function recordAudit(tx: Transaction<DB>, actor: AuditActor, record: AuditRecord, now = new Date()): Promise<void> {
  await tx
    .insertInto('audit_log')
    .values({
      created_at: now,
      actor_id: actor.userId,
      actor_email: actor.email,
      action: record.action,
      entity_type: record.entity,
      entity_id: String(record.entityId),
      sku: record.sku ?? null,
      before: record.before === undefined ? null : JSON.stringify(record.before),
      after: record.after === undefined ? null : JSON.stringify(record.after),
      ...keyColumns(record.idempotency),
    })
    .execute();
}

/** The activity view: newest first, filtered by kind of entity and by SKU. */
export async function listAudit(db: Executor, query: AuditQuery): Promise<AuditPage> {
  let base = db.selectFrom('audit_log');
  if (query.kind !== 'all') base = base.where('entity_type', '=', query.kind);
  if (query.sku) base = base.where('sku', '=', query.sku);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'created_at', 'actor_email', 'action', 'entity_type', 'entity_id', 'sku', 'before', 'after'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset((query.page - 1) * AUDIT_PAGE_SIZE)
      .limit(AUDIT_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => ({
      id: String(row.id),
      createdAt: new Date(row.created_at).toISOString(),
      actorEmail: row.actor_email,
      action: row.action as AuditAction,
      entity: row.entity_type as AuditEntity,
      entityId: row.entity_id,
      sku: row.sku,
      before: row.before,
      after: row.after,
    }));
  return {
    items,
    categoryNames: await categoryNamesOf(db, items),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
    total: Number(count.n),
  };
}

/** The names of every category id the entries' `categoryIds` hold (a deleted category has none). */
async function categoryNamesOf(db: Executor, items: AuditPage['items']): Promise<AuditPage['categoryNames']> {
  const ids = new Set<number>();
  for (const entry of items) {
    for (const data of [entry.before, entry.after]) {
      const listed = (data as { categoryIds?: unknown } | null)?.categoryIds;
      if (Array.isArray(listed)) for (const id of listed) if (Number.isInteger(id)) ids.add(id as number);
    }
  }
  if (ids.size === 0) return {};
  const rows = await db.selectFrom('categories').select(['id', 'name_en', 'name_ar']).where('id', 'in', [...ids]).execute();
  return Object.fromEntries(rows.map((row) => [String(row.id), { nameEn: row.name_en, nameAr: row.name_ar }]));
}
