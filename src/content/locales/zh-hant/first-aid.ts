// Traditional Chinese for /first-aid (src/content/pages/first-aid.ts); words as in docs/glossary/zh-hant.md. Topic
// ids and icons are the English ones; every figure (minutes, °F, $, counts) is written as in firstAidFigures. Safety
// rules as in English (docs/assistant-safety.md): no medicine names beyond the English ones, no doses, never "make
// the cat vomit".

import type { firstAidPage as englishPage, firstAidTopics as englishTopics } from '../../pages/first-aid.ts';
import type { Translated } from '../types.ts';

export const firstAidTopics: Translated<typeof englishTopics> = [
  {
    id: 'cuts-wounds',
    title: '割傷和傷口',
    icon: 'bandage',
    steps: [
      '用毛巾把貓包起來，讓牠有安全感，也抓不到、咬不到人。',
      '用乾淨的布或紗布用力按住傷口 2-3 分鐘。不要拿開來看。',
      '如果血滲透了，在上面再加一塊布，繼續按住。',
      '血止住以後，用乾淨的水或生理鹽水輕輕沖洗小傷口。',
      '用紗布鬆鬆地蓋住傷口，讓貓留在室內，保持安靜。',
    ],
    warnings: [
      '不要拔出插在傷口裡的東西——留給獸醫處理。',
      '不要綁緊帶子（止血帶）。',
      '不要在傷口上塗人用的藥膏、酒精或藥物。',
    ],
    whenToCall: [
      '按壓以後還是止不住血',
      '傷口很深或裂開，或者是咬傷（很快會發炎）',
      '有東西插在傷口裡',
      '之後幾天出現紅腫、流膿或有臭味',
    ],
  },
  {
    id: 'breathing',
    title: '呼吸困難',
    icon: 'wind',
    steps: [
      '立即打電話給 24/7 獸醫——這是急症。',
      '讓貓保持安靜、放鬆、涼快。讓人和其他寵物離遠一點。',
      '只有在安全的情況下才看貓的嘴巴。如果看到嘴巴前面有異物，可以輕輕拿出來。',
      '把貓放進貓籠，立即出發。讓新鮮空氣進到車內或的士內。',
    ],
    warnings: ['看不到異物時，不要把手指伸進喉嚨。', '不要緊緊抱住貓的胸口。', '不要給吃的、喝的或藥。'],
    whenToCall: ['一定要立即打：張嘴呼吸、喘氣、呼吸有聲音', '牙齦或舌頭發藍、發灰或蒼白', '休息時呼吸比平時快'],
  },
  {
    id: 'poisoning',
    title: '中毒/接觸化學品',
    icon: 'flask',
    steps: [
      '把貓帶離有毒的東西，打開窗讓房間通風。',
      '立即打電話給 24/7 獸醫或動物中毒熱線，就算貓看起來沒事也要打。',
      '留好包裝、標籤或植物，拿給獸醫看。',
      '如果毛或腳掌上沾了化學品，用毛巾把貓包起來，不讓牠舔，再問獸醫要怎樣洗掉。',
    ],
    warnings: [
      '千萬不要想辦法讓貓吐出來——不要用鹽、油或雙氧水。這樣做會害死貓。',
      '不要給牛奶、食物、油或任何藥。',
      '絕對不要給人吃的止痛藥：Tylenol（泰諾，乙醯胺酚）和布洛芬（ibuprofen）對貓都是毒藥。',
      '百合花對貓是致命的——連花粉或花瓶裡的水都是。',
    ],
    whenToCall: ['任何時候，只要你覺得貓吃了、舔了或碰了有毒的東西', '流口水、嘔吐、發抖、走路搖晃或倒下'],
  },
  {
    id: 'seizures',
    title: '抽搐',
    icon: 'bolt',
    steps: [
      '保持冷靜。把家具和東西移開，免得貓受傷。',
      '用手機計時，看抽了多久。',
      '把燈調暗，讓周圍保持安靜。',
      '停下來以後，用毛巾把貓包起來，給牠保暖，然後打電話給獸醫。',
    ],
    warnings: ['不要把手或任何東西放進貓嘴裡。', '不要用力按住貓。'],
    whenToCall: ['抽搐超過 2 分鐘——立即去', '一天內抽搐不止一次', '貓這一生第一次抽搐'],
  },
  {
    id: 'burns',
    title: '燒燙傷',
    icon: 'flame',
    steps: [
      '用涼的（不是冰冷的）流動的水沖燒傷的地方 5-10 分鐘。',
      '輕輕拍乾，用乾淨的濕布鬆鬆地蓋住。',
      '如果是化學品燒傷，戴上手套，用大量清水沖洗。',
      '用毛巾包住貓身體的其他部分，給牠保暖。',
    ],
    warnings: ['不要在燒傷的地方放冰塊，也不要塗牛油（奶油）、油或藥膏。', '不要弄破水泡。'],
    whenToCall: ['燒傷面積比一個 25 美分硬幣大', '臉、腳掌或私處的任何燒傷', '電燒傷（咬了電線）或化學品燒傷'],
  },
  {
    id: 'heat-stroke',
    title: '中暑',
    icon: 'sun',
    steps: [
      '立即把貓移到涼快、陰涼的地方。',
      '用涼的（不是冷的）水弄濕貓毛，特別是腳掌、肚子和耳朵，再用風扇吹。',
      '如果貓清醒，給牠喝一點點水——不要硬灌。',
      '如果你有寵物體溫計，正常體溫是 100-102°F。不要為了量體溫耽誤去看獸醫。',
      '就算貓看起來好一些了，也要去看獸醫。',
    ],
    warnings: ['不要用冰塊或冰水——反而會讓降溫變慢。', '不要把貓留在很熱的車內、地下室，或開著暖氣的店裡。'],
    whenToCall: ['一定要打——就算貓看起來復原了，中暑也會損害內臟', '喘氣、流口水、牙齦鮮紅、走路搖晃或倒下'],
  },
];

