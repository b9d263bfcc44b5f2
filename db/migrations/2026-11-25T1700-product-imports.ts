import { type Kysely, sql } from 'kysely';

/**
 * Issue 24, spreadsheet imports of the catalogue (ADR 0029).
 *
 * 1. product_imports: one row per uploaded file (the import history): who, when, the file's name,
 *    format and private storage key, the dry run's counts, and the apply's state: its mode, how many
 *    of its rows are written (the cursor a resumed step continues from) and when it finished.
 * 2. product_import_rows: the dry run's plan, one row per spreadsheet row: what it does (create,
 *    update, unchanged, bad), the product as it will be written, the version of the product it was
 *    compared with, the changed columns and the problems. The apply walks it in row order, a chunk
 *    per step; the rows go with their import.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table product_imports (
    id serial primary key,
    created_at timestamptz not null,
    actor_id uuid references users (id) on delete set null,
    actor_email text not null,
    file_name text not null check (length(file_name) between 1 and 200),
    format text not null check (format in ('csv', 'xlsx')),
    file_key text not null,
    decoded_from text check (decoded_from in ('windows-1256')),
    counts jsonb not null,
    status text not null check (status in ('ready', 'applying', 'applied', 'cancelled')),
    mode text check (mode in ('all_or_nothing', 'skip_bad_rows')),
    to_apply integer not null default 0 check (to_apply >= 0),
    applied integer not null default 0 check (applied >= 0),
    applied_through integer not null default 0,
    applied_at timestamptz
  )`.execute(db);
  await sql`create index product_imports_created_idx on product_imports (created_at desc, id desc)`.execute(db);

  await sql`create table product_import_rows (
    import_id integer not null references product_imports (id) on delete cascade,
    row_number integer not null,
    sku text not null,
    action text not null check (action in ('create', 'update', 'unchanged', 'bad')),
    product_id integer,
    product_version integer,
    product jsonb,
    changes jsonb,
    problems jsonb,
    primary key (import_id, row_number)
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table product_import_rows`.execute(db);
  await sql`drop table product_imports`.execute(db);
}
