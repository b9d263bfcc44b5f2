import { sql } from 'kysely';
import type { Database } from '#server/db/index';

/**
 * Two cross-references per product of the bench catalogue (200,000 for 100,000 products): the
 * brand's OEM number and the earlier number it replaces. Shared by the search and look-up benches.
 */
export async function seedCrossReferences(db: Database): Promise<void> {
  const seeding = performance.now();
  await sql`update products set cross_references = jsonb_build_array(
      jsonb_build_object('kind', 'oem', 'brand', split_part(name_en, ' ', 1), 'number', 'OE' || (500000 + id * 7)::text || '-' || chr(65 + id % 26)),
      jsonb_build_object('kind', 'replaces', 'brand', '', 'number', part_number || '-' || (id % 97)::text))`.execute(db);
  await sql`vacuum analyze products`.execute(db);
  const refs = await sql<{ n: string }>`select sum(jsonb_array_length(cross_references))::text as n from products`.execute(db);
  console.log(`${Number(refs.rows[0]!.n).toLocaleString('en')} cross-references in ${((performance.now() - seeding) / 1000).toFixed(1)} s\n`);
}
