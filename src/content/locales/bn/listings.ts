// Bengali for the words of listing cards, hospital tables, the call-ahead advice and the printed sheet
// (src/content/pages/listings.ts); words as in docs/glossary/bn.md. Every {placeholder} of the English is kept;
// the code fills in names, places, prices and dates.
import type { Translated } from '../types.ts';
import type { listings as English } from '../../pages/listings.ts';

export const listings: Translated<typeof English> = {
  print: 'প্রিন্ট',
  callAhead: {
    title: 'যাওয়ার পথে আগেই ফোন করুন',
    body: 'নিউ ইয়র্কের পশু জরুরি বিভাগ মাঝে মাঝে নতুন রোগী নেওয়া বন্ধ রাখে, আর অপেক্ষা কয়েক ঘণ্টা হতে পারে। বের হওয়ার আগে ফোন করুন, যাতে তারা বলতে পারে এখনই আপনার বিড়াল দেখতে পারবে নাকি অন্য কোথাও পাঠাবে।',
  },
  hospitalTable: {
    caption: 'বরো অনুযায়ী 24/7 জরুরি পশু হাসপাতাল',
    columns: { name: 'হাসপাতাল', where: 'এলাকা', call: 'ফোন' },
    callAhead: 'ফোন নম্বর নিশ্চিত নয় — ওয়েবসাইট দেখুন, আগে ফোন করুন',
    noWebsite: 'ফোন নম্বর নিশ্চিত নয় — আগে ফোন করুন',
    website: 'ওয়েবসাইট',
    noneCallable: '{place}-এ নিশ্চিত ফোন নম্বরসহ কোনো 24/7 হাসপাতাল নেই। নিশ্চিত নম্বরসহ সবচেয়ে কাছের হাসপাতাল:',
    noneListed: '{place}-এ আমাদের তালিকায় কোনো 24/7 হাসপাতাল নেই। নিশ্চিত ফোন নম্বরসহ সবচেয়ে কাছের হাসপাতাল:',
    cost: 'জরুরি ভিজিটে শুধু দেখানোর খরচ সাধারণত প্রায় {range}, চিকিৎসার খরচ আলাদা ({date} অনুযায়ী দাম)।',
    costLink: 'পশু ডাক্তারের বিল দিতে সাহায্য',
  },
  printSheet: {
    columns: { name: 'হাসপাতাল', where: 'কোথায়', phone: 'ফোন' },
    unconfirmedSuffix: '(নিশ্চিত নয়: আগে যাচাই করুন)',
    hiddenPhone: 'নিশ্চিত নয়: আগে ফোন করুন / ওয়েবসাইট দেখুন',
  },
  listing: {
    open24: '24/7 খোলা',
    call: 'ফোন করুন',
    website: 'ওয়েবসাইট',
    directions: 'পথের দিশা',
    reportWrongInfo: 'ভুল তথ্য জানান',
    phoneHiddenBefore: 'ফোন নম্বর নিশ্চিত নয় — যাওয়ার আগে',
    phoneHiddenLink: 'ওয়েবসাইট',
    phoneHiddenAfter: 'দেখে নিন',
    phoneHiddenNoWebsite: 'ফোন নম্বর নিশ্চিত নয় — যাওয়ার আগে নাম দিয়ে খুঁজুন বা 311-এ ফোন করুন',
    phoneUnconfirmed: '(নিশ্চিত নয় — যাওয়ার আগে যাচাই করুন)',
    mayHaveChanged: 'কিছু তথ্য বদলে থাকতে পারে — সেখানে জিজ্ঞেস করে নিশ্চিত হোন।',
    lastChecked: 'শেষ যাচাই: {date}',
    noDate: 'শেষ যাচাই: তারিখ জানা নেই',
    outOfDate: 'তথ্য পুরোনো হতে পারে — আগে ফোন করুন',
    feeUnknown: 'ফোন করে জিজ্ঞেস করুন',
    feeLabel: 'ফি',
    feeUnverified: 'ফি নিশ্চিত নয় — ফোন করার সময় খরচ জিজ্ঞেস করুন।',
  },
};
