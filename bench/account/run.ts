// npx tsx bench/account/run.ts [--pglite] [--requests 100000] [--mine 1000] [--runs 40]
//
// "My requests" on /account (issue 21): a buyer with `mine` requests (quotes and messages, half
// each) among `requests` of the whole shop (the rest from 2,000 other buyers and from visitors),
// a third of them moved on by the shop (their status changes in the audit log). Prints p50 / p95
// of the list as /api/account/requests answers it (keyset page with its total and its status
// histories) on the first page, a middle one and the last, next to the naive read in the same run:
// the buyer's rows found by e-mail with ILIKE, both tables merged, ORDER BY … OFFSET.
// A scratch database on BENCH_DATABASE_URL (default the local PostgreSQL), dropped afterwards; or
// in-memory PGlite with --pglite.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { ACCOUNT_REQUESTS_PAGE_SIZE, parseCursor, type AccountRequestsPage } from '#lib/account/requests';
import { listRequests } from '#server/account/requests';
import type { Database } from '#server/db/index';
import { createDataset } from '../catalogue/dataset.ts';
import { measure, ms, printTable, scratchDatabase } from '../support.ts';

const { values: args } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    requests: { type: 'string', default: '100000' },
    mine: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '40' },
  },
});
const total = Number(args.requests);
const mine = Number(args.mine);
const runs = Number(args.runs);
const BUYER_EMAIL = 'buyer@gulf-towers.example';

