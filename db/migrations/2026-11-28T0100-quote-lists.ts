import { type Kysely, sql } from 'kysely';

/**
 * Issue 23 (ADR 0032): the quote list.
 * - `quotes.kind` gains `list`: one request with many lines.
 * - `quote_lines`: a list request's lines, written in the request's transaction. A line names a
 *   product (with its SKU, part number and names as they were when asked, so the request still
 *   reads right after the product changes or goes) or, for a number the catalogue did not know, the
 *   number as the buyer typed it (`requested`).
 * - `saved_quote_list_lines`: a signed-in buyer's list kept between devices, replaced as a whole
 *   by each save; a product's line goes with the product.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table quotes drop constraint quotes_kind_check`.execute(db);
  await sql`alter table quotes add constraint quotes_kind_check check (kind in ('standard','wholesale','official','custom','home_lift','list'))`.execute(db);

  await sql`
    create table quote_lines (
      quote_id integer not null references quotes (id) on delete cascade,
      position integer not null check (position >= 0),
      product_id integer references products (id) on delete set null,
      sku text,
      part_number text,
      name_en text,
      name_ar text,
      requested text check (length(requested) between 1 and 100),
      quantity integer not null check (quantity between 1 and 1000000),
      primary key (quote_id, position),
      check ((sku is null) <> (requested is null))
    )`.execute(db);
  await sql`create index quote_lines_product_idx on quote_lines (product_id) where product_id is not null`.execute(db);

  await sql`
    create table saved_quote_list_lines (
      user_id uuid not null references users (id) on delete cascade,
      position integer not null check (position >= 0),
      product_id integer references products (id) on delete cascade,
      requested text check (length(requested) between 1 and 100),
      quantity integer not null check (quantity between 1 and 1000000),
      primary key (user_id, position),
      check ((product_id is null) <> (requested is null))
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table saved_quote_list_lines`.execute(db);
  await sql`drop table quote_lines`.execute(db);
  await sql`delete from quotes where kind = 'list'`.execute(db);
  await sql`alter table quotes drop constraint quotes_kind_check`.execute(db);
  await sql`alter table quotes add constraint quotes_kind_check check (kind in ('standard','wholesale','official','custom','home_lift'))`.execute(db);
}
