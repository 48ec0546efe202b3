// Arabic for the words of listing cards, hospital tables, the call-ahead advice and the printed sheet
// (src/content/pages/listings.ts); words as in docs/glossary/ar.md. Every {placeholder} of the English is kept;
// the code fills in names, places, prices and dates.
import type { Translated } from '../types.ts';
import type { listings as English } from '../../pages/listings.ts';

export const listings: Translated<typeof English> = {
  print: 'طباعة',
  callAhead: {
    title: 'اتصل قبل أن تصل',
    body: 'طوارئ الحيوانات في نيويورك أحيانًا تتوقف عن استقبال حالات جديدة، والانتظار قد يطول ساعات. اتصل قبل أن تخرج حتى يقولوا لك إن كانوا يستطيعون رؤية قطتك الآن أو يرسلوك إلى مكان آخر.',
  },
  hospitalTable: {
    caption: 'مستشفيات الطوارئ المفتوحة 24/7 حسب الحي',
    columns: { name: 'المستشفى', where: 'المنطقة', call: 'اتصال' },
    callAhead: 'الرقم غير مؤكد — راجع الموقع الإلكتروني واتصل قبل أن تذهب',
    noWebsite: 'الرقم غير مؤكد — اتصل قبل أن تذهب',
    website: 'الموقع الإلكتروني',
    noneCallable: 'لا يوجد في {place} مستشفى مفتوح 24/7 برقم مؤكد. أقرب مستشفى برقم مؤكد:',
    noneListed: 'ليس عندنا مستشفى مفتوح 24/7 في {place}. أقرب مستشفى برقم مؤكد:',
    cost: 'زيارة الطوارئ تكلف عادةً حوالي {range} للفحص وحده، قبل أي علاج (الأسعار في {date}).',
    costLink: 'مساعدة في دفع فاتورة الطبيب البيطري',
  },
  printSheet: {
    columns: { name: 'المستشفى', where: 'المكان', phone: 'التليفون' },
    unconfirmedSuffix: '(غير مؤكد: تحقق أولًا)',
    hiddenPhone: 'غير مؤكد: اتصل قبل أن تذهب / راجع الموقع',
  },
  listing: {
    open24: 'مفتوح 24/7',
    call: 'اتصال',
    website: 'الموقع الإلكتروني',
    directions: 'الاتجاهات',
    reportWrongInfo: 'أبلغ عن معلومة خاطئة',
    phoneHiddenBefore: 'الرقم غير مؤكد — راجع',
    phoneHiddenLink: 'الموقع الإلكتروني',
    phoneHiddenAfter: 'قبل أن تذهب',
    phoneHiddenNoWebsite: 'الرقم غير مؤكد — ابحث عن الاسم أو اتصل بـ 311 قبل أن تذهب',
    phoneUnconfirmed: '(غير مؤكد — تحقق قبل أن تذهب)',
    mayHaveChanged: 'قد تكون بعض المعلومات تغيرت — تأكد من المكان نفسه.',
    lastChecked: 'آخر تحقق: {date}',
    noDate: 'آخر تحقق: التاريخ غير معروف',
    outOfDate: 'قد تكون المعلومات قديمة — اتصل أولًا',
    feeUnknown: 'اتصل واسأل',
    feeLabel: 'الرسوم',
    feeUnverified: 'الرسوم غير مؤكدة — اسأل عن التكلفة عندما تتصل.',
  },
};
