/**
 * The demo catalogue: realistic parts, each made in two variants (brand, model), with prices for
 * every customer class, a few sales (most ending in the coming days, one expired) and a few hidden.
 */
import type { ProductCore, ProductReference, ProductStatus, ProductText } from '#lib/product';

interface Template {
  en: string;
  ar: string;
  descEn: string;
  descAr: string;
  category: string;
  /** Distributor price in SAR; the other classes are marked up from it. */
  base: number;
}

const TEMPLATES: Template[] = [
  { en: 'Door Operator Motor', ar: 'محرك مشغل الباب', descEn: 'Permanent-magnet synchronous door motor with integrated controller, for centre and side opening doors.', descAr: 'محرك باب متزامن بمغناطيس دائم مع وحدة تحكم مدمجة، للأبواب ذات الفتح المركزي والجانبي.', category: 'Door Motors', base: 2450 },
  { en: 'Door Controller Card', ar: 'كرت تحكم الباب', descEn: 'Door operator control board with obstruction detection and adjustable speed profiles.', descAr: 'لوحة تحكم لمشغل الباب مع كشف العوائق وإمكانية ضبط منحنيات السرعة.', category: 'Door Cards', base: 1180 },
  { en: 'Door Motor Pulley', ar: 'بكرة محرك الباب', descEn: 'Toothed drive pulley for door operator belts, hardened nylon hub.', descAr: 'بكرة إدارة مسننة لسيور مشغل الباب بمحور من النايلون المقوى.', category: 'Door Motors Pulley', base: 95 },
  { en: 'Car Door Vane', ar: 'ريشة باب الكابينة', descEn: 'Retractable car door vane (coupler) for synchronous landing door opening.', descAr: 'ريشة باب كابينة قابلة للسحب لفتح باب الطابق بشكل متزامن.', category: 'Door Vane', base: 640 },
  { en: 'Door Drive Belt', ar: 'سير محرك الباب', descEn: 'Reinforced polyurethane timing belt with fixing clips, cut to length.', descAr: 'سير توقيت من البولي يوريثان المقوى مع مشابك التثبيت، مقطوع حسب الطول.', category: 'Door Motor Belt & Clips', base: 120 },
  { en: 'Landing Door Lock', ar: 'قفل باب الطابق', descEn: 'Certified landing door interlock with safety contact, EN 81-20 compliant.', descAr: 'قفل باب طابق معتمد مع ملامس سلامة، مطابق لمعيار EN 81-20.', category: 'Door Locks', base: 310 },
  { en: 'Door Sliding Shoe', ar: 'حذاء انزلاق الباب', descEn: 'Low-friction door guide shoe for landing and car door sills.', descAr: 'حذاء توجيه منخفض الاحتكاك لعتبات أبواب الطوابق والكابينة.', category: 'Door Shoes', base: 18 },
  { en: 'Door Hanger Roller', ar: 'بكرة تعليق الباب', descEn: 'Sealed-bearing hanger roller, 60 mm, quiet polyurethane tyre.', descAr: 'بكرة تعليق بمحمل مغلق قطر 60 مم بإطار بولي يوريثان هادئ.', category: 'Door Rollers', base: 42 },
  { en: 'Door Safety Contact', ar: 'ملامس أمان الباب', descEn: 'Positive-break door contact with bridging plate.', descAr: 'ملامس باب بفصل إيجابي مع صفيحة توصيل.', category: 'Door Contacts', base: 65 },
  { en: 'Door Closing Spring', ar: 'نابض إغلاق الباب', descEn: 'Self-closing spring for landing doors, zinc-plated steel.', descAr: 'نابض إغلاق ذاتي لأبواب الطوابق من الفولاذ المطلي بالزنك.', category: 'Door Spring', base: 35 },
  { en: 'Gearless Traction Machine', ar: 'ماكينة جر بدون تروس', descEn: 'Permanent-magnet gearless machine for machine-room-less installations, 630 kg, 1 m/s.', descAr: 'ماكينة بدون تروس بمغناطيس دائم للتركيبات بدون غرفة ماكينات، 630 كجم، 1 م/ث.', category: 'Machines', base: 21500 },
  { en: 'Steel Hoist Rope 10 mm', ar: 'حبل رفع فولاذي 10 مم', descEn: '8x19 Seale hoist rope with fibre core, price per metre.', descAr: 'حبل رفع 8×19 سيل بقلب ليفي، السعر للمتر.', category: 'Ropes', base: 14 },
  { en: 'Counterweight Guide Shoe', ar: 'حذاء توجيه الثقل الموازن', descEn: 'Sliding guide shoe for counterweight frames, replaceable liner.', descAr: 'حذاء توجيه منزلق لإطارات الثقل الموازن مع بطانة قابلة للاستبدال.', category: 'Counterweight Shoes', base: 150 },
  { en: 'Car Guide Shoe', ar: 'حذاء توجيه الكابينة', descEn: 'Spring-loaded sliding guide shoe for 16 mm rails.', descAr: 'حذاء توجيه منزلق محمل بنابض لقضبان 16 مم.', category: 'Guide Shoes', base: 210 },
  { en: 'Traction Sheave', ar: 'بكرة الجر', descEn: 'Cast-iron traction sheave with hardened U-grooves, 5 x 10 mm ropes.', descAr: 'بكرة جر من الحديد الزهر بمجاري U مقساة لخمسة حبال 10 مم.', category: 'Traction Wheels', base: 3900 },
  { en: 'Service Test Tool', ar: 'أداة فحص الصيانة', descEn: 'Handheld service tool for parameter reading and fault history.', descAr: 'أداة صيانة محمولة لقراءة المعاملات وسجل الأعطال.', category: 'Test Tools', base: 1750 },
  { en: 'Main Control Board', ar: 'اللوحة الرئيسية للتحكم', descEn: 'Main elevator controller PCB, serial communication, tested before dispatch.', descAr: 'لوحة التحكم الرئيسية للمصعد باتصال تسلسلي، مفحوصة قبل الشحن.', category: 'Elevator PCB', base: 4200 },
  { en: 'Elevator Inverter 7.5 kW', ar: 'إنفرتر مصعد 7.5 كيلوواط', descEn: 'Dedicated elevator VVVF drive, 7.5 kW, closed-loop vector control.', descAr: 'محرك VVVF مخصص للمصاعد بقدرة 7.5 كيلوواط وتحكم متجهي بحلقة مغلقة.', category: 'Inverter', base: 5600 },
  { en: 'IGBT Power Module', ar: 'وحدة طاقة IGBT', descEn: 'Dual IGBT module, 1200 V 150 A, for elevator drives.', descAr: 'وحدة IGBT مزدوجة 1200 فولت 150 أمبير لمحركات المصاعد.', category: 'IGBT', base: 890 },
  { en: 'Rotary Encoder', ar: 'إنكودر دوار', descEn: 'Incremental encoder 1024 ppr, push-pull output.', descAr: 'إنكودر تزايدي 1024 نبضة لكل دورة بمخرج دفع وسحب.', category: 'Encoders', base: 720 },
  { en: 'Door Light Curtain', ar: 'ستارة ضوئية للباب', descEn: 'Full-height infrared light curtain, 154 beams, with power box.', descAr: 'ستارة ضوئية بالأشعة تحت الحمراء بكامل الارتفاع، 154 شعاعًا، مع صندوق الطاقة.', category: 'Photocells', base: 560 },
  { en: 'Levelling Sensor', ar: 'حساس التسوية', descEn: 'Magnetic bistable levelling switch for floor positioning.', descAr: 'مفتاح تسوية مغناطيسي ثنائي الاستقرار لتحديد موقع الطابق.', category: 'Sensors', base: 85 },
  { en: 'Switching Power Supply 24 V', ar: 'مزود طاقة 24 فولت', descEn: '24 V DC 5 A switching power supply for controllers and door operators.', descAr: 'مزود طاقة تبديلي 24 فولت تيار مستمر 5 أمبير للوحات التحكم ومشغلات الأبواب.', category: 'Power Supplies', base: 240 },
  { en: 'Final Limit Switch', ar: 'مفتاح النهاية الأخير', descEn: 'Heavy-duty roller limit switch for shaft terminals.', descAr: 'مفتاح نهاية ببكرة للخدمة الشاقة لنهايات البئر.', category: 'Limit Switches', base: 130 },
  { en: 'Car Operating Panel', ar: 'لوحة تشغيل الكابينة', descEn: 'Stainless-steel car operating panel with dot-matrix display, up to 16 stops.', descAr: 'لوحة تشغيل كابينة من الفولاذ المقاوم للصدأ مع شاشة نقطية حتى 16 وقفة.', category: 'COP and LOP', base: 2900 },
  { en: 'Round Push Button', ar: 'زر ضغط دائري', descEn: 'Micro-stroke push button with blue halo illumination, Braille marking.', descAr: 'زر ضغط قصير الشوط بإضاءة حلقية زرقاء وعلامات برايل.', category: 'Push Buttons', base: 38 },
  { en: 'RFID Access Reader', ar: 'قارئ دخول RFID', descEn: 'Card reader for floor access control, integrates with the car panel.', descAr: 'قارئ بطاقات للتحكم في الدخول إلى الطوابق يتكامل مع لوحة الكابينة.', category: 'Access Devices', base: 680 },
  { en: 'Voice Announcer', ar: 'جهاز الإعلان الصوتي', descEn: 'Floor and direction voice announcer, Arabic and English messages.', descAr: 'جهاز إعلان صوتي للطابق والاتجاه برسائل عربية وإنجليزية.', category: 'Sound Devices', base: 330 },
  { en: 'Overspeed Governor', ar: 'منظم السرعة الزائدة', descEn: 'Bidirectional overspeed governor, tripping speed 1.15 m/s.', descAr: 'منظم سرعة زائدة ثنائي الاتجاه بسرعة فصل 1.15 م/ث.', category: 'Safety Parts', base: 2650 },
  { en: 'Triangle Emergency Key', ar: 'مفتاح الطوارئ المثلث', descEn: 'Standard triangular key for landing door emergency unlocking.', descAr: 'مفتاح مثلث قياسي لفتح أبواب الطوابق في حالات الطوارئ.', category: 'Keys & Locks', base: 22 },
  { en: 'Car Ventilation Fan', ar: 'مروحة تهوية الكابينة', descEn: 'Low-noise cross-flow fan for car ceilings, 220 V.', descAr: 'مروحة تدفق عرضي منخفضة الضوضاء لأسقف الكابينة، 220 فولت.', category: 'Fans', base: 190 },
  { en: 'Rail Oil Can', ar: 'علبة زيت القضبان', descEn: 'Guide-rail lubricator with felt wick, 1.5 litre.', descAr: 'مزيت قضبان التوجيه بفتيل لباد، سعة 1.5 لتر.', category: 'Oil Can', base: 28 },
  { en: 'Escalator Step Chain Roller', ar: 'بكرة سلسلة درجة السلم المتحرك', descEn: 'Step chain roller 76 mm with sealed bearing for escalators and travelators.', descAr: 'بكرة سلسلة درجات 76 مم بمحمل مغلق للسلالم والممرات المتحركة.', category: 'Escalator Rollers', base: 55 },
  { en: 'Escalator Handrail', ar: 'درابزين السلم المتحرك', descEn: 'Rubber handrail for escalators and travelators, price per metre.', descAr: 'درابزين مطاطي للسلالم والممرات المتحركة، السعر للمتر.', category: 'Escalators and Travelators', base: 410 },
];

