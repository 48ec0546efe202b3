import type { chrome as englishChrome } from '../en/chrome.ts';
import type { Translated } from '../types.ts';

// Bengali page chrome (src/content/locales/en/chrome.ts); words as in docs/glossary/bn.md. Every {placeholder} of
// the English is kept; the code fills in phones, prices and dates.

export const chrome: Translated<typeof englishChrome> = {
  routes: {
    home: {
      title: 'নিউ ইয়র্কের দোকানের বিড়ালের যত্নে বিনা পয়সার সাহায্য',
      breadcrumb: 'হোম',
    },
    search: {
      title: 'বিড়ালের যত্নের গাইড খুঁজুন',
      breadcrumb: 'খুঁজুন',
    },
    emergency: {
      title: 'নিউ ইয়র্কে বিড়ালের জরুরি সাহায্য — 24/7 পশু ডাক্তার আর প্রথম ধাপ',
      breadcrumb: 'জরুরি চিকিৎসা',
    },
    check: {
      title: 'এটা কি জরুরি অবস্থা? কয়েকটা ট্যাপে জেনে নিন',
      breadcrumb: 'এটা কি জরুরি?',
    },
    findHelp: {
      title: 'নিউ ইয়র্কে কম খরচে বিড়ালের চিকিৎসা',
      breadcrumb: 'সাহায্য খুঁজুন',
    },
    dailyCare: {
      title: 'দোকানের বিড়ালের প্রতিদিনের যত্ন',
      breadcrumb: 'প্রতিদিনের যত্ন',
    },
    spayNeuter: {
      title: 'নিউ ইয়র্কে দোকানের বিড়ালকে খাসি করান',
      breadcrumb: 'খাসি করানো',
    },
    surrender: {
      title: 'নিউ ইয়র্কে বিড়াল জমা দেওয়া বা নতুন ঘরে দেওয়া',
      breadcrumb: 'জমা দেওয়া',
    },
    workingWithRescues: {
      title: 'উদ্ধারকারী সংস্থার সাথে কাজ',
      breadcrumb: 'উদ্ধারকারী সংস্থা',
    },
    behavioralWellness: {
      title: 'দোকানের বিড়ালের আচরণ আর মনের সুস্থতা',
      breadcrumb: 'আচরণ ও সুস্থতা',
    },
    vets: {
      title: 'নিউ ইয়র্কের পশু ডাক্তারের তালিকা',
      breadcrumb: 'পশু ডাক্তার',
    },
    rehoming: {
      title: 'বরো অনুযায়ী নতুন ঘর খোঁজার সাহায্য',
      breadcrumb: 'নতুন ঘর',
    },
    breathing: {
      title: 'বিড়ালের শ্বাসকষ্ট: জরুরি অবস্থা',
      breadcrumb: 'শ্বাসকষ্ট',
    },
    firstAid: {
      title: 'বিড়ালের জরুরি প্রাথমিক চিকিৎসা',
      breadcrumb: 'প্রাথমিক চিকিৎসা',
    },
    feeding: {
      title: 'দোকানের বিড়ালের খাবারের গাইড',
      breadcrumb: 'খাবারের গাইড',
    },
    grooming: {
      title: 'দোকানের বিড়ালের সাজগোজ আর পরিচ্ছন্নতা',
      breadcrumb: 'পরিচ্ছন্নতা',
    },
    preventiveHealth: {
      title: 'বিড়ালের রোগ প্রতিরোধ',
      breadcrumb: 'রোগ প্রতিরোধ',
    },
    financialAssistance: {
      title: 'নিউ ইয়র্কে বিড়ালের চিকিৎসার জন্য টাকার সাহায্য',
      breadcrumb: 'টাকার সাহায্য',
    },
    communityCats: {
      title: 'দোকানের বাইরের বিড়াল',
      breadcrumb: 'দোকানের বাইরের বিড়াল',
    },
    feedback: {
      title: 'মতামত',
      breadcrumb: 'মতামত',
    },
    terms: {
      title: 'ব্যবহারের শর্ত',
      breadcrumb: 'ব্যবহারের শর্ত',
    },
    privacy: {
      title: 'গোপনীয়তা নীতি',
      breadcrumb: 'গোপনীয়তা নীতি',
    },
    about: {
      title: 'Bodega Cat Care NYC সম্পর্কে',
      breadcrumb: 'আমাদের কথা',
    },
  },
  nav: {
    home: 'হোম',
    emergency: 'জরুরি',
    findHelp: 'সাহায্য',
    dailyCare: 'প্রতিদিনের যত্ন',
    spayNeuter: 'খাসি করানো',
    surrender: 'জমা দেওয়া',
  },
  landmarks: { primary: 'প্রধান মেনু', breadcrumb: 'পাতার পথ', footer: 'পাতার নিচের অংশ' },
  skipLink: 'মূল লেখায় যান',
  header: { free: 'বিনা পয়সায়', home: 'হোম' },
  emergencyBar: {
    question: 'বিড়ালের জরুরি অবস্থা?',
    open: '24/7 খোলা',
    callLabel: '24/7 জরুরি পশু ডাক্তার {name}-কে {phone} নম্বরে ফোন করুন',
  },
  call: {
    button: '24/7 পশু ডাক্তারকে ফোন',
    homeButton: '24/7 পশু ডাক্তার:',
    allHours: '24/7 খোলা:',
    callNamed: '{name}-কে {phone} নম্বরে ফোন করুন',
    openAllHours: '24/7 খোলা',
  },
  footer: {
    disclaimer:
      'শুধু জানার জন্য তথ্য — পশু ডাক্তারের পরামর্শ নয়। বিড়ালের স্বাস্থ্য নিয়ে সবসময় লাইসেন্সধারী পশু ডাক্তারের সাথে কথা বলুন। জরুরি অবস্থায় এখনই 24/7 খোলা পশু হাসপাতালে ফোন করুন।',
  },
  loading: {
    page: 'লোড হচ্ছে...',
    emergency: 'জরুরি তথ্য লোড হচ্ছে...',
    findHelp: 'সাহায্যের তথ্য লোড হচ্ছে...',
    dailyCare: 'প্রতিদিনের যত্নের তথ্য লোড হচ্ছে...',
  },
  offline: {
    notice:
      'আপনি অফলাইনে আছেন। জরুরি ধাপ, প্রাথমিক চিকিৎসা আর পশু ডাক্তারের তালিকা এখনও চলবে। ফোন করতে ইন্টারনেট লাগে না: 24/7 জরুরি পশু ডাক্তার {phone}।',
  },
  notFound: {
    title: 'দুঃখিত! পাতাটি পাওয়া যায়নি',
    body: 'আপনি যে পাতাটি খুঁজছেন সেটি নেই বা সরিয়ে নেওয়া হয়েছে।',
    homeLink: 'হোম পাতায় ফিরে যান',
  },
  routeError: {
    title: 'এই পাতাটি লোড হয়নি',
    body: 'ইন্টারনেট সংযোগ দেখে পাতাটি আবার লোড করুন। বিড়ালের এখনই সাহায্য লাগলে 24/7 খোলা পশু হাসপাতালে ফোন করুন:',
    call: '{phone} নম্বরে ফোন করুন',
    reload: 'পাতাটি আবার লোড করুন',
  },
  back: 'পেছনে',
  backToTop: 'ওপরে যান',
  newTab: '(নতুন ট্যাবে খোলে)',
  languageMenu: {
    button: 'ভাষা',
    ours: 'এই সাইট পড়ুন এই ভাষায়',
    notTranslated: 'এই পাতা এখনও অনুবাদ হয়নি: লিংকটি সেই ভাষার হোম পাতা খুলবে।',
    other: 'অন্য ভাষা (স্বয়ংক্রিয় অনুবাদ)',
    otherHint: 'এই পাতার Google অনুবাদ লোড করে। এর জন্য ইন্টারনেট লাগে, আর পাতাটি Google-এর কাছে পাঠানো হয়।',
    loading: 'লোড হচ্ছে...',
    failed: 'অনুবাদ পাওয়া যাচ্ছে না',
  },
  languageOffer: 'এই গাইড বাংলায় আছে। বাংলায় পড়ুন →',
  translationNotice: {
    title: 'এই অনুবাদ সম্পর্কে',
    body: '{date} তারিখে ইংরেজি গাইড থেকে অনুবাদ করা হয়েছে। বাংলা জানেন এমন কোনো পশু চিকিৎসা বিশেষজ্ঞ এখনও এটি যাচাই করেননি। ফোন নম্বর আর ধাপগুলো ইংরেজি পাতার মতোই।',
    englishLink: 'ইংরেজি পাতা পড়ুন',
  },
};
