// npx tsx bench/inbox/run.ts [--pglite] [--rows 10000] [--runs 40]
//
// Fills a scratch database (see ../support.ts) with `rows` quotes (half of them for products of a
// 1,000-product catalogue, one in five since deleted) and `rows` messages, then prints p50 / p95
// latency of the admin inbox calls — the same functions /api/admin/quotes and /api/admin/messages
// answer with — on the first, a middle and the last page, then the searches (company, e-mail, and
// for quotes SKU and part number), the status and date filters, and all of them at once (issue 20).
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { DEFAULT_INBOX_QUERY, type InboxQuery } from '#lib/inbox/query';
import { INBOX_PAGE_SIZE, type Page } from '#lib/inbox/types';
import { listMessages } from '#server/admin/messages/service';
import { listQuotes } from '#server/admin/quotes/service';
import type { Database } from '#server/db/index';
import { createDataset } from '../catalogue/dataset.ts';
import { measure, ms, printTable, scratchDatabase } from '../support.ts';

const { values: args } = parseArgs({
  options: { pglite: { type: 'boolean', default: false }, rows: { type: 'string', default: '10000' }, runs: { type: 'string', default: '40' } },
});
const rows = Number(args.rows);
const runs = Number(args.runs);

/** One INSERT … SELECT each, spread over the last year, with every status and quote kind. */
async function fillInboxes(db: Database): Promise<void> {
  await createDataset(db, 1000);
  await sql`
    insert into quotes (created_at, kind, product_id, product_sku, name, email, phone_country_code, phone, company, quantity, notes, status)
    select now() - (i || ' minutes')::interval * 50,
           (array['standard', 'wholesale', 'official', 'custom', 'home_lift'])[1 + i % 5]::text,
           p.id, p.sku, 'Buyer ' || i, 'buyer' || i || '@example.com', '+966', lpad((500000000 + i)::text, 9, '0'),
           'Company ' || (i % 500), 1 + i % 20, 'Notes of request ' || i,
           case when i % 3 = 0 then 'finished' else 'pending' end
    from generate_series(1, ${rows}) as i
    left join lateral (select id, sku from products where i % 5 < 3 order by id offset (i % 1000) limit 1) p on true`.execute(db);
  // Deleting products keeps their quotes (product_id set null, the SKU kept).
  await sql`delete from products where id % 5 = 0`.execute(db);
  await sql`
    insert into messages (created_at, name, company, email, phone, subject, message, status)
    select now() - (i || ' minutes')::interval * 50, 'Sender ' || i, case when i % 2 = 0 then 'Company ' || i end,
           'sender' || i || '@example.com', '+966 55 000 ' || lpad((i % 10000)::text, 4, '0'), 'Subject ' || i,
           'Message ' || i || E'\nSecond line.', (array['unread', 'read', 'archived'])[1 + i % 3]
    from generate_series(1, ${rows}) as i`.execute(db);
}

const scratch = await scratchDatabase({ pglite: args.pglite });
try {
  const filling = performance.now();
  await fillInboxes(scratch.db);
  console.log(`${scratch.label}: ${rows.toLocaleString('en')} quotes and ${rows.toLocaleString('en')} messages in ${((performance.now() - filling) / 1000).toFixed(1)} s; ${runs} runs per call\n`);
  const lastPage = Math.ceil(rows / INBOX_PAGE_SIZE);
  const pages = { first: 1, middle: Math.ceil(lastPage / 2), last: lastPage };
  const table: string[][] = [['call', 'rows on page', 'total', 'p50', 'p95']];
  const query = (change: Partial<InboxQuery>): InboxQuery => ({ ...DEFAULT_INBOX_QUERY, ...change });
  // Riyadh days: the last 30, and one month in the middle of the year the rows span.
  const day = (daysAgo: number) => new Date(Date.now() + 3 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const lastMonth = { from: day(30), to: day(0) };
  const midYear = { from: day(200), to: day(170) };
  const { sku, part } = await sql<{ sku: string; part: string }>`select sku, part_number as part from products order by id offset 10 limit 1`
    .execute(scratch.db)
    .then((r) => r.rows[0]!);
  // The statuses are the inboxes' own; the bench names them as the URL would.
  type List = (db: Database, query: InboxQuery) => Promise<Page<unknown>>;
  const inboxes: [string, List, [string, Partial<InboxQuery>][]][] = [
    [
      'quotes',
      listQuotes as List,
      [
        ['search company "company 42"', { q: 'company 42' }],
        ['search e-mail "buyer1234@"', { q: 'buyer1234@' }],
        [`search SKU ${sku}`, { q: sku }],
        [`search part number ${part}`, { q: part }],
        ['status pending', { status: 'pending' }],
        ['status finished, last page', { status: 'finished', page: Math.ceil(rows / 3 / INBOX_PAGE_SIZE) }],
        ['last 30 days', lastMonth],
        ['a month mid-year, pending', { ...midYear, status: 'pending' }],
        ['"company 4" + pending + mid-year', { ...midYear, status: 'pending', q: 'company 4' }],
      ],
    ],
    [
      'messages',
      listMessages as List,
      [
        ['search company "company 42"', { q: 'company 42' }],
        ['search e-mail "sender1234@"', { q: 'sender1234@' }],
        ['status unread', { status: 'unread' }],
        ['last 30 days', lastMonth],
        ['"company 4" + archived + mid-year', { ...midYear, status: 'archived', q: 'company 4' }],
      ],
    ],
  ];
  for (const [inbox, list, filtered] of inboxes) {
    for (const [which, page] of Object.entries(pages)) {
      const { p50, p95, result } = await measure(runs, () => list(scratch.db, query({ page })));
      table.push([`${inbox}, ${which} page (${page})`, String(result.items.length), result.total.toLocaleString('en'), ms(p50), ms(p95)]);
    }
    for (const [label, change] of filtered) {
      const { p50, p95, result } = await measure(runs, () => list(scratch.db, query(change)));
      table.push([`${inbox}, ${label}`, String(result.items.length), result.total.toLocaleString('en'), ms(p50), ms(p95)]);
    }
  }
  printTable(table);
} finally {
  await scratch.drop();
}
