import type { Translation } from '../translation.ts';
import type { about as en } from '../en/about.ts';

export const about: Translation<typeof en> = {
  'about.meta.title': 'من نحن',
  'about.meta.description':
    'تورّد قطع مصاعد الخليج قطع غيار المصاعد والسلالم المتحركة للمقاولين وشركات الصيانة وملاك المباني في جميع أنحاء المملكة العربية السعودية منذ عام ٢٠٢١.',
  'about.title': 'عن قطع مصاعد الخليج',
  'about.subtitle': 'شريكك في قطع غيار المصاعد والسلالم المتحركة في المملكة العربية السعودية منذ عام ٢٠٢١.',
  'about.description.title': 'من نحن',
  'about.description.p1':
    'قطع مصاعد الخليج مورّد سعودي لقطع غيار المصاعد والسلالم والممرات المتحركة. من مقرنا في الرياض نخدم شركات الصيانة ومقاولي التركيب ومديري المرافق وملاك المباني في جميع أنحاء المملكة ودول الخليج.',
  'about.description.p2':
    'يغطي كتالوجنا أنظمة الأبواب والماكينات ومكونات الجر ولوحات التحكم والعواكس ولوحات تشغيل الكابينة والطوابق وأجهزة السلامة وقطع السلالم المتحركة، للعلامات التجارية التي تعمل بها مباني المنطقة.',
  'about.stat.since': 'نعمل منذ',
  'about.stat.sinceValue': '٢٠٢١',
  'about.stat.groups': 'عائلات القطع',
  'about.stat.groupsValue': '٧',
  'about.stat.hours': 'ساعات العمل',
  'about.stat.hoursValue': 'السبت–الخميس، ٩ ص–٥ م',
  'about.partnership.title': 'الشراكات',
  'about.partnership.text':
    'نتعاون مع مصنعين وموزعين معتمدين لتوفير قطع أصلية وأخرى متوافقة عالية الجودة. تتيح لنا هذه الشراكات توفرًا موثوقًا وجودة يمكن تتبعها وأسعارًا عادلة، وتساعد عملاءنا على إبقاء معداتهم في الخدمة بأقل توقف ممكن.',
  'about.mission.title': 'رسالتنا',
  'about.mission.subtitle': 'أن يبقى كل مصعد وسلم متحرك ندعمه آمنًا وموثوقًا وفي الخدمة.',
  'about.mission.quality.title': 'الجودة',
  'about.mission.quality.text': 'قطع مطابقة للمواصفات الأصلية، يتم فحصها قبل الشحن ليدوم كل إصلاح.',
  'about.mission.service.title': 'الخدمة',
  'about.mission.service.text': 'ردود سريعة وعروض أسعار دقيقة وتوصيل يمكنك التخطيط له، من فريق يعرف المهنة.',
  'about.mission.innovation.title': 'الابتكار',
  'about.mission.innovation.text': 'حلول حديثة مثل باقة المصعد المنزلي وكتالوج إلكتروني مصمم للمحترفين.',
  'about.why.title': 'لماذا تختارنا',
  'about.why.reliability.title': 'الموثوقية',
  'about.why.reliability.text': 'مخزون ثابت ومواعيد توريد صادقة وقطع تناسب من المرة الأولى.',
  'about.why.expertise.title': 'الخبرة',
  'about.why.expertise.text': 'فريق فني يساعدك في تحديد القطعة الصحيحة من الرمز أو الصورة أو رقم الطراز.',
  'about.why.reach.title': 'انتشار عالمي',
  'about.why.reach.text': 'شبكة توريد في أوروبا وآسيا، تصل إلى موقعك في المملكة العربية السعودية ودول الخليج.',
  'about.cta.title': 'تبحث عن قطعة محددة؟',
  'about.cta.browse': 'تصفح المنتجات',
  'about.cta.contact': 'اتصل بنا',
};
