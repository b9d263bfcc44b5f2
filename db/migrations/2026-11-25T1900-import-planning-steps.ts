import { type Kysely, sql } from 'kysely';

/**
 * Issue 24: the dry run of a large file runs in steps like the apply (ADR 0029). An import is
 * `planning` until every row is planned; `planned_through` is the last data row planned, the
 * cursor the next step continues from.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table product_imports add column planned_through integer not null default 0`.execute(db);
  await sql`alter table product_imports drop constraint product_imports_status_check`.execute(db);
  await sql`alter table product_imports add constraint product_imports_status_check
    check (status in ('planning', 'ready', 'applying', 'applied', 'cancelled'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from product_imports where status = 'planning'`.execute(db);
  await sql`alter table product_imports drop constraint product_imports_status_check`.execute(db);
  await sql`alter table product_imports add constraint product_imports_status_check
    check (status in ('ready', 'applying', 'applied', 'cancelled'))`.execute(db);
  await sql`alter table product_imports drop column planned_through`.execute(db);
}
