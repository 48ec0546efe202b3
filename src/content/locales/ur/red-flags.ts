// The emergency red flags the assistant reads in Urdu (src/core/triage/world.ts), keyed by flag id: what
// the answer calls each one and the title of its section on the Urdu emergency pages.
import type { FlagText } from '../../../core/reply-copy.ts';

export const redFlagsUr: Readonly<Record<string, FlagText>> = {
  poisoning: {
    label: 'ممکنہ زہر',
    guide: 'زہر',
  },
  'urinary-blockage': {
    label: 'بلا پیشاب کے لیے زور لگائے اور کچھ نہ نکلے تو رکاوٹ ہو سکتی ہے',
    guide: 'پیشاب کی رکاوٹ',
  },
  breathing: {
    label: 'سانس لینے میں تکلیف',
    guide: 'سانس کی تکلیف',
  },
  'heat-stroke': {
    label: 'لو لگنا (ہیٹ اسٹروک)',
    guide: 'لو لگنے کی ابتدائی طبی امداد',
  },
  seizure: {
    label: 'دورہ',
    guide: 'دورے',
  },
  trauma: {
    label: 'گاڑی، جانور یا ضرب سے چوٹ',
    guide: 'چوٹیں اور گرنا',
  },
  crush: {
    label: 'دبنے یا کچلنے کی چوٹ',
    guide: 'چوٹیں اور گرنا',
  },
  fall: {
    label: 'اونچائی سے گرنا',
    guide: 'چوٹیں اور گرنا',
  },
  'vomiting-blood': {
    label: 'بار بار الٹی یا الٹی یا پاخانے میں خون',
    guide: '24/7 کھلے ایمرجنسی ہسپتال',
  },
  bleeding: {
    label: 'خون بہنا',
    guide: 'زیادہ خون بہنا',
  },
  'difficult-birth': {
    label: 'مشکل زچگی',
    guide: '24/7 کھلے ایمرجنسی ہسپتال',
  },
  string: {
    label: 'دھاگا یا ڈوری نگل لی',
    guide: '24/7 کھلے ایمرجنسی ہسپتال',
  },
  electrical: {
    label: 'بجلی کا جھٹکا یا جلنا',
    guide: 'جلنے کی ابتدائی طبی امداد',
  },
  'hind-legs': {
    label: 'پچھلی ٹانگوں میں اچانک کمزوری',
    guide: '24/7 کھلے ایمرجنسی ہسپتال',
  },
  'eye-injury': {
    label: 'آنکھ کی چوٹ',
    guide: 'ابتدائی طبی امداد',
  },
  allergic: {
    label: 'سوجا ہوا چہرہ یا الرجی',
    guide: 'ابتدائی طبی امداد',
  },
  'swollen-belly': {
    label: 'سخت اور پھولا ہوا پیٹ',
    guide: '24/7 کھلے ایمرجنسی ہسپتال',
  },
  jaundice: {
    label: 'پیلے مسوڑھے، جلد یا آنکھیں',
    guide: '24/7 کھلے ایمرجنسی ہسپتال',
  },
  hypothermia: {
    label: 'شدید ٹھنڈ یا برف زدگی',
    guide: 'ابتدائی طبی امداد',
  },
  'fading-kitten': {
    label: 'ٹھنڈا یا کمزور بچہ',
    guide: '24/7 کھلے ایمرجنسی ہسپتال',
  },
  'not-eating': {
    label: 'ایک دن یا زیادہ سے کچھ نہیں کھایا',
    guide: '24/7 کھلے ایمرجنسی ہسپتال',
  },
  collapse: {
    label: 'گر پڑنا یا بے ہوشی',
    guide: '24/7 کھلے ایمرجنسی ہسپتال',
  },
};
