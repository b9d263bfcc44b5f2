import type { Translation } from '../translation.ts';
import type { searchMisses as en } from '../en/searchMisses.ts';

/** لوحة «ما لم يجده المشترون» في لوحة التحكم (المسألة 23). */
export const searchMisses: Translation<typeof en> = {
  'searchMisses.title': 'ما لم يجده المشترون',
  'searchMisses.intro': 'عمليات البحث التي لم تجد شيئاً في آخر {days} يوماً، الأكثر بحثاً أولاً. يُعدّ رقم القطعة واحداً مهما اختلفت طريقة كتابته.',
  'searchMisses.term': 'عبارة البحث',
  'searchMisses.searches': 'مرات البحث',
  'searchMisses.action': 'إجراء',
  'searchMisses.create': 'إنشاء منتج',
  'searchMisses.empty': 'وجدت كل عمليات البحث في آخر {days} يوماً نتيجة.',
  'searchMisses.loadFailed': 'تعذّر تحميل عمليات البحث التي لم تجد شيئاً.',
};