export const firstAidPage: Translated<typeof englishPage> = {
  title: '貓的緊急急救',
  lead: '簡單的步驟，在去獸醫的路上保護好你的貓。',
  callButton: '先打電話給獸醫',
  important: {
    title: '重要',
    body: '這些只是緊急處理，在你帶貓去獸醫的路上用。它們不能代替獸醫治療。一定要先打電話給獸醫。',
  },
  topicsHeading: '選擇發生的情況',
  topicsIntro: '按一個主題，查看步驟。一次只打開一個主題。',
  stepsHeading: '要做的步驟',
  warningsHeading: '千萬不要做',
  whenToCallHeading: '甚麼時候打電話給獸醫',
  kit: {
    title: '基本急救箱',
    intro: '不到 $50 就能配好一個基本急救箱（一般價格，2025 年 1 月）。',
    essentialHeading: '必備物品',
    additionalHeading: '其他物品',
    items: [
      { item: '紗布塊和一卷紗布', essential: true },
      { item: '自黏繃帶（不會黏住貓毛的那種）', essential: true },
      { item: '無菌生理鹽水，用來沖洗傷口和眼睛', essential: true },
      { item: '圓頭剪刀', essential: true },
      { item: '一次性手套', essential: true },
      { item: '兩條乾淨的毛巾（用來包住貓）', essential: true },
      { item: '一個堅固的貓籠', essential: true },
      { item: '一張寫著 24/7 獸醫和中毒熱線電話號碼的卡片', essential: true },
      { item: '寵物電子體溫計', essential: false },
      { item: '鑷子', essential: false },
      { item: '小手電筒', essential: false },
      { item: '冰袋（用之前先用布包好）', essential: false },
      { item: '防舔頭套（伊莉莎白圈）', essential: false },
    ],
    noMedicines: '急救箱裡不要放人吃的藥或雙氧水：它們對貓很危險。',
    storageTitle: '存放小提示',
    storage: '把所有東西放在防水的盒子裡，每 6 個月檢查一次有效日期，放在每個員工都能很快找到的地方。',
  },
  vitals: {
    title: '貓的正常生命徵象',
    rows: [
      { label: '體溫', value: '100-102.5°F' },
      { label: '心跳', value: '每分鐘 120-140 次' },
      { label: '呼吸', value: '每分鐘 20-30 次' },
    ],
    howToCheck:
      '怎樣檢查：在貓休息或睡覺時數牠的呼吸（胸口一起一伏算一次），數 30 秒，再乘以 2。心跳在胸口左邊、前腿後面一點的地方摸。量體溫要用寵物體溫計——如果你不確定怎樣量，讓獸醫來量。知道你的貓平時的正常數字，能幫你早點發現問題。',
  },
  alwaysEmergency: {
    title: '一定是急症',
    intro: '只要看到下面任何一種情況，立即去 24/7 獸醫——不要等：',
    items: [
      '呼吸困難、張嘴呼吸，或牙齦發藍、發灰、蒼白',
      '公貓很用力想小便，卻只尿出一點點或完全尿不出來',
      '按壓也止不住的流血',
      '任何可能的中毒：百合花、Tylenol（泰諾，乙醯胺酚）、布洛芬（ibuprofen）、老鼠藥、防凍液、化學品',
      '抽搐超過 2 分鐘，或抽了不止一次',
      '被車撞或跌傷，就算貓看起來沒事',
      '倒下、站不起來，或突然拖著後腿走',
    ],
  },
  prevention: {
    title: '預防和準備',
    items: [
      '把 24/7 獸醫的電話存進每個員工的手機，也貼在收銀台旁邊。',
      '店裡不要放百合花和花束。',
      '清潔用品、老鼠藥和防凍液要放在貓碰不到的地方。',
      '讓貓遠離很熱的烤箱、烤爐和電暖爐，夏天讓牠保持涼快。',
      '把急救箱和貓籠放在同一個地方，隨時可以用。',
      '了解你的貓平時怎樣吃、怎樣小便、怎樣呼吸，才能早點發現改變。',
    ],
  },
  whileYouWait: {
    title: '等獸醫的時候',
    items: [
      '讓貓留在安靜、陰暗、溫暖的地方，或留在貓籠裡。',
      '盡量少碰貓；要碰就輕輕地、用毛巾包著。',
      '除非獸醫說可以，不要給吃的、喝的或任何藥。',
      '寫下發生了甚麼、甚麼時候發生的，還有貓可能吃了甚麼。',
      '帶上有關的包裝、植物或標籤。',
      '留意貓的呼吸和牙齦顏色，有改變就告訴獸醫。',
    ],
  },
  bottomLine: {
    title: '最重要的一句話',
    body: '急救是為了爭取時間——不是治療。拿不準的時候，就打電話給獸醫：打個電話不用花甚麼，等下去可能要了貓的命。',
  },
  printButton: '印出這一頁',
};
