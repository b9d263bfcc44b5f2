import { type Kysely, sql } from 'kysely';

/**
 * Failed sign-ins counted per e-mail address *and client address* (issue 11 item 8), replacing
 * the per-e-mail `login_lockouts`: five failures lock that pair for a day, so an attacker locks
 * out only itself. A row also remembers when the pair last signed in, so the owner's own
 * addresses are spared the delays that slow a flood on the account from many addresses.
 * Existing per-e-mail locks are not carried over: they cannot be tied to an address, and they
 * are the locks the issue is about.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`failed_count >= 0`))
    .addColumn('last_failed_at', 'timestamptz')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('signed_in_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('sign_in_failures_pkey', ['email', 'ip'])
    .execute();
  // Rows untouched for months are swept on the way (see sign-in-attempts.ts).
  await db.schema.createIndex('sign_in_failures_updated_idx').on('sign_in_failures').column('updated_at').execute();
  await db.schema.dropTable('login_lockouts').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_lockouts')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`failed_count >= 0`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.dropTable('sign_in_failures').execute();
}
