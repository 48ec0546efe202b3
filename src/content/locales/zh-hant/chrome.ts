// Traditional Chinese page chrome (src/content/locales/en/chrome.ts); words as in docs/glossary/zh-hant.md. Every
// {placeholder} is kept: the code fills in phones, names, places, prices and dates.

import type { chrome as english } from '../en/chrome.ts';
import type { Translated } from '../types.ts';

export const chrome: Translated<typeof english> = {
  routes: {
    home: {
      title: '紐約雜貨店店貓的免費照顧幫助',
      description:
        '給紐約雜貨店和店貓照顧者的免費幫助，用簡單的話說明：急救步驟、24/7 獸醫、平價診所、費用、日常照顧和救援建議。',
      breadcrumb: '首頁',
    },
    search: {
      title: '搜尋養貓指南',
      description: '搜尋 Bodega Cat Care NYC 的所有指南：急症、獸醫、費用、餵食、絕育等等。',
      breadcrumb: '搜尋',
    },
    emergency: {
      title: '紐約貓急症幫助——24/7 獸醫和第一步',
      description: '貓呼吸困難、流血或中毒時現在該做甚麼，以及紐約 24/7 開門的動物醫院。',
      breadcrumb: '緊急情況',
    },
    check: {
      title: '是急症嗎？按幾下就知道',
      description: '不確定貓現在要不要看獸醫？按幾下回答，就知道是現在去 24/7 動物醫院、一天內看獸醫，還是在家照顧。',
      breadcrumb: '是急症嗎？',
    },
    findHelp: {
      title: '在紐約找平價的貓醫療幫助',
      description: '給紐約雜貨店貓和社區貓的平價獸醫、費用資助、絕育計劃、找新家和救援組織。',
      breadcrumb: '尋求幫助',
    },
    dailyCare: {
      title: '雜貨店貓的日常照顧',
      description: '紐約店裡的貓的餵食、貓砂、梳毛、疫苗和危險跡象，還有店貓要遵守的規定。',
      breadcrumb: '日常照顧',
    },
    spayNeuter: {
      title: '在紐約給店貓做絕育',
      description: '紐約的免費和平價絕育，手術前怎樣準備，手術後怎樣照顧貓。',
      breadcrumb: '絕育',
    },
    surrender: {
      title: '在紐約把貓交給收容所或幫牠找新家',
      description: '收容所、不交出貓的其他辦法，以及在紐約市怎樣安全地幫貓找新家。',
      breadcrumb: '交給收容所',
    },
    workingWithRescues: {
      title: '和救援組織合作',
      description: '救援組織能為店貓做甚麼、好的跡象、危險信號和要問的問題。',
      breadcrumb: '和救援組織合作',
    },
    behavioralWellness: {
      title: '店貓的行為和情緒健康',
      description: '壓力的跡象、讓貓生活更豐富的點子，以及店裡的貓常見行為問題的解決辦法。',
      breadcrumb: '行為健康',
    },
    vets: {
      title: '紐約獸醫名錄',
      description: '五個區的急診醫院和平價獸醫，寫明每一條資料最近甚麼時候確認過。',
      breadcrumb: '獸醫',
    },
    rehoming: {
      title: '各區幫貓找新家的資源',
      description: '紐約各區的救援和找新家組織，以及怎樣安全地幫貓找新家。',
      breadcrumb: '找新家',
    },
    breathing: {
      title: '貓呼吸急症',
      description: '哪些呼吸情況是急症、不要做甚麼，以及怎樣去 24/7 獸醫。',
      breadcrumb: '呼吸急症',
    },
    firstAid: {
      title: '貓的緊急急救',
      description: '傷口、呼吸困難、中毒、抽搐、燒燙傷和中暑的一步一步急救方法。',
      breadcrumb: '急救',
    },
    feeding: {
      title: '雜貨店貓餵食指南',
      description: '店貓吃甚麼、甚麼時候吃、吃多少，哪些食物有毒，以及怎樣省錢。',
      breadcrumb: '餵食指南',
    },
    grooming: {
      title: '店貓的梳毛和清潔',
      description: '每天梳毛、工具、洗澡、常見問題，以及紐約專業美容的價格。',
      breadcrumb: '梳毛和清潔',
    },
    preventiveHealth: {
      title: '貓的預防保健',
      description: '店貓的疫苗、健康檢查、預防保健費用和早期危險跡象。',
      breadcrumb: '預防保健',
    },
    financialAssistance: {
      title: '紐約養貓費用資助',
      description: '免費和平價診所、急診基金、寵物食物發放點，以及其他幫你付貓醫療費的幫助。',
      breadcrumb: '費用資助',
    },
    communityCats: {
      title: '店門外的貓',
      description: '門口的流浪貓、箱子後面的小貓、空地上的野貓群或走失的貓：在紐約該怎麼做，誰能幫忙。',
      breadcrumb: '店門外的貓',
    },
    feedback: {
      title: '意見回饋',
      description: '推薦獸醫或資源、報告錯誤資料，或提出改進建議。',
      breadcrumb: '意見回饋',
    },
    terms: {
      title: '使用條款',
      description: 'Bodega Cat Care NYC 的使用條款。本網站只供參考學習。',
      breadcrumb: '使用條款',
    },
    privacy: {
      title: '隱私政策',
      description: 'Bodega Cat Care NYC 收集甚麼資料、為甚麼收集，以及你的權利。',
      breadcrumb: '隱私政策',
    },
    about: {
      title: '關於 Bodega Cat Care NYC',
      description: '我們的使命、服務對象、怎樣核實資料，以及怎樣聯絡我們。',
      breadcrumb: '關於我們',
    },
  },
  nav: {
    home: '首頁',
    emergency: '緊急情況',
    findHelp: '尋求幫助',
    dailyCare: '日常照顧',
    spayNeuter: '絕育',
    surrender: '交給收容所',
  },
  landmarks: { primary: '主要導覽', breadcrumb: '目前位置', footer: '頁尾' },
  skipLink: '跳到主要內容',
  header: { free: '免費', home: '首頁' },
  emergencyBar: {
    question: '貓有急症？',
    open: '24/7 開門',
    callLabel: '打電話給 24/7 急診獸醫 {name}，電話 {phone}',
  },
  call: {
    button: '打給 24/7 獸醫',
    homeButton: '24/7 獸醫：',
    allHours: '24/7：',
    callNamed: '打電話給 {name}，電話 {phone}',
    openAllHours: '24/7 開門',
  },
  footer: {
    disclaimer:
      '只供參考學習，不是獸醫的意見。貓的健康問題，一定要問有執照的獸醫。遇到急症，立即打電話給 24/7 動物醫院。',
  },
  loading: {
    page: '載入中…',
    emergency: '正在載入急救資料…',
    findHelp: '正在載入幫助資源…',
    dailyCare: '正在載入日常照顧資料…',
  },
  offline: {
    notice: '你現在沒有網絡。急救步驟、急救方法和獸醫名單還能用。打電話不需要網絡：24/7 急診獸醫 {phone}。',
  },
  notFound: {
    title: '哎呀！找不到這個頁面',
    body: '你要找的頁面不存在，或者已經搬走了。',
    homeLink: '回到首頁',
  },
  routeError: {
    title: '這個頁面沒有載入',
    body: '請檢查網絡，再重新載入頁面。如果貓現在需要幫助，打電話給 24/7 動物醫院：',
    call: '打電話 {phone}',
    reload: '重新載入頁面',
  },
  back: '返回',
  backToTop: '回到頂部',
  newTab: '（在新分頁開啟）',
  languageMenu: {
    button: '語言',
    ours: '用這些語言閱讀本網站',
    notTranslated: '這一頁還沒有翻譯：連結會打開該語言的首頁。',
    other: '其他語言（自動翻譯）',
    otherHint: '會載入 Google 對這一頁的翻譯。需要網絡，而且這一頁會傳送給 Google。',
    loading: '載入中…',
    failed: '無法翻譯',
  },
  languageOffer: '用繁體中文閱讀本指南',
  translationNotice: {
    title: '關於這個翻譯',
    body: '於 {date} 從英文指南翻譯。還沒有經過母語是中文的獸醫專業人員審核。電話號碼和步驟都和英文頁面一樣。',
    englishLink: '閱讀英文頁面',
  },
};
