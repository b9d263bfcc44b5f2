import type { Translation } from '../translation.ts';
import type { security as en } from '../en/security.ts';

/** أمان الحساب (المسألة 21): تأكيد البريد، استعادة كلمة المرور، التحقق بخطوتين، إغلاق الحسابات. */
export const security: Translation<typeof en> = {
  'verifyEmail.title': 'تأكيد بريدك الإلكتروني',
  'verifyEmail.subtitle': 'نقرة واحدة تثبت أن العنوان لك.',
  'verifyEmail.metaDescription': 'أكّد عنوان البريد الإلكتروني لحسابك في قطع مصاعد الخليج.',
  'verifyEmail.checking': 'جارٍ تأكيد عنوانك…',
  'verifyEmail.done': 'تم تأكيد بريدك الإلكتروني',
  'verifyEmail.doneFor': 'شكرًا لك: تم تأكيد {email}.',
  'verifyEmail.next': 'الطلبات التي أرسلتها من هذا العنوان قبل التسجيل تظهر الآن في حسابك. عندما يوافق المتجر على تسجيلك ستصلك رسالة ويمكنك تسجيل الدخول.',
  'verifyEmail.noToken': 'تُفتح هذه الصفحة من الرابط في رسالتنا. يرجى استخدام الرابط كاملًا.',
  'verifyEmail.link_invalid': 'هذا الرابط غير صالح',
  'verifyEmail.link_expired': 'انتهت صلاحية هذا الرابط',
  'verifyEmail.link_used': 'تم استخدام هذا الرابط من قبل',
  'verifyEmail.newLink': 'أحدث رابط فقط هو الذي يعمل. بعد تسجيل الدخول يمكنك طلب رابط جديد من صفحة حسابك.',
  'verifyEmail.failed': 'تعذّر تأكيد عنوانك الآن. يرجى فتح الرابط مرة أخرى.',
  'verifyEmail.goToLogin': 'الانتقال إلى تسجيل الدخول',
  'account.verify.verified': 'مؤكد',
  'account.verify.unverified': 'لم يتم التأكيد بعد',
  'account.verify.why': 'افتح الرابط الذي أرسلناه إليك لتأكيد العنوان. الطلبات التي أرسلتها منه قبل التسجيل تنضم إلى حسابك بعد تأكيده.',
  'account.verify.resend': 'إرسال رابط جديد',
  'account.verify.sent': 'تم إرسال رابط جديد. أحدث رابط فقط هو الذي يعمل.',
  'account.verify.limited': 'لقد طلبت عدة روابط بالفعل. يرجى الانتظار ساعة ثم المحاولة مرة أخرى.',
  'account.verify.failed': 'تعذّر إرسال الرابط. يرجى المحاولة مرة أخرى.',
};
