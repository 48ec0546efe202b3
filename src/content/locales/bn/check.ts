// Bengali copy for the checker (/bn/check): the same names and shape as src/content/pages/check.ts, written in plain
// words a shop owner uses, with the words of docs/glossary/bn.md; red-flag ids, icons and paths stay as they are
// (src/content/locales/types.ts). The outcome pages' red-flag steps come from the triage data, not from here.
import type { Translated } from '../types.ts';
import type { checkPage as English } from '../../pages/check.ts';

export const checkPage: Translated<typeof English> = {
  title: 'এটা কি জরুরি অবস্থা?',
  lead: 'একবারে একটা প্রশ্ন। যে উত্তরটা প্রথমে মিলে যায়, সেটায় ট্যাপ করুন। আপনি যা ট্যাপ করেন তা কোথাও রাখা হয় না, পাঠানোও হয় না।',
  progress: 'প্রশ্ন {n} (মোট {total}টি)',
  back: 'পেছনে',
  startAgain: 'আবার শুরু করুন',
  steps: [
    {
      id: 'now',
      question: 'আপনার বিড়ালের কি এখন এগুলোর কোনোটা হচ্ছে?',
      hint: 'নিশ্চিত না হলে সবচেয়ে কাছাকাছি উত্তরটায় ট্যাপ করুন: পশু ডাক্তারের কাছে যাওয়াই বেশি নিরাপদ।',
      options: [
        {
          flag: 'breathing',
          icon: 'wind',
          text: 'শ্বাস নিতে কষ্ট হচ্ছে, মুখ খুলে শ্বাস নিচ্ছে, বা দম আটকে যাচ্ছে',
        },
        { flag: 'collapse', icon: 'emergency', text: 'ঢলে পড়েছে, দাঁড়াতে পারছে না, বা জাগাতে কষ্ট হচ্ছে' },
        {
          flag: 'seizure',
          icon: 'bolt',
          text: 'খিঁচুনি: কাঁপছে বা ঝাঁকুনি দিচ্ছে আর আপনাকে চিনতে পারছে না, এখন বা গত এক দিনের মধ্যে',
        },
        { flag: 'bleeding', icon: 'bandage', text: 'রক্ত পড়ছে, চেপে ধরলেও থামছে না' },
        { flag: 'hind-legs', icon: 'heart', text: 'হঠাৎ পেছনের পা টেনে টেনে চলছে, ব্যথায় কাঁদছে' },
      ],
      none: 'না, এগুলোর কোনোটাই না',
    },
    {
      id: 'happened',
      question: 'এগুলোর কোনোটা কি ঘটেছে?',
      hint: 'এখন বিড়াল ঠিক আছে মনে হলেও।',
      options: [
        {
          flag: 'poisoning',
          icon: 'flask',
          text: 'লিলি ফুল, কোনো ওষুধ, বিষ বা কেমিক্যাল খেয়েছে, চেটেছে বা চিবিয়েছে',
        },
        {
          flag: 'trauma',
          icon: 'car',
          text: 'গাড়ি বা সাইকেলের ধাক্কা খেয়েছে, কুকুর আক্রমণ করেছে, বা কেউ লাথি মেরেছে',
        },
        { flag: 'fall', text: 'উঁচু থেকে পড়ে গেছে: তাক, জানালা বা ফায়ার এস্কেপ (বাইরের লোহার সিঁড়ি) থেকে' },
        { flag: 'crush', text: 'আটকে গেছে বা চাপা পড়েছে: দরজায়, দোকানের শাটারে, বা ভারী কিছুর নিচে' },
        { flag: 'string', text: 'সুতা, দড়ি, ফিতা বা চকচকে সাজানোর জরি গিলে ফেলেছে' },
        { flag: 'electrical', text: 'বিদ্যুতের তার চিবিয়েছে, শক খেয়েছে, বা পুড়ে গেছে' },
        { flag: 'heat-stroke', icon: 'sun', text: 'খুব বেশি গরম লেগেছে: গরম জায়গায় হাঁপাচ্ছে বা টলছে' },
        { flag: 'hypothermia', text: 'ঠান্ডায় কোথাও আটকা ছিল বা বাইরে ছিল, আর গা ঠান্ডা হয়ে গেছে' },
      ],
      none: 'না, এগুলোর কোনোটাই না',
    },
    {
      id: 'pee-birth-kitten',
      question: 'এটা কি প্রস্রাব, বাচ্চা দেওয়া বা বাচ্চা বিড়াল নিয়ে?',
      options: [
        {
          flag: 'urinary-blockage',
          icon: 'droplet',
          text: 'লিটার বক্সে কোঁত দিচ্ছে, প্রস্রাব খুব কম বের হচ্ছে বা একদম হচ্ছে না',
        },
        { flag: 'no-urine', text: 'পুরুষ বিড়াল 12 ঘণ্টা বা তার বেশি সময় প্রস্রাব করেনি' },
        {
          flag: 'difficult-birth',
          text: 'বাচ্চা দিচ্ছে: এক ঘণ্টা ধরে কোঁত দিচ্ছে কিন্তু কোনো বাচ্চা বের হয়নি, বা বাচ্চা আটকে গেছে',
        },
        { flag: 'fading-kitten', text: 'ছোট বাচ্চা বিড়াল ঠান্ডা, নেতিয়ে পড়েছে, বা দুধ খাচ্ছে না' },
      ],
      none: 'না, এগুলোর কোনোটাই না',
    },
    {
      id: 'signs',
      question: 'আপনি কি এগুলোর কোনোটা দেখছেন?',
      options: [
        { flag: 'vomiting-blood', text: 'বারবার বমি করছে, বা বমি বা পায়খানায় রক্ত' },
        { flag: 'not-eating', text: 'এক দিন বা তার বেশি কিছুই খায়নি' },
        {
          flag: 'eye-injury',
          text: 'চোখে আঘাত: আঁচড়ের পর চোখ বন্ধ করে রাখছে, চোখ দিয়ে কিছু ঝরছে, বা চোখে কিছু ঢুকেছে',
        },
        { flag: 'allergic', text: 'মুখ, ঠোঁট বা গলা ফুলে গেছে' },
        { flag: 'jaundice', text: 'মাড়ি, চামড়া বা চোখের সাদা অংশ হলুদ' },
        { flag: 'swollen-belly', text: 'পেট শক্ত আর ফোলা' },
      ],
      none: 'না, এগুলোর কোনোটাই না',
    },
    {
      id: 'eating-litter',
      question: 'এটা কি খাওয়া, বমি বা লিটার বক্স নিয়ে?',
      options: [
        { flag: 'vomiting', text: 'একবারের বেশি বমি করেছে', worseIf: ['vomiting-blood', 'not-eating'] },
        {
          flag: 'eating-less',
          text: 'স্বাভাবিকের চেয়ে কম খাচ্ছে, বা খুব অল্প খাচ্ছে',
          worseIf: ['not-eating', 'collapse'],
        },
        {
          flag: 'peeing-less',
          text: 'কম প্রস্রাব করছে, বক্সের বাইরে করছে, বা প্রস্রাব গোলাপি বা রক্তমেশানো',
          worseIf: ['urinary-blockage', 'no-urine'],
        },
        { flag: 'diarrhea', text: 'পাতলা পায়খানা (ডায়রিয়া)', worseIf: ['vomiting-blood', 'collapse'] },
        {
          flag: 'constipation',
          text: 'দুই দিন পায়খানা করেনি, বা পায়খানার জন্য কোঁত দিচ্ছে',
          worseIf: ['urinary-blockage', 'vomiting-blood'],
        },
      ],
      none: 'না, এগুলোর কোনোটাই না',
    },
    {
      id: 'other-signs',
      question: 'সমস্যাটা কি এগুলোর কোনোটা?',
      options: [
        {
          flag: 'limping',
          text: 'খুঁড়িয়ে হাঁটছে, বা একটা পা মাটিতে রাখছে না',
          worseIf: ['hind-legs', 'trauma'],
        },
        {
          flag: 'wound',
          text: 'কামড়ের ক্ষত, কাটা জায়গা যার রক্ত পড়া থেমে গেছে, একটা গোটা, বা ফোঁড়া (পুঁজভরা ফোলা)',
          worseIf: ['bleeding'],
        },
        {
          flag: 'breathing-fast',
          text: 'বিশ্রামের সময়ও স্বাভাবিকের চেয়ে দ্রুত শ্বাস নিচ্ছে, মুখ বন্ধ',
          worseIf: ['breathing'],
        },
        {
          flag: 'eye-problem',
          text: 'চোখ লাল বা ব্যথা, আধবোজা করে রাখছে, বা চোখ দিয়ে পানি পড়ছে',
          worseIf: ['eye-injury'],
        },
        {
          flag: 'incision',
          text: 'অপারেশনের কাটা জায়গা লাল, ফোলা বা ভেজা দেখাচ্ছে',
          worseIf: ['bleeding'],
        },
        {
          flag: 'unwell',
          text: 'আগের মতো নেই: লুকিয়ে থাকছে, ছুঁলে ব্যথা পায়, অনেক পানি খাচ্ছে, রোগা হয়ে যাচ্ছে, কাশছে, কানে ব্যথা',
          worseIf: ['not-eating', 'breathing', 'collapse'],
        },
      ],
      none: 'না, এগুলোর কোনোটাই না',
    },
    {
      id: 'at-home',
      question: 'আপনার বিড়াল আগের মতোই খাচ্ছে, প্রস্রাব করছে আর চলাফেরা করছে? তাহলে সমস্যাটা কী নিয়ে?',
      options: [
        {
          topic: 'hairball',
          text: 'লোমের দলা (হেয়ারবল), বা একবার বমি করে এখন ঠিক আছে',
          guide: { title: 'পরিচ্ছন্নতা আর লোমের দলা', path: '/grooming' },
        },
        {
          topic: 'sneezing',
          text: 'মাঝে মাঝে হাঁচি দেয়, তবু খাচ্ছে আর খেলছে',
          guide: { title: 'বিড়াল অসুস্থ হওয়ার লক্ষণ', path: '/daily-care#sick-signs' },
        },
        {
          topic: 'poop',
          text: 'একবার নরম পায়খানা, তারপর থেকে স্বাভাবিক',
          guide: { title: 'লিটার বক্স দেখে কী বোঝা যায়', path: '/daily-care#litter' },
        },
        {
          topic: 'coat',
          text: 'ফ্লি (গায়ের পোকা), চুলকানি, জট পাকানো লোম বা নখ',
          guide: { title: 'পরিচ্ছন্নতা', path: '/grooming' },
        },
        {
          topic: 'behaviour',
          text: 'আচরণ: আঁচড়ানো, ফোঁস ফোঁস করা, নতুন বিড়াল, ভয় বা অস্থিরতা',
          guide: { title: 'আচরণ ও সুস্থতা', path: '/behavioral-wellness' },
        },
        {
          topic: 'checkup',
          text: 'খাবার, ওজন, টিকা বা চেকআপ',
          guide: { title: 'টিকা আর চেকআপ', path: '/preventive-health' },
        },
        {
          topic: 'other',
          text: 'অন্য কিছু',
          guide: { title: 'বিড়াল অসুস্থ হওয়ার লক্ষণ', path: '/daily-care#sick-signs' },
        },
      ],
    },
  ],
  goNow: {
    heading: 'এখনই 24/7 খোলা পশু হাসপাতালে যান',
    because: 'আপনি বলেছেন:',
    callTitle: 'যাওয়ার পথে ফোন করুন',
    boroughQuestion: 'আপনি কোন বরোতে আছেন?',
    onTheWay: 'যাওয়ার পথে',
    dont: 'এটা করবেন না',
    dontGeneral: ['ভালো হয় কিনা দেখার জন্য অপেক্ষা করবেন না।', 'পশু ডাক্তার না বললে কোনো ওষুধ, খাবার বা পানি দেবেন না।'],
    guide: 'সব ধাপ পড়ুন:',
  },
  vet24h: {
    heading: '24 ঘণ্টার মধ্যে পশু ডাক্তার দেখান',
    because: 'আপনি বলেছেন:',
    now: 'এখন কী করবেন',
    worseIf: 'এগুলোর কোনোটা দেখলে অপেক্ষা না করে এখনই 24/7 খোলা হাসপাতালে যান:',
    watch: 'রাতে কী খেয়াল রাখবেন',
    watchList: [
      'বিড়াল কি খাচ্ছে আর পানি খাচ্ছে? শেষ কখন খেয়েছে লিখে রাখুন।',
      'প্রস্রাব হচ্ছে কি? সকালে লিটার বক্স দেখুন।',
      'বিড়াল কি মুখ বন্ধ রেখে শান্তভাবে শ্বাস নিচ্ছে?',
      'বিড়াল কি আরও চুপচাপ হয়ে যাচ্ছে, বেশি লুকাচ্ছে, বা জাগাতে কষ্ট হচ্ছে?',
    ],
    lowCost: 'বরো অনুযায়ী কম খরচের পশু ডাক্তার',
    lowCostNone: 'আমাদের তালিকায় {borough}-এ কোনো কম খরচের ক্লিনিক নেই।',
    directory: 'তালিকার সব পশু ডাক্তার',
    guide: 'আরও পড়ুন:',
  },
  home: {
    heading: 'নিজে যত্ন নিন আর খেয়াল রাখুন',
    because: 'আপনি বলেছেন:',
    guide: 'এর গাইড:',
    callIf: 'পশু ডাক্তারকে ফোন করুন যদি',
    callIfList: [
      'আবার হয়, বা এক দিনের বেশি থাকে;',
      'বিড়াল খাওয়া বন্ধ করে, লুকিয়ে থাকে, বা ব্যথায় আছে মনে হয়;',
      'আপনার দুশ্চিন্তা হয়: আপনার বিড়ালকে আপনিই সবচেয়ে ভালো চেনেন।',
    ],
    goNowIf: 'যেসব লক্ষণ সবসময় জরুরি, তার কোনোটা দেখলে এখনই 24/7 খোলা হাসপাতালে যান।',
    goNowLink: 'যেসব লক্ষণ সবসময় জরুরি',
  },
  notFound: 'এই প্রশ্নটি নেই।',
};