const VARIANTS = [
  { brand: 'KONE', code: 'KM', extra: 'Lighting' },
  { brand: 'OTIS', code: 'OT', extra: 'Cables & Wiring' },
  { brand: 'Mitsubishi', code: 'MB', extra: null },
  { brand: 'Schindler', code: 'SC', extra: 'Intercoms' },
  { brand: 'Fermator', code: 'FM', extra: null },
  { brand: 'Sigma', code: 'SG', extra: null },
  { brand: 'Thyssenkrupp', code: 'TK', extra: null },
  { brand: 'Fuji', code: 'FJ', extra: null },
] as const;

/** A demo product: the product core, its categories by English name, and how many photos it gets. */
export interface SeedProduct extends ProductText, Pick<ProductCore, 'prices' | 'sale' | 'references'> {
  status: ProductStatus;
  categories: string[];
  imageCount: number;
  /** Seconds after the first product: gives a stable creation order. */
  createdOffset: number;
}

const money = (value: number) => value.toFixed(2);

/** An OEM number in the style of each maker's own numbering (invented, never a real catalogue's). */
const OEM_NUMBER: Record<string, (n: number) => string> = {
  KONE: (n) => `KM${713000 + n * 117}G0${(n % 9) + 1}`,
  OTIS: (n) => `GAA${21000 + n * 31}A${(n % 5) + 1}`,
  Mitsubishi: (n) => `P${203000 + n * 73}B000G0${n % 9}`,
  Schindler: (n) => `ID ${591000 + n * 53}`,
  Fermator: (n) => `VF.${1300 + n * 7}.00`,
  Sigma: (n) => `DAA${30000 + n * 19}-${(n % 3) + 1}`,
  Thyssenkrupp: (n) => `TK 8100 ${2000 + n * 11}`,
  Fuji: (n) => `FJ/${50000 + n * 29}`,
};

