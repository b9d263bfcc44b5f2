import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CompanyDetailsTable, DB } from '../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export type CompanyDetailsRow = Selectable<CompanyDetailsTable>;

/** The single row; absent until the admin first saves the company details. (The admin's write is in src/server/admin/company.) */
export function findCompanyDetails(db: Executor, { lock = false }: { lock?: boolean } = {}) {
  const query = db.selectFrom('company_details').selectAll();
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}
