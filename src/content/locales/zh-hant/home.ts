// Traditional Chinese for the home page (src/content/pages/home.ts), written for Cantonese readers in wording that
// reads the same in Hong Kong and Taiwan; words as in docs/glossary/zh-hant.md. Anchors, icons, routes, tones and
// every figure are the English ones.

import type { homePage as english } from '../../pages/home.ts';
import type { Translated } from '../types.ts';

export const homePage: Translated<typeof english> = {
  title: '紐約雜貨店店貓的免費幫助',
  emergencyHeading: '貓現在出事了？按一下發生的情況：',
  emergencyCards: [
    { anchor: 'breathing', label: '呼吸困難', icon: 'wind' },
    { anchor: 'bleeding', label: '流血', icon: 'bandage' },
    { anchor: 'poisoning', label: '中毒', icon: 'flask' },
    { anchor: 'urinary', label: '公貓尿不出來', icon: 'droplet' },
    { anchor: 'seizure', label: '抽搐', icon: 'bolt' },
    { anchor: 'injury', label: '被車撞或跌傷', icon: 'car' },
  ],
  lead: '寫給店主和照顧貓的人，用簡單的話說明：急救步驟、24/7 和平價獸醫、費用和日常照顧。只供參考，不能代替獸醫的意見。',
  categories: [
    {
      route: 'emergency',
      title: '緊急情況',
      body: '呼吸困難、流血、中毒等情況的第一步做法，還有 24/7 動物醫院。',
      tone: 'emergency',
    },
    {
      route: 'findHelp',
      title: '尋求幫助',
      body: '五個區的平價獸醫、費用資助、絕育、救援組織和幫貓找新家。',
      tone: 'brand',
    },
    {
      route: 'dailyCare',
      title: '日常照顧',
      body: '餵食、貓砂、梳毛、疫苗，還有貓生病的跡象。',
      tone: 'brand',
    },
  ],
  categoriesHeading: '你需要甚麼？',
  factsHeading: '值得知道',
  facts: {
    vetsListed: (count: number) => `${count}家紐約獸醫已列出`,
    vetsNote: '五個區的急診醫院和診所，每一家都寫明最後確認的日期。',
    checkup: '$75-200',
    checkupLabel: '一般檢查的常見費用',
    checkupNote: '紐約一般價格，截至 2025 年 1 月——實際價格請問診所。',
    freeLabel: '免費',
    freeNote: '本網站免費：不用登記，也不用開帳戶。',
  },
  healthCheck: {
    title: '快速健康檢查',
    intro: '每天花 1 分鐘看看你的貓。一有改變，常常就是出問題的第一個跡象。',
    goodTitle: '健康的跡象',
    good: [
      '吃喝正常',
      '每天在貓砂盆裡小便和大便',
      '眼睛明亮清澈，鼻子乾淨',
      '牙齦是粉紅色的',
      '合著嘴呼吸，呼吸平穩輕鬆',
      '會自己舔毛，走動正常',
    ],
    warningTitle: '危險跡象——打電話給獸醫',
    warning: [
      '一天不吃東西，或躲起來',
      '嘔吐或腹瀉不止一次，或帶血',
      '蹲在貓砂盆裡很用力（公貓：立即去）',
      '張嘴呼吸，或牙齦蒼白、發藍（立即去）',
      '跛腳、有傷口或腫起來',
      '體重下降，或喝水比平時多很多',
    ],
    moreLink: '更多貓生病的跡象',
  },
};
