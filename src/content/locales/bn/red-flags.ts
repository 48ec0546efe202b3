// The emergency red flags the assistant reads in Bengali (src/core/triage/world.ts), keyed by flag id: what
// the answer calls each one and the title of its section on the Bengali emergency pages.
import type { FlagText } from '../../../core/reply-copy.ts';

export const redFlagsBn: Readonly<Record<string, FlagText>> = {
  poisoning: {
    label: 'সম্ভাব্য বিষক্রিয়া',
    guide: 'বিষক্রিয়া',
  },
  'urinary-blockage': {
    label: 'প্রস্রাবের জন্য চাপ দিচ্ছে কিন্তু কিছু বের হচ্ছে না, প্রস্রাব আটকে থাকতে পারে',
    guide: 'প্রস্রাব আটকে যাওয়া',
  },
  breathing: {
    label: 'শ্বাসকষ্ট',
    guide: 'শ্বাসকষ্ট',
  },
  'heat-stroke': {
    label: 'হিট স্ট্রোক',
    guide: 'হিট স্ট্রোকের প্রাথমিক চিকিৎসা',
  },
  seizure: {
    label: 'খিঁচুনি',
    guide: 'খিঁচুনি',
  },
  trauma: {
    label: 'গাড়ি, প্রাণী বা আঘাতে জখম',
    guide: 'আঘাত ও পড়ে যাওয়া',
  },
  crush: {
    label: 'চাপা পড়ার জখম',
    guide: 'আঘাত ও পড়ে যাওয়া',
  },
  fall: {
    label: 'উঁচু থেকে পড়ে যাওয়া',
    guide: 'আঘাত ও পড়ে যাওয়া',
  },
  'vomiting-blood': {
    label: 'বারবার বমি বা বমি বা পায়খানায় রক্ত',
    guide: '24/7 খোলা জরুরি পশু হাসপাতাল',
  },
  bleeding: {
    label: 'রক্তপাত',
    guide: 'বেশি রক্তপাত',
  },
  'difficult-birth': {
    label: 'কঠিন প্রসব',
    guide: '24/7 খোলা জরুরি পশু হাসপাতাল',
  },
  string: {
    label: 'সুতা বা ফিতা গিলে ফেলেছে',
    guide: '24/7 খোলা জরুরি পশু হাসপাতাল',
  },
  electrical: {
    label: 'বৈদ্যুতিক শক বা পোড়া',
    guide: 'পোড়ার প্রাথমিক চিকিৎসা',
  },
  'hind-legs': {
    label: 'হঠাৎ পেছনের পায়ে দুর্বলতা',
    guide: '24/7 খোলা জরুরি পশু হাসপাতাল',
  },
  'eye-injury': {
    label: 'চোখে আঘাত',
    guide: 'প্রাথমিক চিকিৎসা',
  },
  allergic: {
    label: 'মুখ ফুলে যাওয়া বা অ্যালার্জি',
    guide: 'প্রাথমিক চিকিৎসা',
  },
  'swollen-belly': {
    label: 'শক্ত, ফোলা পেট',
    guide: '24/7 খোলা জরুরি পশু হাসপাতাল',
  },
  jaundice: {
    label: 'হলুদ মাড়ি, চামড়া বা চোখ',
    guide: '24/7 খোলা জরুরি পশু হাসপাতাল',
  },
  hypothermia: {
    label: 'প্রচণ্ড ঠান্ডা বা তুষারদংশ',
    guide: 'প্রাথমিক চিকিৎসা',
  },
  'fading-kitten': {
    label: 'ঠান্ডা বা দুর্বল বাচ্চা বিড়াল',
    guide: '24/7 খোলা জরুরি পশু হাসপাতাল',
  },
  'not-eating': {
    label: 'এক দিন বা তার বেশি কিছু খায়নি',
    guide: '24/7 খোলা জরুরি পশু হাসপাতাল',
  },
  collapse: {
    label: 'পড়ে যাওয়া বা অজ্ঞান',
    guide: '24/7 খোলা জরুরি পশু হাসপাতাল',
  },
};
