// Traditional Chinese for /emergency (src/content/pages/emergency.ts); words as in docs/glossary/zh-hant.md. Section
// ids, icons and guide links are the English ones. Safety rules as in English (docs/assistant-safety.md): no
// medicine names beyond the English poison list, no doses, never "make the cat vomit".

import type { emergencyPage as english } from '../../pages/emergency.ts';
import type { Translated } from '../types.ts';

export const emergencyPage: Translated<typeof english> = {
  lead: '貓出事了，立即打電話給 24/7 動物醫院，並按照下面對應情況的步驟做。直接去看獸醫——不要等著看會不會好轉。',
  stepsHeading: '現在就做',
  dontHeading: '千萬不要',
  jumpHeading: '發生了甚麼事？',
  situations: [
    {
      id: 'breathing',
      icon: 'wind',
      title: '呼吸困難或呼吸很用力',
      urgency: '張嘴呼吸、喘氣、呼吸有聲音，或牙齦發藍、發灰、蒼白，都是急症。貓平時是不會喘氣的。',
      steps: [
        '立即打電話給 24/7 獸醫，說你的貓呼吸困難。',
        '讓貓保持安靜。關掉大聲的音樂，讓人和其他動物離遠一點。',
        '輕輕把貓放進貓籠，或有透氣孔的紙箱。不要緊緊抱住牠的胸口。',
        '立即出發。讓車內或的士內保持涼快，讓新鮮空氣進來。',
      ],
      dont: ['不要把手指伸進貓的喉嚨。', '不要給吃的、喝的或任何藥。', '不要等著看會不會好轉。'],
      guide: { kind: 'breathing', label: '呼吸急症完整指南' },
    },
    {
      id: 'bleeding',
      icon: 'bandage',
      title: '流血',
      urgency: '按壓後還止不住的血，或任何很深的傷口，今天就要看獸醫——流血很多要立即去。',
      steps: [
        '用乾淨的布或紗布用力按住傷口 2-3 分鐘，中間不要拿開來看。',
        '如果血滲透了，在上面再蓋一塊布，繼續按住。',
        '用毛巾把貓包起來，讓牠有安全感，也抓不到、咬不到人。',
        '打電話給 24/7 獸醫；血止不住就立即去。',
      ],
      dont: ['不要拔出插在傷口裡的東西。', '不要在腿上綁緊帶子（止血帶）。', '不要在傷口上塗人用的藥膏或藥物。'],
      guide: { kind: 'firstAid', topic: 'cuts-wounds', label: '割傷和傷口的急救' },
    },
    {
      id: 'poisoning',
      icon: 'flask',
      title: '中毒',
      urgency:
        '就算貓看起來沒事也要立即行動：有些毒要過幾個小時才發作。百合花（任何部分，連花粉或花瓶裡的水都算）、Tylenol（泰諾，乙醯胺酚）、布洛芬（ibuprofen）和其他人吃的止痛藥、老鼠藥、防凍液、狗用的殺跳蚤產品和清潔化學品，對貓都是毒藥。',
      steps: [
        '把貓帶離有毒的東西。',
        '立即打電話給 24/7 獸醫或動物中毒熱線。',
        '留好包裝、植物或標籤，一起帶去。',
        '如果貓毛上沾了化學品，用毛巾把貓包起來，不讓牠舔，再問獸醫該怎麼辦。',
      ],
      dont: [
        '千萬不要想辦法讓貓吐出來——不要用鹽、油或雙氧水。這樣做會害死貓。',
        '不要給牛奶、食物或任何藥。',
        '不要等到出現病徵才行動。',
      ],
      guide: { kind: 'firstAid', topic: 'poisoning', label: '中毒的急救' },
    },
    {
      id: 'urinary',
      icon: 'droplet',
      title: '公貓尿不出來',
      urgency:
        '公貓一直進出貓砂盆，很用力或一邊叫，卻只尿出一點點或完全尿不出來，可能在 1-2 天內死亡。這常常被誤以為是便秘。',
      steps: [
        '立即打電話給 24/7 獸醫，說：「我的公貓很用力，但尿不出來。」',
        '把貓放進貓籠，立即出發，半夜也要去。',
        '如果你知道牠最後一次小便是甚麼時候，寫下來帶上。',
      ],
      dont: ['不要等到早上。', '不要按牠的肚子。', '不要給任何藥。'],
    },
    {
      id: 'seizure',
      icon: 'bolt',
      title: '抽搐',
      urgency: '抽搐超過 2 分鐘，或抽了不止一次，要立即看獸醫。第一次抽搐也一定要看獸醫。',
      steps: [
        '把周圍的東西移開，免得貓撞到。把燈調暗，保持安靜。',
        '用手機計時，看抽了多久。',
        '手不要靠近貓的嘴。',
        '停下來以後，用毛巾把貓包起來，放進貓籠，打電話給獸醫。',
      ],
      dont: ['不要把任何東西放進貓嘴裡——貓不會吞下自己的舌頭。', '不要用力按住貓。'],
      guide: { kind: 'firstAid', topic: 'seizures', label: '抽搐的急救' },
    },
    {
      id: 'injury',
      icon: 'car',
      title: '被車撞或跌傷',
      urgency: '就算貓看起來沒事，也要去看獸醫：內出血和肺部受傷可能幾個小時後才顯出來。',
      steps: [
        '先顧好自己的安全：走過去之前先看清楚有沒有車。',
        '把毛巾、木板或壓平的紙箱輕輕墊到貓身下，慢慢抬起來，讓牠的背保持平直。',
        '把貓放進貓籠或箱子裡，給牠保暖，不要讓牠亂動。',
        '在路上打電話給 24/7 獸醫。',
      ],
      dont: ['不要讓貓走來走去，「試試看」牠有沒有事。', '不要給吃的、喝的或任何藥。'],
      guide: { kind: 'firstAid', topic: 'cuts-wounds', label: '割傷和傷口的急救' },
    },
  ],
  poisonControl: {
    title: '動物中毒熱線',
    intro:
      '這些全國熱線全天 24 小時都有動物中毒專家接聽，每次查詢要收費。如果貓呼吸困難、抽搐或倒下，先打給 24/7 獸醫——請別人在路上幫你打中毒熱線。',
  },
  emergencyVet: {
    id: 'emergency-vet',
    title: '24/7 急診獸醫',
    intro: '這些動物醫院一星期 7 天、每天 24 小時開門。只列出我們確認過 24/7 營業的醫院。',
    callBoxTitle: '立即打電話',
    nycHeading: '紐約市內',
    nearbyHeading: '紐約市外（路程比較遠）',
    vetsLink: '查看所有獸醫，包括平價診所',
  },
  printNote: '把這一頁印出來，放在收銀台旁邊。',
};
