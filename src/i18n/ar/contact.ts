import type { Translation } from '../translation.ts';
import type { contact as en } from '../en/contact.ts';

export const contact: Translation<typeof en> = {
  'contact.meta.title': 'اتصل بنا',
  'contact.meta.description':
    'اتصل بقطع مصاعد الخليج أو راسلها بخصوص قطع غيار المصاعد والسلالم المتحركة وعروض الأسعار والاستفسارات الفنية. الرياض، المملكة العربية السعودية.',
  'contact.title': 'اتصل بنا',
  'contact.subtitle': 'لديك سؤال عن قطعة أو عرض سعر أو حسابك؟ يرد فريقنا في يوم العمل نفسه.',
  'contact.details.title': 'تواصل معنا',
  'contact.phone.title': 'الهاتف',
  'contact.phone.note': 'اتصل بنا خلال ساعات العمل',
  'contact.email.title': 'البريد الإلكتروني',
  'contact.email.sales': 'المبيعات وعروض الأسعار',
  'contact.email.support': 'دعم العملاء',
  'contact.address.title': 'العنوان',
  'contact.address.note': 'المكتب الرئيسي والمستودع',
  'contact.hours.title': 'ساعات العمل',
  'contact.hours.days': 'من {first} إلى {last}',
  'contact.hours.time': 'من {opens} حتى {closes}',
  'contact.hours.closed': '{days}: مغلق',
};