/**
 * Issue 23: a realistic share of parts carry cross-references: two in five the maker's OEM number
 * (some a second maker's too), one in six the earlier number it replaces.
 */
function seedReferences(index: number, brand: string, code: string, partSerial: number, letter: string): ProductReference[] {
  const references: ProductReference[] = [];
  if (index % 5 < 2) references.push({ kind: 'oem', brand, number: OEM_NUMBER[brand]!(index) });
  if (index % 10 === 1) references.push({ kind: 'oem', brand: 'OTIS', number: OEM_NUMBER.OTIS!(index + 500) });
  if (index % 6 === 2) references.push({ kind: 'replaces', brand: '', number: `${code}-${partSerial - 1}-${letter}` });
  return references;
}

/** Builds the demo catalogue relative to `now`, so sales always end in the coming days. */
export function seedProducts(now: Date): SeedProduct[] {
  const products: SeedProduct[] = [];
  TEMPLATES.forEach((template, t) => {
    for (let v = 0; v < 2; v++) {
      const index = t * 2 + v;
      const variant = VARIANTS[(t + v * 3) % VARIANTS.length]!;
      const base = template.base * (v === 0 ? 1 : 1.18);
      const hours = (n: number) => new Date(now.getTime() + n * 3_600_000).toISOString();
      // Every 7th product is on sale; one sale has already ended, one never ends.
      const sale =
        index === 5 ? { onSale: true, price: money(base * 0.9), endsAt: hours(-48) }
        : index === 12 ? { onSale: true, price: money(base * 0.92), endsAt: null }
        : index % 7 === 3 ? { onSale: true, price: money(base * 0.85), endsAt: hours(20 + index * 9) }
        : { onSale: false, price: null, endsAt: null };
      const serial = 4100 + index * 37;
      const letter = String.fromCharCode(65 + (index % 26));
      products.push({
        sku: String(10_000_000 + 1_307 * (index + 1) + index * 17).slice(0, 8),
        partNumber: `${variant.code}-${serial}-${letter}`,
        nameEn: `${variant.brand} ${template.en}`,
        nameAr: `${template.ar} ${variantArabic[variant.brand]}`,
        descriptionEn: `${template.descEn} Compatible with ${variant.brand} installations.`,
        descriptionAr: `${template.descAr} متوافق مع تركيبات ${variantArabic[variant.brand]}.`,
        prices: {
          // Some products have no price for a class: those classes are asked to request a quote.
          new_customer: index % 11 === 4 ? null : money(base * 1.45),
          retail: index % 13 === 6 ? null : money(base * 1.35),
          small_company: money(base * 1.2),
          large_company: money(base * 1.1),
          distributor: money(base),
        },
        sale,
        references: seedReferences(index, variant.brand, variant.code, serial, letter),
        status: index % 16 === 15 ? 'hidden' : 'active',
        categories: [template.category, variant.brand, ...(variant.extra && index % 3 === 0 ? [variant.extra] : [])],
        imageCount: 1 + (index % 4),
        createdOffset: index * 60,
      });
    }
  });
  return products;
}

const variantArabic: Record<string, string> = {
  KONE: 'كوني',
  OTIS: 'أوتيس',
  Mitsubishi: 'ميتسوبيشي',
  Schindler: 'شندلر',
  Fermator: 'فيرماتور',
  Sigma: 'سيجما',
  Thyssenkrupp: 'تيسن كروب',
  Fuji: 'فوجي',
};
