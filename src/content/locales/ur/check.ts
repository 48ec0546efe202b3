// Urdu copy for the checker (/ur/check): the same names and shape as src/content/pages/check.ts, written in plain
// words a shop owner uses, with the words of docs/glossary/ur.md; red-flag ids, icons and paths stay as they are
// (src/content/locales/types.ts). The outcome pages' red-flag steps come from the triage data, not from here.
import type { Translated } from '../types.ts';
import type { checkPage as English } from '../../pages/check.ts';

export const checkPage: Translated<typeof English> = {
  title: 'کیا یہ ایمرجنسی ہے؟',
  lead: 'ایک وقت میں ایک سوال۔ جو پہلا جواب آپ کی بلی پر پورا اترے اس پر ٹیپ کریں۔ آپ جو بھی ٹیپ کریں وہ نہ محفوظ ہوتا ہے نہ کہیں بھیجا جاتا ہے۔',
  progress: 'سوال {n} (کل {total} میں سے)',
  back: 'واپس',
  startAgain: 'دوبارہ شروع کریں',
  steps: [
    {
      id: 'now',
      question: 'کیا ابھی آپ کی بلی کو ان میں سے کچھ ہو رہا ہے؟',
      hint: 'یقین نہ ہو تو سب سے ملتے جلتے جواب پر ٹیپ کریں: جانا ہی زیادہ محفوظ ہے۔',
      options: [
        {
          flag: 'breathing',
          icon: 'wind',
          text: 'سانس لینے میں تکلیف، منہ کھول کر سانس لے رہی ہے، یا دم گھٹ رہا ہے',
        },
        {
          flag: 'collapse',
          icon: 'emergency',
          text: 'گر کر بے سدھ ہو گئی، کھڑی نہیں ہو پا رہی، یا مشکل سے جاگتی ہے',
        },
        {
          flag: 'seizure',
          icon: 'bolt',
          text: 'دورہ (جھٹکے): کانپ رہی ہے یا جھٹکے لگ رہے ہیں اور آپ کو نہیں پہچانتی، ابھی یا پچھلے ایک دن میں',
        },
        { flag: 'bleeding', icon: 'bandage', text: 'خون بہہ رہا ہے جو دبانے سے بھی نہیں رکتا' },
        { flag: 'hind-legs', icon: 'heart', text: 'اچانک پچھلی ٹانگیں گھسیٹ رہی ہے اور درد سے چیخ رہی ہے' },
      ],
      none: 'نہیں، ان میں سے کچھ نہیں',
    },
    {
      id: 'happened',
      question: 'کیا ان میں سے کچھ ہوا ہے؟',
      hint: 'چاہے ابھی بلی ٹھیک لگ رہی ہو۔',
      options: [
        {
          flag: 'poisoning',
          icon: 'flask',
          text: 'للی کا پھول، کوئی دوا، زہر یا کیمیکل کھایا، چاٹا یا چبایا',
        },
        { flag: 'trauma', icon: 'car', text: 'گاڑی یا سائیکل سے ٹکر لگی، کتے نے حملہ کیا، یا کسی نے لات ماری' },
        { flag: 'fall', text: 'اونچائی سے گری: شیلف، کھڑکی یا فائر اسکیپ (باہر کی لوہے کی سیڑھی) سے' },
        { flag: 'crush', text: 'پھنس گئی یا دب گئی: دروازے میں، دکان کے شٹر میں، یا کسی بھاری چیز کے نیچے' },
        { flag: 'string', text: 'دھاگا، ڈوری، ربن یا چمکیلی سجاوٹ (ٹنسل) نگل لی' },
        { flag: 'electrical', text: 'بجلی کی تار چبائی، کرنٹ لگا، یا جل گئی' },
        { flag: 'heat-stroke', icon: 'sun', text: 'بہت گرمی لگ گئی: گرم جگہ پر ہانپ رہی ہے یا لڑکھڑا رہی ہے' },
        { flag: 'hypothermia', text: 'سردی میں کہیں بند رہ گئی یا باہر رہ گئی، اور جسم ٹھنڈا ہے' },
      ],
      none: 'نہیں، ان میں سے کچھ نہیں',
    },
    {
      id: 'pee-birth-kitten',
      question: 'کیا بات پیشاب کی، بچے دینے کی، یا بلی کے چھوٹے بچے کی ہے؟',
      options: [
        {
          flag: 'urinary-blockage',
          icon: 'droplet',
          text: 'لیٹر باکس میں زور لگا رہی ہے، پیشاب بہت کم نکلتا ہے یا بالکل نہیں',
        },
        { flag: 'no-urine', text: 'نر بلے نے 12 گھنٹے یا اس سے زیادہ سے پیشاب نہیں کیا' },
        {
          flag: 'difficult-birth',
          text: 'بچے دے رہی ہے: ایک گھنٹے سے زور لگا رہی ہے اور کوئی بچہ نہیں نکلا، یا بچہ پھنس گیا ہے',
        },
        { flag: 'fading-kitten', text: 'بلی کا چھوٹا بچہ ٹھنڈا ہے، ڈھیلا پڑ گیا ہے، یا دودھ نہیں پی رہا' },
      ],
      none: 'نہیں، ان میں سے کچھ نہیں',
    },
    {
      id: 'signs',
      question: 'کیا آپ کو ان میں سے کچھ نظر آ رہا ہے؟',
      options: [
        { flag: 'vomiting-blood', text: 'بار بار الٹی، یا الٹی یا پاخانے میں خون' },
        { flag: 'not-eating', text: 'ایک دن یا زیادہ سے کچھ نہیں کھایا' },
        {
          flag: 'eye-injury',
          text: 'آنکھ پر چوٹ: پنجہ لگنے کے بعد آنکھ بند رکھتی ہے، پانی بہہ رہا ہے، یا اس میں کچھ پڑا ہے',
        },
        { flag: 'allergic', text: 'چہرہ، ہونٹ یا گلا سوجا ہوا ہے' },
        { flag: 'jaundice', text: 'مسوڑھے، جلد یا آنکھوں کی سفیدی پیلی ہے' },
        { flag: 'swollen-belly', text: 'پیٹ سخت اور پھولا ہوا ہے' },
      ],
      none: 'نہیں، ان میں سے کچھ نہیں',
    },
    {
      id: 'eating-litter',
      question: 'کیا بات کھانے، الٹی یا لیٹر باکس کی ہے؟',
      options: [
        { flag: 'vomiting', text: 'ایک سے زیادہ بار الٹی کی', worseIf: ['vomiting-blood', 'not-eating'] },
        {
          flag: 'eating-less',
          text: 'معمول سے کم کھا رہی ہے، یا بہت تھوڑا',
          worseIf: ['not-eating', 'collapse'],
        },
        {
          flag: 'peeing-less',
          text: 'کم پیشاب کر رہی ہے، لیٹر باکس سے باہر کر رہی ہے، یا پیشاب گلابی ہے یا اس میں خون ہے',
          worseIf: ['urinary-blockage', 'no-urine'],
        },
        { flag: 'diarrhea', text: 'دست (پتلا پاخانہ)', worseIf: ['vomiting-blood', 'collapse'] },
        {
          flag: 'constipation',
          text: 'دو دن سے پاخانہ نہیں کیا، یا پاخانے کے لیے زور لگا رہی ہے',
          worseIf: ['urinary-blockage', 'vomiting-blood'],
        },
      ],
      none: 'نہیں، ان میں سے کچھ نہیں',
    },
    {
      id: 'other-signs',
      question: 'کیا ان میں سے کوئی بات ہے؟',
      options: [
        { flag: 'limping', text: 'لنگڑا رہی ہے، یا ایک ٹانگ زمین پر نہیں رکھتی', worseIf: ['hind-legs', 'trauma'] },
        {
          flag: 'wound',
          text: 'کاٹنے کا زخم، کٹ جس کا خون رک چکا ہے، گلٹی، یا پھوڑا (پیپ والی سوجن)',
          worseIf: ['bleeding'],
        },
        {
          flag: 'breathing-fast',
          text: 'آرام کرتے ہوئے بھی معمول سے تیز سانس لے رہی ہے، منہ بند ہے',
          worseIf: ['breathing'],
        },
        {
          flag: 'eye-problem',
          text: 'آنکھ میں تکلیف ہے، اسے آدھی بند رکھتی ہے، یا اس سے پانی بہتا ہے',
          worseIf: ['eye-injury'],
        },
        {
          flag: 'incision',
          text: 'آپریشن کا زخم لال، سوجا ہوا یا گیلا لگ رہا ہے',
          worseIf: ['bleeding'],
        },
        {
          flag: 'unwell',
          text: 'پہلے جیسی نہیں: چھپ رہی ہے، چھونے پر درد ہوتا ہے، بہت پانی پیتی ہے، دبلی ہو گئی ہے، کھانس رہی ہے، کانوں میں تکلیف ہے',
          worseIf: ['not-eating', 'breathing', 'collapse'],
        },
      ],
      none: 'نہیں، ان میں سے کچھ نہیں',
    },
    {
      id: 'at-home',
      question: 'آپ کی بلی معمول کے مطابق کھا رہی ہے، پیشاب کر رہی ہے اور چل پھر رہی ہے؟ تو پھر بات کیا ہے؟',
      options: [
        {
          topic: 'hairball',
          text: 'بالوں کا گولا، یا ایک بار الٹی کی اور اب ٹھیک ہے',
          guide: { title: 'صفائی ستھرائی اور بالوں کے گولے', path: '/grooming' },
        },
        {
          topic: 'sneezing',
          text: 'کبھی کبھی چھینکتی ہے، مگر کھاتی اور کھیلتی ہے',
          guide: { title: 'بلی کے بیمار ہونے کی نشانیاں', path: '/daily-care#sick-signs' },
        },
        {
          topic: 'poop',
          text: 'ایک بار نرم پاخانہ، اس کے بعد سے ٹھیک',
          guide: { title: 'لیٹر باکس سے کیا پتا چلتا ہے', path: '/daily-care#litter' },
        },
        {
          topic: 'coat',
          text: 'پسو، خارش، الجھے ہوئے بال یا ناخن',
          guide: { title: 'صفائی ستھرائی', path: '/grooming' },
        },
        {
          topic: 'behaviour',
          text: 'رویہ: نوچنا، پھنکارنا، نئی بلی، پریشانی',
          guide: { title: 'رویہ اور سکون', path: '/behavioral-wellness' },
        },
        {
          topic: 'checkup',
          text: 'کھانا، وزن، ٹیکے یا چیک اپ',
          guide: { title: 'ٹیکے اور چیک اپ', path: '/preventive-health' },
        },
        {
          topic: 'other',
          text: 'کچھ اور',
          guide: { title: 'بلی کے بیمار ہونے کی نشانیاں', path: '/daily-care#sick-signs' },
        },
      ],
    },
  ],
  goNow: {
    heading: 'ابھی 24/7 کھلے جانوروں کے ہسپتال جائیں',
    because: 'آپ نے بتایا:',
    callTitle: 'راستے میں فون کریں',
    boroughQuestion: 'آپ کس بورو میں ہیں؟',
    onTheWay: 'راستے میں',
    dont: 'یہ نہ کریں',
    dontGeneral: [
      'یہ دیکھنے کا انتظار نہ کریں کہ ٹھیک ہوتی ہے یا نہیں۔',
      'جب تک جانوروں کا ڈاکٹر نہ کہے، کوئی دوا، کھانا یا پانی نہ دیں۔',
    ],
    guide: 'پورے قدم پڑھیں:',
  },
  vet24h: {
    heading: '24 گھنٹے کے اندر جانوروں کے ڈاکٹر کو دکھائیں',
    because: 'آپ نے بتایا:',
    now: 'ابھی کیا کریں',
    worseIf: 'اگر یہ نظر آئے تو انتظار نہ کریں، ابھی 24/7 کھلے ہسپتال جائیں:',
    watch: 'رات بھر کیا دیکھتے رہیں',
    watchList: [
      'کیا بلی کھا پی رہی ہے؟ لکھ لیں کہ آخری بار کب کھایا۔',
      'کیا پیشاب نکل رہا ہے؟ صبح لیٹر باکس دیکھیں۔',
      'کیا بلی منہ بند کر کے آرام سے سانس لے رہی ہے؟',
      'کیا بلی اور سست ہوتی جا رہی ہے، زیادہ چھپ رہی ہے، یا مشکل سے جاگتی ہے؟',
    ],
    lowCost: 'بورو کے حساب سے سستے جانوروں کے ڈاکٹر',
    lowCostNone: 'ہماری فہرست میں {borough} کا کوئی سستا کلینک نہیں۔',
    directory: 'فہرست کے سب جانوروں کے ڈاکٹر',
    guide: 'مزید پڑھیں:',
  },
  home: {
    heading: 'خود دیکھ بھال کریں اور نظر رکھیں',
    because: 'آپ نے بتایا:',
    guide: 'اس کی گائیڈ:',
    callIf: 'جانوروں کے ڈاکٹر کو فون کریں اگر',
    callIfList: [
      'یہ دوبارہ ہو، یا ایک دن سے زیادہ رہے؛',
      'بلی کھانا چھوڑ دے، چھپنے لگے، یا درد میں لگے؛',
      'آپ کو فکر ہو: اپنی بلی کو آپ سب سے بہتر جانتے ہیں۔',
    ],
    goNowIf: 'جو نشانیاں ہمیشہ ایمرجنسی ہوتی ہیں، ان میں سے کوئی بھی ہو تو ابھی 24/7 کھلے ہسپتال جائیں۔',
    goNowLink: 'وہ نشانیاں جو ہمیشہ ایمرجنسی ہیں',
  },
  notFound: 'یہ سوال موجود نہیں۔',
};
