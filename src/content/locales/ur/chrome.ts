import type { chrome as englishChrome } from '../en/chrome.ts';
import type { Translated } from '../types.ts';

// Urdu page chrome (src/content/locales/en/chrome.ts); words as in docs/glossary/ur.md. Every {placeholder} of
// the English is kept; the code fills in phones, prices and dates.

export const chrome: Translated<typeof englishChrome> = {
  routes: {
    home: {
      title: 'نیویارک کی دکانوں کی بلیوں کی دیکھ بھال کے لیے مفت مدد',
      breadcrumb: 'ہوم',
    },
    search: {
      title: 'بلیوں کی دیکھ بھال کی گائیڈز میں تلاش کریں',
      breadcrumb: 'تلاش',
    },
    emergency: {
      title: 'نیویارک میں بلی کی ایمرجنسی — 24/7 جانوروں کے ڈاکٹر اور پہلے قدم',
      breadcrumb: 'ایمرجنسی علاج',
    },
    check: {
      title: 'کیا یہ ایمرجنسی ہے؟ چند ٹیپ میں جانیں',
      breadcrumb: 'کیا یہ ایمرجنسی ہے؟',
    },
    findHelp: {
      title: 'نیویارک میں بلیوں کا سستا علاج',
      breadcrumb: 'مدد تلاش کریں',
    },
    dailyCare: {
      title: 'دکان کی بلیوں کی روز کی دیکھ بھال',
      breadcrumb: 'روز کی دیکھ بھال',
    },
    spayNeuter: {
      title: 'نیویارک میں اپنی دکان کی بلی کی نس بندی کروائیں',
      breadcrumb: 'نس بندی',
    },
    surrender: {
      title: 'نیویارک میں بلی کو حوالے کرنا یا نیا گھر دینا',
      breadcrumb: 'حوالے کرنا',
    },
    workingWithRescues: {
      title: 'ریسکیو تنظیموں کے ساتھ کام',
      breadcrumb: 'ریسکیو تنظیمیں',
    },
    behavioralWellness: {
      title: 'دکان کی بلیوں کا رویہ اور ذہنی سکون',
      breadcrumb: 'رویہ اور سکون',
    },
    vets: {
      title: 'نیویارک کے جانوروں کے ڈاکٹروں کی فہرست',
      breadcrumb: 'جانوروں کے ڈاکٹر',
    },
    rehoming: {
      title: 'بورو کے حساب سے نیا گھر ڈھونڈنے کی مدد',
      breadcrumb: 'نیا گھر',
    },
    breathing: {
      title: 'بلی کے سانس کی ایمرجنسی',
      breadcrumb: 'سانس کی ایمرجنسی',
    },
    firstAid: {
      title: 'بلیوں کے لیے ایمرجنسی فرسٹ ایڈ',
      breadcrumb: 'فرسٹ ایڈ',
    },
    feeding: {
      title: 'دکان کی بلیوں کو کھلانے کی گائیڈ',
      breadcrumb: 'کھانے کی گائیڈ',
    },
    grooming: {
      title: 'دکان کی بلیوں کی صفائی ستھرائی',
      breadcrumb: 'صفائی ستھرائی',
    },
    preventiveHealth: {
      title: 'بلیوں کی بیماری سے بچاؤ',
      breadcrumb: 'بیماری سے بچاؤ',
    },
    financialAssistance: {
      title: 'نیویارک میں بلیوں کے علاج کے لیے پیسوں کی مدد',
      breadcrumb: 'پیسوں کی مدد',
    },
    communityCats: {
      title: 'دکان کے باہر بلی',
      breadcrumb: 'دکان کے باہر بلی',
    },
    feedback: {
      title: 'آپ کی رائے',
      breadcrumb: 'آپ کی رائے',
    },
    terms: {
      title: 'استعمال کی شرائط',
      breadcrumb: 'استعمال کی شرائط',
    },
    privacy: {
      title: 'پرائیویسی پالیسی',
      breadcrumb: 'پرائیویسی پالیسی',
    },
    about: {
      title: 'Bodega Cat Care NYC کے بارے میں',
      breadcrumb: 'ہمارے بارے میں',
    },
  },
  nav: {
    home: 'ہوم',
    emergency: 'ایمرجنسی',
    findHelp: 'مدد',
    dailyCare: 'روز کی دیکھ بھال',
    spayNeuter: 'نس بندی',
    surrender: 'حوالے کرنا',
  },
  landmarks: { primary: 'مین مینیو', breadcrumb: 'صفحے کا راستہ', footer: 'صفحے کا نیچے والا حصہ' },
  skipLink: 'اصل مواد پر جائیں',
  header: { free: 'مفت', home: 'ہوم' },
  emergencyBar: {
    question: 'بلی کی ایمرجنسی؟',
    open: '24/7 کھلا',
    callLabel: '24/7 ایمرجنسی جانوروں کے ڈاکٹر، {name}، کو {phone} پر فون کریں',
  },
  call: {
    button: '24/7 ڈاکٹر کو فون کریں',
    homeButton: '24/7 جانوروں کا ڈاکٹر:',
    allHours: '24/7 کھلا:',
    callNamed: '{name} کو {phone} پر فون کریں',
    openAllHours: '24/7 کھلا',
  },
  footer: {
    disclaimer:
      'صرف معلومات کے لیے — یہ جانوروں کے ڈاکٹر کا مشورہ نہیں۔ اپنی بلی کی صحت کے بارے میں ہمیشہ لائسنس یافتہ جانوروں کے ڈاکٹر سے پوچھیں۔ ایمرجنسی میں ابھی 24/7 کھلے جانوروں کے ہسپتال کو فون کریں۔',
  },
  loading: {
    page: 'لوڈ ہو رہا ہے...',
    emergency: 'ایمرجنسی کی معلومات لوڈ ہو رہی ہیں...',
    findHelp: 'مدد کی معلومات لوڈ ہو رہی ہیں...',
    dailyCare: 'روز کی دیکھ بھال کی معلومات لوڈ ہو رہی ہیں...',
  },
  offline: {
    notice:
      'آپ آف لائن ہیں۔ ایمرجنسی کے قدم، فرسٹ ایڈ اور جانوروں کے ڈاکٹروں کی فہرست پھر بھی چلتی ہے۔ فون کرنے کے لیے انٹرنیٹ نہیں چاہیے: 24/7 ایمرجنسی جانوروں کا ڈاکٹر {phone}۔',
  },
  notFound: {
    title: 'معاف کیجیے! صفحہ نہیں ملا',
    body: 'جو صفحہ آپ ڈھونڈ رہے ہیں وہ موجود نہیں یا کہیں اور چلا گیا ہے۔',
    homeLink: 'ہوم پر واپس جائیں',
  },
  routeError: {
    title: 'یہ صفحہ لوڈ نہیں ہوا',
    body: 'اپنا کنکشن دیکھیں اور صفحہ دوبارہ لوڈ کریں۔ اگر آپ کی بلی کو ابھی مدد چاہیے تو 24/7 کھلے جانوروں کے ہسپتال کو فون کریں:',
    call: '{phone} پر فون کریں',
    reload: 'صفحہ دوبارہ لوڈ کریں',
  },
  back: 'واپس',
  backToTop: 'اوپر جائیں',
  newTab: '(نئے ٹیب میں کھلتا ہے)',
  languageMenu: {
    button: 'زبان',
    ours: 'یہ سائٹ اس زبان میں پڑھیں',
    notTranslated: 'اس صفحے کا ابھی ترجمہ نہیں ہوا: لنک اس زبان کا ہوم صفحہ کھولتا ہے۔',
    other: 'دوسری زبانیں (خودکار ترجمہ)',
    otherHint: 'اس صفحے کا Google ترجمہ لوڈ کرتا ہے۔ اس کے لیے انٹرنیٹ چاہیے، اور صفحہ Google کو بھیجا جاتا ہے۔',
    loading: 'لوڈ ہو رہا ہے...',
    failed: 'ترجمہ دستیاب نہیں',
  },
  languageOffer: 'یہ گائیڈ اردو میں موجود ہے۔ اردو میں پڑھیں ←',
  translationNotice: {
    title: 'اس ترجمے کے بارے میں',
    body: '{date} کو انگریزی گائیڈ سے ترجمہ کیا گیا۔ اردو جاننے والے کسی جانوروں کے ڈاکٹر یا ماہر نے ابھی اسے نہیں جانچا۔ فون نمبر اور قدم انگریزی صفحے جیسے ہی ہیں۔',
    englishLink: 'انگریزی صفحہ پڑھیں',
  },
};
