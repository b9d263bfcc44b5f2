import type { QuotationDocument } from '#server/quotations/pdf';
import { quotationTotals } from '#lib/quotations/totals';
import type { Locale } from '#i18n/locales';

/** A quotation of `count` lines in a language, for the PDF bench, tests and screenshots. */
export function sampleQuotation(locale: Locale, count = 20): QuotationDocument {
  const names = locale === 'ar'
    ? ['مشغل باب المصعد', 'لوحة تحكم رئيسية', 'حبل رفع فولاذي ١٠ مم', 'زر طلب مضيء', 'حساس ضوئي للباب']
    : ['Elevator door operator', 'Main control board', 'Steel hoist rope 10 mm', 'Illuminated call button', 'Door light curtain'];
  const amounts = Array.from({ length: count }, (_, i) => ({ unitPriceHalalas: 12_345 + i * 10_001, quantity: 1 + (i % 7), discountBp: i % 3 === 0 ? 1_250 : 0 }));
  const totals = quotationTotals(amounts);
  return {
    number: 'Q-2026-000123',
    version: 2,
    locale,
    issuedAt: '2026-11-25T10:00:00.000Z',
    validUntil: '2026-12-25',
    company: {
      phone: '+966 11 000 0000',
      salesEmail: 'sales@liftparts.example',
      supportEmail: 'support@liftparts.example',
      whatsappNumber: '966500000000',
      addressEn: 'King Fahd Road, Al Olaya, Riyadh 12211, Saudi Arabia',
      addressAr: 'طريق الملك فهد، العليا، الرياض ١٢٢١١، المملكة العربية السعودية',
      legalNameEn: 'Gulf Lift Parts Trading Co.',
      legalNameAr: 'شركة قطع غيار المصاعد الخليجية للتجارة',
      crNumber: '1010000000',
      vatNumber: '300000000000003',
      hours: { firstDay: 'saturday', lastDay: 'thursday', opens: '09:00', closes: '17:00' },
      website: 'https://liftparts.example',
    },
    buyer: { company: locale === 'ar' ? 'مؤسسة النور للمصاعد' : 'Al Noor Elevators', name: locale === 'ar' ? 'أحمد علي' : 'Ahmed Ali', email: 'ahmed@alnoor.example', crNumber: '2050012345', vatNumber: '310000000000003' },
    lines: amounts.map((line, i) => ({
      productId: i + 1,
      sku: `GL-${1000 + i}`,
      partNumber: `KM${60_000 + i * 37}G0${i % 9}`,
      description: names[i % names.length]!,
      ...line,
      leadTime: locale === 'ar' ? `${['٣', '٧', '١٤'][i % 3]} أيام` : `${[3, 7, 14][i % 3]} days`,
      lineTotalHalalas: totals.lineTotals[i]!,
    })),
    subtotalHalalas: totals.subtotalHalalas,
    vatHalalas: totals.vatHalalas,
    totalHalalas: totals.totalHalalas,
    deliveryTerms: locale === 'ar' ? 'التسليم في مستودع المشتري بالرياض خلال ١٤ يومًا من تأكيد الطلب. الدفع ٥٠٪ مقدمًا.' : 'Delivered to the buyer’s warehouse in Riyadh within 14 days of the order. 50% paid in advance.',
    notes: locale === 'ar' ? 'الأسعار تشمل التغليف. قطع KONE الأصلية.' : 'Prices include packing. Genuine KONE parts.',
  };
}
