// Traditional Chinese for the words of listing cards, hospital tables, the call-ahead advice and the printed sheet
// (src/content/pages/listings.ts); words as in docs/glossary/zh-hant.md. Every {placeholder} of the English is kept;
// the code fills in names, places, prices and dates.
import type { Translated } from '../types.ts';
import type { listings as English } from '../../pages/listings.ts';

export const listings: Translated<typeof English> = {
  print: '印出',
  callAhead: {
    title: '在路上先打電話',
    body: '紐約的動物急診室有時會暫停接收新病人，也可能要等好幾個小時。出發前先打電話，他們會告訴你能不能立即看你的貓，還是要你去別的地方。',
  },
  hospitalTable: {
    caption: '各區的 24/7 急診醫院',
    columns: { name: '醫院', where: '地區', call: '電話' },
    callAhead: '電話未確認——請看網站，出發前先打電話',
    noWebsite: '電話未確認——出發前先打電話',
    website: '網站',
    noneCallable: '{place} 沒有電話已確認的 24/7 醫院。最近有確認電話的是：',
    noneListed: '我們沒有列出 {place} 的 24/7 醫院。最近有確認電話的是：',
    cost: '急診一般只是檢查費就要大約 {range}，還不包括治療（{date} 的價格）。',
    costLink: '看獸醫的費用資助',
  },
  printSheet: {
    columns: { name: '醫院', where: '地點', phone: '電話' },
    unconfirmedSuffix: '（未確認：先核實）',
    hiddenPhone: '未確認：先打電話／看網站',
  },
  listing: {
    open24: '24/7 開門',
    call: '打電話',
    website: '網站',
    directions: '路線',
    reportWrongInfo: '報告錯誤資料',
    phoneHiddenBefore: '電話未確認——出發前先看',
    phoneHiddenLink: '網站',
    phoneHiddenAfter: '核實一下',
    phoneHiddenNoWebsite: '電話未確認——出發前先搜尋名稱，或打 311 查詢',
    phoneUnconfirmed: '（未確認——出發前先核實）',
    mayHaveChanged: '有些資料可能已經改了——請向對方確認。',
    lastChecked: '最後核實：{date}',
    noDate: '最後核實：日期不詳',
    outOfDate: '資料可能已過時——請先打電話',
    feeUnknown: '打電話問',
    feeLabel: '費用',
    feeUnverified: '費用未確認——打電話時問清楚要多少錢。',
  },
};
