import type { chrome as englishChrome } from '../en/chrome.ts';
import type { Translated } from '../types.ts';

// Arabic page chrome (src/content/locales/en/chrome.ts); words as in docs/glossary/ar.md. Every {placeholder} of
// the English is kept; the code fills in phones, prices and dates.

export const chrome: Translated<typeof englishChrome> = {
  routes: {
    home: {
      title: 'مساعدة مجانية لرعاية قطط البقالات في نيويورك',
      breadcrumb: 'الرئيسية',
    },
    search: {
      title: 'ابحث في أدلة رعاية القطط',
      breadcrumb: 'بحث',
    },
    emergency: {
      title: 'طوارئ القطط في نيويورك — أطباء بيطريون 24/7 وأول الخطوات',
      breadcrumb: 'رعاية الطوارئ',
    },
    check: {
      title: 'هل هي حالة طارئة؟ اعرف ببضع نقرات',
      breadcrumb: 'هل هي حالة طارئة؟',
    },
    findHelp: {
      title: 'رعاية قطط بتكلفة معقولة في نيويورك',
      breadcrumb: 'ابحث عن مساعدة',
    },
    dailyCare: {
      title: 'الرعاية اليومية لقطط البقالات',
      breadcrumb: 'الرعاية اليومية',
    },
    spayNeuter: {
      title: 'تعقيم قطة البقالة في نيويورك',
      breadcrumb: 'التعقيم',
    },
    surrender: {
      title: 'تسليم قطة أو إيجاد بيت جديد لها في نيويورك',
      breadcrumb: 'تسليم القطة',
    },
    workingWithRescues: {
      title: 'التعامل مع جمعيات الإنقاذ',
      breadcrumb: 'جمعيات الإنقاذ',
    },
    behavioralWellness: {
      title: 'راحة قطط المحلات وسلوكها',
      breadcrumb: 'السلوك والراحة',
    },
    vets: {
      title: 'دليل الأطباء البيطريين في نيويورك',
      breadcrumb: 'الأطباء البيطريون',
    },
    rehoming: {
      title: 'إيجاد بيت جديد للقطة حسب الحي',
      breadcrumb: 'بيت جديد',
    },
    breathing: {
      title: 'طوارئ التنفس عند القطط',
      breadcrumb: 'طوارئ التنفس',
    },
    firstAid: {
      title: 'الإسعافات الأولية للقطط في الطوارئ',
      breadcrumb: 'الإسعافات الأولية',
    },
    feeding: {
      title: 'دليل إطعام قطط البقالات',
      breadcrumb: 'دليل الأكل',
    },
    grooming: {
      title: 'العناية بنظافة قطط المحلات',
      breadcrumb: 'النظافة',
    },
    preventiveHealth: {
      title: 'الوقاية الصحية للقطط',
      breadcrumb: 'الوقاية الصحية',
    },
    financialAssistance: {
      title: 'مساعدة مالية لرعاية القطط في نيويورك',
      breadcrumb: 'المساعدة المالية',
    },
    communityCats: {
      title: 'قطة خارج متجرك',
      breadcrumb: 'قطة خارج متجرك',
    },
    feedback: {
      title: 'ملاحظاتك',
      breadcrumb: 'ملاحظاتك',
    },
    terms: {
      title: 'شروط الاستخدام',
      breadcrumb: 'شروط الاستخدام',
    },
    privacy: {
      title: 'سياسة الخصوصية',
      breadcrumb: 'سياسة الخصوصية',
    },
    about: {
      title: 'عن Bodega Cat Care NYC',
      breadcrumb: 'من نحن',
    },
  },
  nav: {
    home: 'الرئيسية',
    emergency: 'طوارئ',
    findHelp: 'مساعدة',
    dailyCare: 'رعاية يومية',
    spayNeuter: 'التعقيم',
    surrender: 'تسليم القطة',
  },
  landmarks: { primary: 'القائمة الرئيسية', breadcrumb: 'مسار الصفحة', footer: 'تذييل الصفحة' },
  skipLink: 'انتقل إلى المحتوى الرئيسي',
  header: { free: 'مجاني', home: 'الرئيسية' },
  emergencyBar: {
    question: 'قطتك في خطر؟',
    open: 'مفتوح 24/7',
    callLabel: 'اتصل بالطبيب البيطري للطوارئ المفتوح 24/7، {name}، على الرقم {phone}',
  },
  call: {
    button: 'اتصل بالبيطري 24/7',
    homeButton: 'البيطري 24/7:',
    allHours: '24/7:',
    callNamed: 'اتصل بـ {name} على الرقم {phone}',
    openAllHours: 'مفتوح 24/7',
  },
  footer: {
    disclaimer:
      'معلومات للتوعية فقط — ليست نصيحة طبية بيطرية. اسأل دائمًا طبيبًا بيطريًا مرخصًا عن صحة قطتك. في الطوارئ، اتصل الآن بمستشفى حيوانات مفتوح 24/7.',
  },
  loading: {
    page: 'جارٍ التحميل...',
    emergency: 'جارٍ تحميل معلومات الطوارئ...',
    findHelp: 'جارٍ تحميل مصادر المساعدة...',
    dailyCare: 'جارٍ تحميل معلومات الرعاية اليومية...',
  },
  offline: {
    notice:
      'أنت غير متصل بالإنترنت. خطوات الطوارئ والإسعافات الأولية وقائمة الأطباء البيطريين ما زالت تعمل. المكالمات لا تحتاج إنترنت: الطبيب البيطري للطوارئ 24/7 {phone}.',
  },
  notFound: {
    title: 'عذرًا! الصفحة غير موجودة',
    body: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    homeLink: 'الرجوع إلى الصفحة الرئيسية',
  },
  routeError: {
    title: 'لم يتم تحميل هذه الصفحة',
    body: 'تأكد من الاتصال وأعد تحميل الصفحة. إذا كانت قطتك تحتاج مساعدة الآن، اتصل بمستشفى الحيوانات المفتوح 24/7:',
    call: 'اتصل بـ {phone}',
    reload: 'أعد تحميل الصفحة',
  },
  back: 'رجوع',
  backToTop: 'إلى أعلى الصفحة',
  newTab: '(يفتح في نافذة جديدة)',
  languageMenu: {
    button: 'اللغة',
    ours: 'اقرأ هذا الموقع باللغة',
    notTranslated: 'هذه الصفحة غير مترجمة بعد: الرابط يفتح الصفحة الرئيسية بتلك اللغة.',
    other: 'لغات أخرى (ترجمة آلية)',
    otherHint: 'يحمّل ترجمة Google لهذه الصفحة. يحتاج اتصالًا بالإنترنت، وتُرسل الصفحة إلى Google.',
    loading: 'جارٍ التحميل...',
    failed: 'الترجمة غير متاحة',
  },
  languageOffer: 'هذا الدليل متوفر بالعربية. اقرأه بالعربية ←',
  translationNotice: {
    title: 'عن هذه الترجمة',
    body: 'تُرجمت هذه الصفحة من الدليل الإنجليزي في {date}. لم يراجعها بعد طبيب بيطري أو مختص بيطري يتكلم العربية. أرقام التليفون والخطوات هي نفسها كما في الصفحة الإنجليزية.',
    englishLink: 'اقرأ الصفحة بالإنجليزية',
  },
};
