import type { routeDescriptions as englishDescriptions } from '../../../config/route-head.ts';
import type { Translated } from '../types.ts';

// The Traditional Chinese meta descriptions of every route (src/config/route-head.ts), moved here from this language's
// chrome.ts unchanged. Only the prerender reads them (src/app/head-words.ts): the browser never loads this file.

export const routeDescriptions: Translated<typeof englishDescriptions> = {
  home: '給紐約雜貨店和店貓照顧者的免費幫助，用簡單的話說明：急救步驟、24/7 獸醫、平價診所、費用、日常照顧和救援建議。',
  search: '搜尋 Bodega Cat Care NYC 的所有指南：急症、獸醫、費用、餵食、絕育等等。',
  emergency: '貓呼吸困難、流血或中毒時現在該做甚麼，以及紐約 24/7 開門的動物醫院。',
  check: '不確定貓現在要不要看獸醫？按幾下回答，就知道是現在去 24/7 動物醫院、一天內看獸醫，還是在家照顧。',
  findHelp: '給紐約雜貨店貓和社區貓的平價獸醫、費用資助、絕育計劃、找新家和救援組織。',
  dailyCare: '紐約店裡的貓的餵食、貓砂、梳毛、疫苗和危險跡象，還有店貓要遵守的規定。',
  spayNeuter: '紐約的免費和平價絕育，手術前怎樣準備，手術後怎樣照顧貓。',
  surrender: '收容所、不交出貓的其他辦法，以及在紐約市怎樣安全地幫貓找新家。',
  workingWithRescues: '救援組織能為店貓做甚麼、好的跡象、危險信號和要問的問題。',
  behavioralWellness: '壓力的跡象、讓貓生活更豐富的點子，以及店裡的貓常見行為問題的解決辦法。',
  vets: '五個區的急診醫院和平價獸醫，寫明每一條資料最近甚麼時候確認過。',
  rehoming: '紐約各區的救援和找新家組織，以及怎樣安全地幫貓找新家。',
  breathing: '哪些呼吸情況是急症、不要做甚麼，以及怎樣去 24/7 獸醫。',
  firstAid: '傷口、呼吸困難、中毒、抽搐、燒燙傷和中暑的一步一步急救方法。',
  feeding: '店貓吃甚麼、甚麼時候吃、吃多少，哪些食物有毒，以及怎樣省錢。',
  grooming: '每天梳毛、工具、洗澡、常見問題，以及紐約專業美容的價格。',
  preventiveHealth: '店貓的疫苗、健康檢查、預防保健費用和早期危險跡象。',
  financialAssistance: '免費和平價診所、急診基金、寵物食物發放點，以及其他幫你付貓醫療費的幫助。',
  communityCats: '門口的流浪貓、箱子後面的小貓、空地上的野貓群或走失的貓：在紐約該怎麼做，誰能幫忙。',
  feedback: '推薦獸醫或資源、報告錯誤資料，或提出改進建議。',
  terms: 'Bodega Cat Care NYC 的使用條款。本網站只供參考學習。',
  privacy: 'Bodega Cat Care NYC 收集甚麼資料、為甚麼收集，以及你的權利。',
  about: '我們的使命、服務對象、怎樣核實資料，以及怎樣聯絡我們。',
};
