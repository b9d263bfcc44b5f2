import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { RequestCursor } from '#lib/account/requests';
import { QUOTED_PRODUCT_COLUMNS } from '../quotes/quoted-product.ts';
import type { Database } from '../db/index.ts';

/**
 * SQL of the buyer's own account (issue 21): plain functions over a database handle or a
 * transaction. Every query names the user it reads for; nothing here reads a row by id alone.
 */

/** A row's time to the microsecond, as fixed-width UTC text: what page cursors carry and compare. */
const exactTime = (column: 'quotes.created_at' | 'messages.created_at') =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export async function selectAccount(db: Database, userId: string) {
  return db
    .selectFrom('users')
    .innerJoin('company_profiles', 'company_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.created_at',
      'users.closure_requested_at',
      'users.email_verified_at',
      'company_profiles.company_name',
      'company_profiles.registration_number',
      'company_profiles.contact_person',
      'company_profiles.phone_country_code',
      'company_profiles.phone',
      'company_profiles.country',
      'company_profiles.city',
      'company_profiles.status',
      'company_profiles.role',
      'company_profiles.version',
      'company_profiles.created_at as profile_created_at',
      'company_profiles.updated_at as profile_updated_at',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export type AccountRow = NonNullable<Awaited<ReturnType<typeof selectAccount>>>;

/** The account, its profile row locked for the rest of the transaction. */
export async function lockAccount(db: Database, userId: string) {
  await db.selectFrom('company_profiles').select('user_id').where('user_id', '=', userId).forUpdate().execute();
  return selectAccount(db, userId);
}

export async function updateContactDetails(
  db: Database,
  userId: string,
  values: { contactPerson: string; phoneCountryCode: string; phone: string; city: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('company_profiles')
    .set((eb) => ({
      contact_person: values.contactPerson,
      phone_country_code: values.phoneCountryCode,
      phone: values.phone,
      city: values.city,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('user_id', '=', userId)
    .execute();
}

/** Records the wish to close the account once; a repeat keeps the first time. True when this call recorded it. */
export async function markClosureRequested(db: Database, userId: string, now: Date): Promise<boolean> {
  const result = await db.updateTable('users').set({ closure_requested_at: now }).where('id', '=', userId).where('closure_requested_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Where a table's rows continue after the cursor, in the list's order (newest first; at one
 * instant quotes before messages, then higher ids first): on the index (user_id, created_at desc,
 * id desc), one range either way.
 */
function after(table: 'quotes' | 'messages', cursor: RequestCursor | undefined): RawBuilder<SqlBool> {
  if (!cursor) return sql<SqlBool>`true`;
  const at = sql`${cursor.at}::timestamptz`;
  const createdAt = sql.ref(`${table}.created_at`);
  const id = sql.ref(`${table}.id`);
  if (cursor.type === (table === 'quotes' ? 'quote' : 'message')) return sql<SqlBool>`(${createdAt}, ${id}) < (${at}, ${cursor.id})`;
  // A quote's cursor: the messages of its instant come after it; a message's: the quotes of its instant came before it.
  return table === 'messages' ? sql<SqlBool>`${createdAt} <= ${at}` : sql<SqlBool>`${createdAt} < ${at}`;
}

/** Up to `limit` of the user's quote requests after the cursor, with the product's current names when it still exists. */
export async function selectQuotesOf(db: Database, userId: string, cursor: RequestCursor | undefined, limit: number) {
  return db
    .selectFrom('quotes')
    .leftJoin('products', 'products.id', 'quotes.product_id')
    .select([
      'quotes.id',
      'quotes.created_at',
      exactTime('quotes.created_at').as('at'),
      ...QUOTED_PRODUCT_COLUMNS,
      'quotes.quantity',
      'quotes.notes',
      'quotes.status',
    ])
    .where('quotes.user_id', '=', userId)
    .where(after('quotes', cursor))
    .orderBy('quotes.created_at', 'desc')
    .orderBy('quotes.id', 'desc')
    .limit(limit)
    .execute();
}

export type OwnQuoteRow = Awaited<ReturnType<typeof selectQuotesOf>>[number];

export async function selectMessagesOf(db: Database, userId: string, cursor: RequestCursor | undefined, limit: number) {
  return db
    .selectFrom('messages')
    .select(['messages.id', 'messages.created_at', exactTime('messages.created_at').as('at'), 'messages.subject', 'messages.status'])
    .where('messages.user_id', '=', userId)
    .where(after('messages', cursor))
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .limit(limit)
    .execute();
}

export type OwnMessageRow = Awaited<ReturnType<typeof selectMessagesOf>>[number];

/** How many requests the user sent, quotes and messages (two index-only counts). */
export async function countRequestsOf(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('quotes').select((q) => q.fn.countAll<string>().as('n')).where('user_id', '=', userId).as('quotes'),
      eb.selectFrom('messages').select((m) => m.fn.countAll<string>().as('n')).where('user_id', '=', userId).as('messages'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.quotes ?? 0) + Number(row.messages ?? 0);
}

/**
 * The status changes of the given quotes and messages, oldest first, read from the audit log by
 * each request's id (audit_log_entity_id_idx). Only the date and the new status are read: never
 * who made the change.
 */
export async function selectStatusChanges(db: Database, ids: { quotes: number[]; messages: number[] }) {
  const parts: RawBuilder<SqlBool>[] = [];
  for (const [entity, list] of [['quote', ids.quotes], ['message', ids.messages]] as const) {
    // A quote's status also moves with its quotation (issue 22): sent, accepted, declined, change asked for.
    const actions = entity === 'quote' ? ['quote.status', 'quotation.send', 'quotation.accept', 'quotation.decline', 'quotation.change'] : [`${entity}.status`];
    if (list.length > 0) parts.push(sql<SqlBool>`(entity_type = ${entity} and action in (${sql.join(actions)}) and entity_id in (${sql.join(list.map(String))}))`);
  }
  if (parts.length === 0) return [];
  return db
    .selectFrom('audit_log')
    .select(['entity_type', 'entity_id', 'created_at', sql<string | null>`after ->> 'status'`.as('status')])
    .where((eb) => eb.or(parts))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * The user's signed-in devices: each live session (a family's one unused, unrevoked, unexpired
 * token, renewed at most a quarter of an hour after its last use) with its first token, which
 * says when it began and what device it was.
 */
export async function selectDevices(db: Database, userId: string, now: Date, limit: number) {
  return db
    .selectFrom('refresh_tokens as live')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('refresh_tokens as first')
          .select(['first.created_at', 'first.device_browser', 'first.device_os'])
          .whereRef('first.family_id', '=', 'live.family_id')
          .orderBy('first.created_at')
          .limit(1)
          .as('first'),
      (join) => join.onTrue(),
    )
    .select(['live.family_id', 'live.created_at as last_active_at', 'first.created_at as started_at', 'first.device_browser', 'first.device_os'])
    .where('live.user_id', '=', userId)
    .where('live.used_at', 'is', null)
    .where('live.revoked_at', 'is', null)
    .where('live.expires_at', '>', now)
    .orderBy('live.created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Ends one of the user's sessions; false when the user has no such live session. */
export async function revokeFamilyOf(db: Database, userId: string, familyId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Everything the shop keeps of the user's quote requests, for the data download. */
export async function selectAllQuotesOf(db: Database, userId: string) {
  return db
    .selectFrom('quotes')
    .select([
      'id',
      'created_at',
      'kind',
      'product_sku',
      'company',
      'name',
      'email',
      'phone_country_code',
      'phone',
      'quantity',
      'notes',
      'images',
      'ip_address',
      'status',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function selectAllMessagesOf(db: Database, userId: string) {
  return db
    .selectFrom('messages')
    .select(['id', 'created_at', 'name', 'company', 'email', 'phone', 'subject', 'message', 'ip_address', 'status'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The audit entries about the account itself (its registration: status, class, unlocks, the buyer's own changes). */
export async function selectAccountAudit(db: Database, userId: string) {
  return db
    .selectFrom('audit_log')
    .select(['created_at', 'action', 'actor_id', 'before', 'after'])
    .where('entity_type', '=', 'registration')
    .where('entity_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
