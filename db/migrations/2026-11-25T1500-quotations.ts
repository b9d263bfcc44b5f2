import { type Kysely, sql } from 'kysely';

/**
 * Issue 22, quotations: the shop's priced answer to a quote request (ADR 0030).
 *
 * 1. A request's statuses grow from pending/finished to pending, quoted, accepted, declined,
 *    finished ("expired" is read, not stored: quoted and the current version past its validity).
 *    The request keeps the buyer's language (for the PDF and e-mails), when it was first quoted
 *    (the owner's median time to quote) and, for the inbox's filter, the current sent version's
 *    validity.
 * 2. quotations: the versions of a request's quotation. A sent version is never updated except
 *    for its own answer (accepted, declined, change requested) or being superseded by the next
 *    sent version; at most one draft per request, at most one live sent version per request.
 *    Amounts are integer halalas (bigint), computed by src/lib/quotations/totals.ts.
 * 3. quotation_lines: a product (kept as SKU, part number and description when it is deleted) or
 *    a free SKU / part number; unit price in halalas, quantity, discount in basis points.
 * 4. quotation_numbers: one counter row per year, taken with the send in the same transaction
 *    (row lock): numbers are sequential, and a rolled-back send gives its number back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table quotes drop constraint quotes_status_check`.execute(db);
  await sql`alter table quotes add constraint quotes_status_check check (status in ('pending','quoted','accepted','declined','finished'))`.execute(db);
  await sql`alter table quotes add column locale text not null default 'en' check (locale in ('en','ar'))`.execute(db);
  await sql`alter table quotes add column quoted_at timestamptz`.execute(db);
  await sql`alter table quotes add column valid_until timestamptz`.execute(db);
  await sql`create index quotes_quoted_at_idx on quotes (quoted_at) where quoted_at is not null`.execute(db);
  await sql`create index quotes_quoted_valid_idx on quotes (valid_until, created_at desc, id desc) where status = 'quoted'`.execute(db);

  await sql`create table quotation_numbers (year integer primary key check (year between 2000 and 9999), last_number integer not null check (last_number >= 0))`.execute(db);

  await sql`
    create table quotations (
      id serial primary key,
      quote_id integer not null references quotes (id) on delete cascade,
      version integer not null check (version >= 1),
      number text check (number ~ '^Q-[0-9]{4}-[0-9]{6,}$'),
      status text not null check (status in ('draft','sent','superseded','accepted','declined','change_requested')),
      locale text not null check (locale in ('en','ar')),
      valid_until timestamptz not null,
      delivery_terms text not null default '',
      notes text not null default '',
      subtotal_halalas bigint not null check (subtotal_halalas >= 0),
      vat_halalas bigint not null check (vat_halalas >= 0),
      total_halalas bigint not null check (total_halalas = subtotal_halalas + vat_halalas),
      pdf_key text,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      sent_at timestamptz,
      responded_at timestamptz,
      response_note text,
      reminder_queued_at timestamptz,
      unique (quote_id, version),
      check ((status = 'draft') = (sent_at is null)),
      check (status = 'draft' or number is not null)
    )`.execute(db);
  await sql`create unique index quotations_one_draft_idx on quotations (quote_id) where status = 'draft'`.execute(db);
  await sql`create unique index quotations_one_live_idx on quotations (quote_id) where status in ('sent','accepted','declined','change_requested')`.execute(db);
  await sql`create index quotations_number_idx on quotations (number)`.execute(db);
  await sql`create index quotations_accepted_idx on quotations (responded_at) where status = 'accepted'`.execute(db);
  await sql`create index quotations_reminder_idx on quotations (valid_until) where status = 'sent' and reminder_queued_at is null`.execute(db);

  await sql`
    create table quotation_lines (
      quotation_id integer not null references quotations (id) on delete cascade,
      position integer not null check (position >= 0),
      product_id integer references products (id) on delete set null,
      sku text not null default '',
      part_number text not null default '',
      description text not null,
      unit_price_halalas bigint not null check (unit_price_halalas >= 0),
      quantity integer not null check (quantity >= 1),
      discount_bp integer not null default 0 check (discount_bp between 0 and 10000),
      lead_time text not null default '',
      line_total_halalas bigint not null check (line_total_halalas >= 0),
      primary key (quotation_id, position)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table quotation_lines`.execute(db);
  await sql`drop table quotations`.execute(db);
  await sql`drop table quotation_numbers`.execute(db);
  await sql`drop index quotes_quoted_valid_idx`.execute(db);
  await sql`drop index quotes_quoted_at_idx`.execute(db);
  await sql`alter table quotes drop column valid_until`.execute(db);
  await sql`alter table quotes drop column quoted_at`.execute(db);
  await sql`alter table quotes drop column locale`.execute(db);
  await sql`update quotes set status = 'pending' where status in ('quoted','accepted','declined')`.execute(db);
  await sql`alter table quotes drop constraint quotes_status_check`.execute(db);
  await sql`alter table quotes add constraint quotes_status_check check (status in ('pending','finished'))`.execute(db);
}
