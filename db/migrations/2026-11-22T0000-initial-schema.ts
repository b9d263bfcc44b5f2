import { type Kysely, sql } from 'kysely';

/** Every entity of SPEC section 3, plus users, refresh tokens and rate-limit events. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(email) and length(email) <= 254`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('users_email_key').unique().on('users').column('email').execute();

  await db.schema
    .createTable('company_profiles')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('company_name', 'text', (c) => c.notNull().check(sql`length(company_name) between 1 and 100`))
    .addColumn('registration_number', 'text', (c) => c.notNull().defaultTo('2025'))
    .addColumn('contact_person', 'text', (c) => c.notNull().check(sql`length(contact_person) between 1 and 100`))
    .addColumn('phone_country_code', 'text', (c) =>
      c.notNull().check(sql`phone_country_code in ('+966','+971','+974','+973','+968','+965','+962')`),
    )
    .addColumn('phone', 'text', (c) => c.notNull().check(sql`phone ~ '^[0-9]{9}$'`))
    .addColumn('country', 'text', (c) => c.notNull().check(sql`length(country) between 1 and 50`))
    .addColumn('city', 'text', (c) => c.notNull().check(sql`length(city) between 1 and 50`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending','approved','rejected')`))
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new_customer')
        .check(sql`role in ('new_customer','retail','small_company','large_company','distributor','admin')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('company_profiles_status_idx').on('company_profiles').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('rate_limit_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('rate_limit_events_lookup_idx').on('rate_limit_events').columns(['bucket', 'key', 'created_at']).execute();

  await db.schema
    .createTable('login_lockouts')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`failed_count >= 0`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique().check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`))
    .addColumn('name_en', 'text', (c) => c.notNull().check(sql`length(name_en) between 1 and 100`))
    .addColumn('name_ar', 'text', (c) => c.notNull().check(sql`length(name_ar) between 1 and 100`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('sku', 'text', (c) => c.notNull().unique().check(sql`sku ~ '^[0-9]{8}$'`))
    .addColumn('part_number', 'text', (c) => c.notNull().check(sql`length(part_number) between 1 and 100`))
    .addColumn('name_en', 'text', (c) => c.notNull().check(sql`length(name_en) between 1 and 200`))
    .addColumn('name_ar', 'text', (c) => c.notNull().check(sql`length(name_ar) between 1 and 200`))
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_ar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('new_customer_price', sql`numeric(12,2)`, (c) => c.check(sql`new_customer_price >= 0`))
    .addColumn('retail_price', sql`numeric(12,2)`, (c) => c.check(sql`retail_price >= 0`))
    .addColumn('small_companies_price', sql`numeric(12,2)`, (c) => c.check(sql`small_companies_price >= 0`))
    .addColumn('large_companies_price', sql`numeric(12,2)`, (c) => c.check(sql`large_companies_price >= 0`))
    .addColumn('distributors_price', sql`numeric(12,2)`, (c) => c.notNull().check(sql`distributors_price >= 0`))
    .addColumn('on_sale', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sale_price', sql`numeric(12,2)`, (c) => c.check(sql`sale_price >= 0`))
    .addColumn('sale_ends_at', 'timestamptz')
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`).check(sql`jsonb_typeof(images) = 'array'`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('hidden').check(sql`status in ('active','hidden')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The public catalogue lists active products in creation order; sales are listed by end date.
  await sql`create index products_active_order_idx on products (created_at, id) where status = 'active'`.execute(db);
  await sql`create index products_active_sale_idx on products (sale_ends_at, id) where status = 'active' and on_sale`.execute(db);
  // Code search: case-insensitive "contains" on sku, part number and both names.
  await sql`create index products_search_trgm_idx on products
    using gin ((sku || ' ' || lower(part_number) || ' ' || lower(name_en) || ' ' || lower(name_ar)) gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('product_categories')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_categories_pkey', ['product_id', 'category_id'])
    .execute();
  await db.schema.createIndex('product_categories_category_idx').on('product_categories').columns(['category_id', 'product_id']).execute();

  await db.schema
    .createTable('quotes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('standard','wholesale','official','custom','home_lift')`))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('product_sku', 'text')
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) between 1 and 100`))
    .addColumn('email', 'text', (c) => c.notNull().check(sql`length(email) <= 254`))
    .addColumn('phone_country_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().check(sql`phone ~ '^[0-9]{9}$'`))
    .addColumn('company', 'text', (c) => c.notNull().check(sql`length(company) <= 100`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('ip_address', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending','finished')`))
    .execute();
  await db.schema.createIndex('quotes_created_idx').on('quotes').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('quotes_status_idx').on('quotes').column('status').execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) between 1 and 100`))
    .addColumn('company', 'text', (c) => c.check(sql`length(company) <= 100`))
    .addColumn('email', 'text', (c) => c.notNull().check(sql`length(email) <= 254`))
    .addColumn('phone', 'text', (c) => c.notNull().check(sql`length(phone) between 1 and 20`))
    .addColumn('subject', 'text', (c) => c.notNull().check(sql`length(subject) between 1 and 200`))
    .addColumn('message', 'text', (c) => c.notNull().check(sql`length(message) between 1 and 2000`))
    .addColumn('ip_address', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('unread').check(sql`status in ('unread','read','archived')`))
    .execute();
  await db.schema.createIndex('messages_created_idx').on('messages').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('messages_status_idx').on('messages').column('status').execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'boolean', (c) => c.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('maintenance_mode', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('maintenance_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'site_settings', 'messages', 'quotes', 'product_categories', 'products', 'categories',
    'login_lockouts', 'rate_limit_events', 'refresh_tokens', 'company_profiles', 'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
