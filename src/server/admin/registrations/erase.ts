import { sql } from 'kysely';
import type { Database } from '../../db/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { AuditActor } from '../audit.ts';
import { adminWrite } from '../write.ts';

/** What stands in for an erased person's name and phone in the requests kept (the columns' checks want a value). */
export const ERASED_NAME = '—';
const ERASED_QUOTE_PHONE = '000000000';
const ERASED_MESSAGE_PHONE = '—';

/** The personal keys the activity log keeps about a registration: removed from its entries on erasure. */
const PERSONAL_KEYS = ['email', 'companyName', 'contactPerson', 'phone', 'phoneCountryCode', 'city', 'country', 'crNumber', 'vatNumber', 'reason'];

/**
 * An administrator confirms a buyer's request to close their account (Saudi PDPL; issue 21): in one
 * transaction, the requests the buyer sent are kept for the shop's records without the person
 * (name, company, e-mail and phone replaced), the account with its profile, sessions and links is
 * deleted, its failed sign-ins and the e-mails to it go, and the log's entries about it lose their
 * personal keys. The confirmation is logged without personal data, beside the buyer's own request
 * (`registration.closure`). Only an account that asked: 409 `closure_not_requested` otherwise.
 */
export async function eraseAccount(db: Database, actor: AuditActor, userId: string, { now = new Date(), idempotencyKey = null }: { now?: Date; idempotencyKey?: string | null } = {}): Promise<{ erased: true }> {
  return adminWrite(db, actor, {
    now,
    key: idempotencyKey,
    content: { erase: userId },
    replayed: async () => ({ erased: true }),
    change: async (tx) => {
      const user = await tx
        .selectFrom('users')
        .innerJoin('company_profiles', 'company_profiles.user_id', 'users.id')
        .select(['users.id', 'users.email', 'users.closure_requested_at', 'company_profiles.role'])
        .where('users.id', '=', userId)
        .forUpdate('users')
        .executeTakeFirst();
      if (!user || user.role === 'admin') throw notFound('registration_not_found');
      if (!user.closure_requested_at) throw conflict('closure_not_requested');

      const quotes = await tx.updateTable('quotes').set({ name: ERASED_NAME, company: '', email: '', phone: ERASED_QUOTE_PHONE }).where('user_id', '=', userId).returning('id').execute();
      const messages = await tx.updateTable('messages').set({ name: ERASED_NAME, company: null, email: '', phone: ERASED_MESSAGE_PHONE }).where('user_id', '=', userId).returning('id').execute();
      await tx.deleteFrom('sign_in_failures').where('email', '=', user.email).execute();
      await tx.deleteFrom('email_outbox').where('recipient', '=', user.email).execute();
      const keys = sql`array[${sql.join(PERSONAL_KEYS)}]::text[]`;
      await tx
        .updateTable('audit_log')
        .set({ before: sql`before - ${keys}`, after: sql`after - ${keys}` })
        .where('entity_type', '=', 'registration')
        .where('entity_id', '=', userId)
        .execute();
      await tx.updateTable('audit_log').set({ actor_email: ERASED_NAME }).where('actor_id', '=', userId).execute();
      await tx.deleteFrom('users').where('id', '=', userId).execute();
      return {
        result: { erased: true as const },
        audit: {
          action: 'registration.erase',
          entity: 'registration',
          entityId: userId,
          before: { closureRequestedAt: new Date(user.closure_requested_at).toISOString() },
          after: { erased: true, keptQuotes: quotes.length, keptMessages: messages.length },
        },
      };
    },
  });
}
