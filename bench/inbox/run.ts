// npx tsx bench/inbox/run.ts [--pglite] [--rows 10000] [--runs 40]
//
// Fills a scratch database (see ../support.ts) with `rows` quotes (half of them for products of a
// 1,000-product catalogue, one in five since deleted) and `rows` messages, then prints p50 / p95
// latency of the admin inbox calls — the same functions /api/admin/quotes and /api/admin/messages
// answer with — on the first, a middle and the last page.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
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
  const inboxes: [string, (db: Database, page: number) => Promise<Page<unknown>>][] = [['quotes', listQuotes], ['messages', listMessages]];
  for (const [inbox, list] of inboxes) {
    for (const [which, page] of Object.entries(pages)) {
      const { p50, p95, result } = await measure(runs, () => list(scratch.db, page));
      table.push([`${inbox}, ${which} page (${page})`, String(result.items.length), result.total.toLocaleString('en'), ms(p50), ms(p95)]);
    }
  }
  printTable(table);
} finally {
  await scratch.drop();
}
