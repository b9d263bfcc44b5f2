// npx tsx bench/quotations/run.ts [--pglite] [--rows 10000] [--runs 30]
//
// Issue 22's figures. 1) The quotation PDF of 20 lines in each language: generation time (p50 /
// p95 after warm-up, and the first, cold call of the process) and size, against the goals
// (<= 300 ms, <= 200 KB); the English document (no Arabic shaping, no bidi) is the baseline the
// Arabic one is read against. 2) The quotes inbox over
// `rows` requests that all have a sent quotation (a third accepted, a third declined, a third
// quoted with half of those expired), through listQuotes as GET /api/admin/quotes answers, p50 / p95
// for the first and last page and each quotation status filter, next to the same calls before any
// quotation existed (the same rows without quotations: the baseline).
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { DEFAULT_INBOX_QUERY, type InboxQuery } from '#lib/inbox/query';
import { INBOX_PAGE_SIZE, type QuoteFilterStatus } from '#lib/inbox/types';
import { listQuotes } from '#server/admin/quotes/service';
import { renderQuotationPdf } from '#server/quotations/pdf';
import { sampleQuotation } from '../../tests/support/quotation-sample.ts';
import { measure, ms, printTable, scratchDatabase } from '../support.ts';

const { values: args } = parseArgs({ options: { pglite: { type: 'boolean', default: false }, rows: { type: 'string', default: '10000' }, runs: { type: 'string', default: '30' } } });
const rows = Number(args.rows);
const runs = Number(args.runs);

console.log('PDF of a 20-line quotation (goals: <= 300 ms, <= 200 KB)\n');
const pdfTable: string[][] = [['language', 'first call (cold)', 'p50', 'p95', 'size']];
for (const locale of ['en', 'ar'] as const) {
  const document = sampleQuotation(locale, 20);
  const started = performance.now();
  await renderQuotationPdf(document);
  const cold = performance.now() - started;
  const timing = await measure(runs, () => renderQuotationPdf(document));
  pdfTable.push([locale, ms(cold), ms(timing.p50), ms(timing.p95), `${(timing.result.length / 1024).toFixed(1)} KB`]);
}
printTable(pdfTable);

const scratch = await scratchDatabase({ pglite: args.pglite });
try {
  const db = scratch.db;
  await sql`
    insert into quotes (created_at, kind, name, email, phone_country_code, phone, company, quantity, notes, status)
    select now() - (i || ' minutes')::interval * 50, 'custom', 'Buyer ' || i, 'buyer' || i || '@example.com', '+966', lpad((500000000 + i)::text, 9, '0'),
           'Company ' || (i % 500), 1 + i % 20, 'Notes ' || i, 'pending'
    from generate_series(1, ${rows}) as i`.execute(db);
  const query = (change: Partial<InboxQuery<QuoteFilterStatus>>): InboxQuery<QuoteFilterStatus> => ({ ...DEFAULT_INBOX_QUERY, ...change });
  const lastPage = Math.ceil(rows / INBOX_PAGE_SIZE);
  const calls: [string, InboxQuery<QuoteFilterStatus>][] = [
    ['first page', query({})],
    ['last page', query({ page: lastPage })],
    ['status pending', query({ status: 'pending' })],
    ['status quoted', query({ status: 'quoted' })],
    ['status expired', query({ status: 'expired' })],
    ['status accepted', query({ status: 'accepted' })],
  ];
  const before = new Map<string, { p50: number; p95: number }>();
  for (const [name, q] of calls) before.set(name, await measure(runs, () => listQuotes(db, q)));

  // Every request gets a sent quotation of 3 lines; statuses spread as described above.
  await sql`
    insert into quotations (quote_id, version, number, status, locale, valid_until, subtotal_halalas, vat_halalas, total_halalas, created_at, updated_at, sent_at, responded_at)
    select q.id, 1, 'Q-2026-' || lpad(q.id::text, 6, '0'),
           case q.id % 3 when 0 then 'accepted' when 1 then 'declined' else 'sent' end,
           case when q.id % 2 = 0 then 'ar' else 'en' end,
           case when q.id % 6 = 2 then now() - interval '1 day' else now() + interval '20 days' end,
           100000, 15000, 115000, q.created_at, q.created_at, q.created_at + interval '2 hours',
           case when q.id % 3 <> 2 then q.created_at + interval '1 day' end
    from quotes q`.execute(db);
  await sql`
    insert into quotation_lines (quotation_id, position, sku, part_number, description, unit_price_halalas, quantity, discount_bp, line_total_halalas)
    select qt.id, p, 'SKU' || p, 'PN' || p, 'Part ' || p, 33333, 1, 0, 33333 from quotations qt, generate_series(0, 2) as p`.execute(db);
  await sql`
    update quotes q set status = case qt.status when 'accepted' then 'accepted' when 'declined' then 'declined' else 'quoted' end,
           quoted_at = qt.sent_at, valid_until = qt.valid_until
    from quotations qt where qt.quote_id = q.id`.execute(db);
  await sql`analyze`.execute(db);

  console.log(`\n${scratch.label}: the quotes inbox over ${rows.toLocaleString('en')} requests, ${runs} runs per call; before = no quotations yet, after = every request quoted\n`);
  const table: string[][] = [['call', 'rows', 'total', 'before p50', 'before p95', 'after p50', 'after p95']];
  for (const [name, q] of calls) {
    const after = await measure(runs, () => listQuotes(db, q));
    const base = before.get(name)!;
    table.push([name, String(after.result.items.length), after.result.total.toLocaleString('en'), ms(base.p50), ms(base.p95), ms(after.p50), ms(after.p95)]);
  }
  printTable(table);
} finally {
  await scratch.drop();
}
