import { sql } from 'kysely';
import { slugify } from '#lib/categories';
import type { Database } from '#server/db/index';
import { SEED_CATEGORIES } from '#db/seed/categories';
import type { ScratchDatabase } from '#db/scratch-database';
import { scratchDatabase } from '../support.ts';

/**
 * A catalogue of `count` products generated inside the database (one INSERT … SELECT over
 * generate_series, so 100,000 rows take seconds): realistic names in both languages, every
 * product in its part category and a brand, a third also in a leftover category, 1 in 20 hidden,
 * 1 in 40 on sale.
 */
const PARTS = [
  ['Door Operator Motor', 'محرك مشغل الباب'], ['Door Controller Card', 'كرت تحكم الباب'], ['Door Motor Pulley', 'بكرة محرك الباب'],
  ['Car Door Vane', 'ريشة باب الكابينة'], ['Door Drive Belt', 'سير محرك الباب'], ['Landing Door Lock', 'قفل باب الطابق'],
  ['Door Sliding Shoe', 'حذاء انزلاق الباب'], ['Door Hanger Roller', 'بكرة تعليق الباب'], ['Door Safety Contact', 'ملامس أمان الباب'],
  ['Door Closing Spring', 'نابض إغلاق الباب'], ['Gearless Traction Machine', 'ماكينة جر بدون تروس'], ['Steel Hoist Rope', 'حبل رفع فولاذي'],
  ['Counterweight Guide Shoe', 'حذاء توجيه الثقل الموازن'], ['Car Guide Shoe', 'حذاء توجيه الكابينة'], ['Traction Sheave', 'بكرة الجر'],
  ['Service Test Tool', 'أداة فحص الصيانة'], ['Main Control Board', 'اللوحة الرئيسية للتحكم'], ['Elevator Inverter', 'إنفرتر مصعد'],
  ['IGBT Power Module', 'وحدة طاقة IGBT'], ['Rotary Encoder', 'إنكودر دوار'], ['Door Light Curtain', 'ستارة ضوئية للباب'],
  ['Levelling Sensor', 'حساس التسوية'], ['Switching Power Supply', 'مزود طاقة'], ['Final Limit Switch', 'مفتاح النهاية الأخير'],
  ['Car Operating Panel', 'لوحة تشغيل الكابينة'], ['Round Push Button', 'زر ضغط دائري'], ['RFID Access Reader', 'قارئ دخول RFID'],
  ['Voice Announcer', 'جهاز الإعلان الصوتي'], ['Overspeed Governor', 'منظم السرعة الزائدة'], ['Triangle Emergency Key', 'مفتاح الطوارئ المثلث'],
  ['Car Ventilation Fan', 'مروحة تهوية الكابينة'], ['Rail Oil Can', 'علبة زيت القضبان'], ['Escalator Handrail', 'درابزين السلم المتحرك'],
  ['Escalator Step Chain Roller', 'بكرة سلسلة درجة السلم المتحرك'],
];
const BRANDS = ['KONE', 'OTIS', 'Mitsubishi', 'Schindler', 'Fermator', 'Sigma', 'Thyssenkrupp', 'Fuji'];
const LEFTOVERS = ['Cables & Wiring', 'Lighting', 'Intercoms'];
/** The part categories in the order of PARTS (each part's own category). */
const PART_CATEGORIES = SEED_CATEGORIES.slice(0, 34).map((c) => c.en);

export async function createDataset(db: Database, count: number): Promise<void> {
  const categories = await db
    .insertInto('categories')
    .values(SEED_CATEGORIES.map((c, i) => ({ slug: slugify(c.en), name_en: c.en, name_ar: c.ar, created_at: new Date(Date.UTC(2025, 0, 1, 0, 0, i)) })))
    .returning(['id', 'name_en'])
    .execute();
  const id = (name: string) => categories.find((c) => c.name_en === name)!.id;
  const partIds = PART_CATEGORIES.map(id);
  const brandIds = BRANDS.map(id);
  const leftoverIds = LEFTOVERS.map(id);

  await sql`
    insert into products (sku, part_number, name_en, name_ar, description_en, description_ar,
      new_customer_price, retail_price, small_companies_price, large_companies_price, distributors_price,
      on_sale, sale_price, sale_ends_at, images, status, created_at)
    select lpad((20000000 + g)::text, 8, '0'),
      (${sql.val(BRANDS.map((b) => b.slice(0, 2).toUpperCase()))}::text[])[1 + g % 8] || '-' || (1000 + g % 9000) || '-' || chr(65 + g % 26),
      (${sql.val(BRANDS)}::text[])[1 + g % 8] || ' ' || (${sql.val(PARTS.map((p) => p[0]))}::text[])[1 + g % ${sql.lit(PARTS.length)}] || ' ' || g,
      (${sql.val(PARTS.map((p) => p[1]))}::text[])[1 + g % ${sql.lit(PARTS.length)}] || ' ' || g,
      'Spare part for elevators and escalators.', 'قطعة غيار للمصاعد والسلالم المتحركة.',
      (100 + g % 900) * 1.45, (100 + g % 900) * 1.35, (100 + g % 900) * 1.2, (100 + g % 900) * 1.1, 100 + g % 900,
      g % 40 = 3, case when g % 40 = 3 then (100 + g % 900) * 0.85 end,
      case when g % 40 = 3 then now() + (g % 30 + 1) * interval '1 day' end,
      '[]'::jsonb, case when g % 20 = 19 then 'hidden' else 'active' end,
      timestamptz '2025-01-01' + g * interval '1 minute'
    from generate_series(1, ${sql.lit(count)}) g`.execute(db);

  // Links: the part's category and a brand for every product, a leftover for every third.
  await sql`
    insert into product_categories (product_id, category_id)
    select p.id, (${sql.val(partIds)}::int[])[1 + (p.id - 1) % ${sql.lit(PARTS.length)}] from products p
    union all
    select p.id, (${sql.val(brandIds)}::int[])[1 + (p.id - 1) % 8] from products p
    union all
    select p.id, (${sql.val(leftoverIds)}::int[])[1 + (p.id - 1) % 3] from products p where p.id % 3 = 0`.execute(db);
  // A live catalogue is vacuumed by autovacuum; a freshly loaded one is not until this runs.
  await sql`vacuum analyze`.execute(db);
}

/** A scratch database (bench/support.ts) with the catalogue of `count` products, said on the console. */
export async function seededCatalogue({ pglite }: { pglite: boolean }, count: number, runs: number): Promise<ScratchDatabase> {
  const scratch = await scratchDatabase({ pglite });
  try {
    const seeding = performance.now();
    await createDataset(scratch.db, count);
    console.log(`${scratch.label}: ${count.toLocaleString('en')} products seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ${runs} runs per call\n`);
    return scratch;
  } catch (error) {
    await scratch.drop();
    throw error;
  }
}