/** The shop's requests, one INSERT … SELECT per table, spread over two years, every status and kind. */
async function fill(db: Database): Promise<string> {
  await createDataset(db, 1000);
  const buyer = await db.insertInto('users').values({ email: BUYER_EMAIL, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
  await sql`insert into users (email, password_hash) select 'other' || i || '@example.com', 'x' from generate_series(1, 2000) as i`.execute(db);
  const perTable = Math.floor(total / 2);
  const minePerTable = Math.floor(mine / 2);
  // Every n-th row is the buyer's; of the others, half come from other buyers and half from visitors.
  const every = Math.floor(perTable / minePerTable);
  const owner = (i: string) => sql`case
      when ${sql.raw(i)} % ${every} = 0 and ${sql.raw(i)} / ${every} <= ${minePerTable} then ${buyer.id}::uuid
      when ${sql.raw(i)} % 2 = 0 then (select id from users where email = 'other' || (1 + ${sql.raw(i)} % 2000) || '@example.com')
    end`;
  await sql`
    insert into quotes (created_at, kind, product_id, product_sku, name, email, phone_country_code, phone, company, quantity, notes, status, user_id)
    select now() - (i || ' minutes')::interval * 10,
           (array['standard', 'wholesale', 'official', 'custom', 'home_lift'])[1 + i % 5]::text,
           p.id, p.sku, 'Buyer ' || i, case when ${owner('i')} = ${buyer.id}::uuid then ${BUYER_EMAIL} else 'buyer' || i || '@example.com' end,
           '+966', lpad((500000000 + i)::text, 9, '0'), 'Company ' || (i % 500), 1 + i % 20, 'Notes of request ' || i,
           case when i % 3 = 0 then 'finished' else 'pending' end, ${owner('i')}
    from generate_series(1, ${perTable}) as i
    left join lateral (select id, sku from products where i % 5 < 3 order by id offset (i % 1000) limit 1) p on true`.execute(db);
  await sql`
    insert into messages (created_at, name, email, phone, subject, message, status, user_id)
    select now() - (i || ' minutes')::interval * 10 - interval '3 minutes', 'Sender ' || i,
           case when ${owner('i')} = ${buyer.id}::uuid then ${BUYER_EMAIL} else 'sender' || i || '@example.com' end,
           '+966 55 000 ' || lpad((i % 10000)::text, 4, '0'), 'Subject ' || i, 'Message ' || i,
           (array['unread', 'read', 'archived'])[1 + i % 3], ${owner('i')}
    from generate_series(1, ${perTable}) as i`.execute(db);
  // The shop's status changes, as the inboxes log them (one entry per move).
  await sql`
    insert into audit_log (created_at, actor_email, action, entity_type, entity_id, before, after)
    select created_at + interval '1 hour', 'admin@liftparts.example', 'quote.status', 'quote', id::text, '{"status":"pending"}'::jsonb, '{"status":"finished"}'::jsonb
    from quotes where status = 'finished'`.execute(db);
  await sql`
    insert into audit_log (created_at, actor_email, action, entity_type, entity_id, before, after)
    select created_at + interval '1 hour', 'admin@liftparts.example', 'message.status', 'message', id::text, '{"status":"unread"}'::jsonb, '{"status":"read"}'::jsonb
    from messages where status in ('read', 'archived')
    union all
    select created_at + interval '2 hours', 'admin@liftparts.example', 'message.status', 'message', id::text, '{"status":"read"}'::jsonb, '{"status":"archived"}'::jsonb
    from messages where status = 'archived'`.execute(db);
  await sql`analyze`.execute(db);
  return buyer.id;
}

/**
 * What a first version would do without an owner column: the buyer's rows by e-mail, matched
 * case-insensitively with ILIKE (no index serves it), both tables merged and sorted, the page cut
 * with OFFSET, and the total counted the same way.
 */
async function naiveList(db: Database, email: string, offset: number) {
  const rows = sql`
    select 'quote' as type, id, created_at, status from quotes where email ilike ${email}
    union all
    select 'message' as type, id, created_at, status from messages where email ilike ${email}`;
  const [page, count] = await Promise.all([
    sql<{ type: string; id: number }>`select * from (${rows}) r order by created_at desc, type desc, id desc offset ${offset} limit ${ACCOUNT_REQUESTS_PAGE_SIZE}`.execute(db),
    sql<{ n: string }>`select count(*) as n from (${rows}) r`.execute(db),
  ]);
  return { items: page.rows, total: Number(count.rows[0]!.n) };
}

const scratch = await scratchDatabase({ pglite: args.pglite });
try {
  const filling = performance.now();
  const buyerId = await fill(scratch.db);
  const owned = await listRequests(scratch.db, buyerId);
  console.log(
    `${scratch.label}: ${total.toLocaleString('en')} requests (quotes and messages), ${owned.total.toLocaleString('en')} of them the buyer's, filled in ${((performance.now() - filling) / 1000).toFixed(1)} s; ${runs} runs per call\n`,
  );

  // The cursors a buyer reaches by pressing "Show more", page after page.
  const cursors: (string | null)[] = [null];
  for (let page: AccountRequestsPage = owned; page.next; page = await listRequests(scratch.db, buyerId, parseCursor(page.next)!)) cursors.push(page.next);
  const pages = { first: 0, middle: Math.floor((cursors.length - 1) / 2), last: cursors.length - 1 };

  const table: string[][] = [['page of My requests', 'rows', 'this p50', 'this p95', 'naive p50', 'naive p95', 'ratio p95']];
  for (const [which, index] of Object.entries(pages)) {
    const cursor = cursors[index] ? parseCursor(cursors[index]!)! : undefined;
    const ours = await measure(runs, () => listRequests(scratch.db, buyerId, cursor));
    const naive = await measure(runs, () => naiveList(scratch.db, BUYER_EMAIL, index * ACCOUNT_REQUESTS_PAGE_SIZE));
    if (ours.result.total !== naive.result.total || ours.result.items.length !== naive.result.items.length) throw new Error(`${which}: the two reads disagree`);
    table.push([`${which} (${index + 1} of ${cursors.length})`, String(ours.result.items.length), ms(ours.p50), ms(ours.p95), ms(naive.p50), ms(naive.p95), `${(naive.p95 / ours.p95).toFixed(1)}×`]);
  }
  printTable(table);
  console.log('\n"this": keyset page on (user_id, created_at desc, id desc), with the total and the page’s status histories from the audit log');
  console.log('"naive": e-mail ILIKE over both tables, ORDER BY … OFFSET, count (no history)');
} finally {
  await scratch.drop();
}
