// The assistant's written answers in Chinese (Traditional): the emergency answer (the 24/7 number first) and the short answer
// to anything else (docs/assistant-languages.md). Written, not generated; phone digits stay Western.
import type { WorldCopy } from '../../../core/reply-copy.ts';

export const chatCopyZhHant: WorldCopy = {
  emergencyWord: '緊急情況',
  callNow: '馬上打電話給24/7動物醫院：',
  guideLead: '該怎麼做：',
  steps: [
    '馬上去急診獸醫，路上先打電話讓他們準備好。',
    '把貓放進外出籠，盡量少移動牠。',
    '不要給任何藥、食物或牛奶，也不要催吐。',
  ],
  fallbackLabel: '您描述的情況可能是緊急情況',
  otherIntro: '一般問題我目前只能用英語和西班牙語回答。但只要看到以下任何一種情況，一定是緊急情況：',
  alwaysSigns: [
    '呼吸困難、張嘴呼吸，或牙齦發紫、發灰、發白',
    '公貓用力排尿，卻只有一點或完全尿不出來',
    '按壓後仍止不住的出血',
    '任何可能的中毒：百合花、泰諾（乙醯胺酚）、布洛芬、老鼠藥、防凍液、化學品',
    '抽搐超過2分鐘，或不止一次',
    '被車撞或從高處摔下，即使貓看起來沒事',
    '倒下、站不起來，或突然拖著後腿',
  ],
  callIfSigns: '馬上打電話給24/7動物醫院：',
  emergencyPage: '緊急情況頁面',
  checker: '檢查貓的情況',
  disclaimer: '以上僅為教育資訊，不是獸醫建議。請諮詢有執照的獸醫。',
};
