// Urdu for the words of listing cards, hospital tables, the call-ahead advice and the printed sheet
// (src/content/pages/listings.ts); words as in docs/glossary/ur.md. Every {placeholder} of the English is kept;
// the code fills in names, places, prices and dates.
import type { Translated } from '../types.ts';
import type { listings as English } from '../../pages/listings.ts';

export const listings: Translated<typeof English> = {
  print: 'پرنٹ',
  callAhead: {
    title: 'راستے میں پہلے فون کریں',
    body: 'نیویارک کے جانوروں کے ایمرجنسی وارڈ کبھی کبھی نئے مریض لینا بند کر دیتے ہیں، اور انتظار گھنٹوں کا ہو سکتا ہے۔ نکلنے سے پہلے فون کریں تاکہ وہ بتا سکیں کہ ابھی آپ کی بلی کو دیکھ سکتے ہیں یا آپ کو کہیں اور بھیجیں گے۔',
  },
  hospitalTable: {
    caption: 'بورو کے حساب سے 24/7 ایمرجنسی ہسپتال',
    columns: { name: 'ہسپتال', where: 'علاقہ', call: 'فون' },
    callAhead: 'فون نمبر کی تصدیق نہیں — ویب سائٹ دیکھیں، پہلے فون کریں',
    noWebsite: 'فون نمبر کی تصدیق نہیں — پہلے فون کریں',
    website: 'ویب سائٹ',
    noneCallable: '{place} میں کسی 24/7 ہسپتال کا نمبر تصدیق شدہ نہیں۔ تصدیق شدہ نمبر والا سب سے قریب ہسپتال:',
    noneListed: '{place} میں ہماری فہرست میں کوئی 24/7 ہسپتال نہیں۔ تصدیق شدہ نمبر والا سب سے قریب ہسپتال:',
    cost: 'ایمرجنسی میں صرف معائنے کا خرچہ عام طور پر تقریباً {range} ہوتا ہے، علاج اس کے علاوہ ({date} کی قیمتیں)۔',
    costLink: 'جانوروں کے ڈاکٹر کا بل دینے میں مدد',
  },
  printSheet: {
    columns: { name: 'ہسپتال', where: 'کہاں', phone: 'فون' },
    unconfirmedSuffix: '(تصدیق نہیں: پہلے چیک کریں)',
    hiddenPhone: 'تصدیق نہیں: پہلے فون کریں / ویب سائٹ دیکھیں',
  },
  listing: {
    open24: '24/7 کھلا',
    call: 'فون کریں',
    website: 'ویب سائٹ',
    directions: 'راستہ',
    reportWrongInfo: 'غلط معلومات کی اطلاع دیں',
    phoneHiddenBefore: 'فون نمبر کی تصدیق نہیں — جانے سے پہلے',
    phoneHiddenLink: 'ویب سائٹ',
    phoneHiddenAfter: 'دیکھ لیں',
    phoneHiddenNoWebsite: 'فون نمبر کی تصدیق نہیں — جانے سے پہلے نام سے تلاش کریں یا 311 پر فون کریں',
    phoneUnconfirmed: '(تصدیق نہیں — جانے سے پہلے چیک کریں)',
    mayHaveChanged: 'کچھ معلومات بدل گئی ہو سکتی ہیں — وہاں سے تصدیق کر لیں۔',
    lastChecked: 'آخری بار چیک کیا: {date}',
    noDate: 'آخری بار چیک کیا: تاریخ معلوم نہیں',
    outOfDate: 'معلومات پرانی ہو سکتی ہیں — پہلے فون کریں',
    feeUnknown: 'فون کر کے پوچھیں',
    feeLabel: 'فیس',
    feeUnverified: 'فیس کی تصدیق نہیں — فون کرتے وقت خرچہ پوچھیں۔',
  },
};
