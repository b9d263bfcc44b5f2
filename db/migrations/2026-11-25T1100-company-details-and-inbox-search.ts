import { type Kysely, sql } from 'kysely';

/**
 * Issue 20 (and the company half of issue 22), ADR 0024.
 *
 * 1. The company's details become one row the administrator edits (the maintenance switch's row,
 *    site_settings, stays apart: it is switched with an idempotency key, this row is edited at a
 *    version). No row is inserted here: until the first save, the site shows the environment's
 *    values (COMPANY_*, WHATSAPP_NUMBER), which only the running site reliably has; a migration run
 *    from a laptop would store the laptop's. The checks repeat src/lib/validation/company.ts, so a
 *    write that slipped past the schema still cannot store a malformed number.
 *
 * 2. The quote and message inboxes search company, name, e-mail (and a quote's SKU and the part
 *    number kept after its product was deleted) as "contains", through one lower-case column each,
 *    kept by the database and trigram-indexed like products.search_text; a product that still exists
 *    is matched by its own SKU and part number through products' index. Status filters read newest
 *    first, so their index is (status, created_at, id); it replaces the status-only one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table company_details (
      id boolean primary key default true check (id),
      phone text not null check (length(phone) between 1 and 30),
      sales_email text not null check (length(sales_email) between 3 and 254),
      support_email text not null check (length(support_email) between 3 and 254),
      whatsapp_number text not null check (whatsapp_number ~ '^[0-9]{8,15}$'),
      address_en text not null check (length(address_en) between 1 and 200),
      address_ar text not null check (length(address_ar) between 1 and 200),
      legal_name_en text not null check (length(legal_name_en) between 1 and 150),
      legal_name_ar text not null check (length(legal_name_ar) between 1 and 150),
      cr_number text not null check (cr_number ~ '^[0-9]{10}$'),
      vat_number text not null check (vat_number ~ '^3[0-9]{13}3$'),
      hours_first_day text not null check (hours_first_day in ('sunday','monday','tuesday','wednesday','thursday','friday','saturday')),
      hours_last_day text not null check (hours_last_day in ('sunday','monday','tuesday','wednesday','thursday','friday','saturday')),
      hours_opens text not null check (hours_opens ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      hours_closes text not null check (hours_closes ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      version integer not null default 1,
      updated_at timestamptz not null default now(),
      check (hours_opens < hours_closes)
    )`.execute(db);

  await sql`alter table quotes add column search_text text not null generated always as (
    lower(company) || ' ' || lower(name) || ' ' || lower(email) || ' ' || coalesce(product_sku, '') || ' ' || lower(coalesce(product_part_number, ''))
  ) stored`.execute(db);
  await sql`create index quotes_search_text_trgm_idx on quotes using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`alter table messages add column search_text text not null generated always as (
    lower(coalesce(company, '')) || ' ' || lower(name) || ' ' || lower(email)
  ) stored`.execute(db);
  await sql`create index messages_search_text_trgm_idx on messages using gin (search_text gin_trgm_ops)`.execute(db);

  await sql`create index quotes_status_created_idx on quotes (status, created_at, id)`.execute(db);
  await sql`drop index quotes_status_idx`.execute(db);
  await sql`create index messages_status_created_idx on messages (status, created_at, id)`.execute(db);
  await sql`drop index messages_status_idx`.execute(db);
  // A search by part number reaches quotes through their product; the foreign key had no index.
  await sql`create index quotes_product_idx on quotes (product_id) where product_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index quotes_product_idx`.execute(db);
  await sql`create index messages_status_idx on messages (status)`.execute(db);
  await sql`drop index messages_status_created_idx`.execute(db);
  await sql`create index quotes_status_idx on quotes (status)`.execute(db);
  await sql`drop index quotes_status_created_idx`.execute(db);
  await sql`alter table messages drop column search_text`.execute(db);
  await sql`alter table quotes drop column search_text`.execute(db);
  await sql`drop table company_details`.execute(db);
}
