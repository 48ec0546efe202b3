// The emergency red flags in Chinese (Traditional), keyed by flag id: what the assistant (src/core/triage/world.ts)
// and the checker's outcome pages call each one, the title of its section on the Chinese (Traditional) pages and
// what to do right now, step for step as the English (src/content/triage/red-flags.ts), numbers unchanged. Words
// as in docs/glossary/zh-hant.md.
import type { FlagText } from '../../../core/reply-copy.ts';

const GO_NOW = '立即去看急診獸醫；在路上先打電話，讓他們準備好。';
const EMERGENCY_VET = '24/7 急診動物醫院';
const INJURY = '外傷和墜落';
const FIRST_AID = '急救';
const URINARY = '公貓尿不出來';
const SICK_SIGNS = '貓生病的跡象';

export const redFlagsZhHant: Readonly<Record<string, FlagText>> = {
  poisoning: {
    label: '可能中毒',
    guide: '中毒',
    steps: [
      '把貓帶離有毒的東西。留好包裝、標籤或植物，拿給獸醫看。',
      '不要讓貓吐出來，也不要給任何藥、牛奶或食物。',
      '人吃的止痛藥，例如 Tylenol（泰諾，乙醯胺酚）和布洛芬（ibuprofen），對貓都是毒藥，一小塊也不行。',
    ],
  },
  'urinary-blockage': {
    label: '貓很用力卻尿不出來或只尿出一點點，可能是尿道塞住了',
    guide: URINARY,
    steps: [
      '尿道塞住的貓可能在 24-48 小時內死亡。這常常被誤以為是便秘。',
      '立即去看急診獸醫。不要等著看會不會自己好，也不要按牠的肚子。',
    ],
  },
  'no-urine': {
    label: '公貓 12 小時或更久沒有小便，可能是尿道塞住了',
    guide: URINARY,
    steps: ['公貓 12 小時沒有小便，可能是尿道塞住了，一天之內就可能死亡。', GO_NOW],
  },
  breathing: {
    label: '呼吸困難',
    guide: '呼吸困難',
    steps: [
      '貓平時是不會喘氣的。讓貓保持安靜，直直地待在通風的貓籠裡；不要用力按住牠。',
      '不要把任何東西放進牠嘴裡。立即去看急診獸醫。',
    ],
  },
  'heat-stroke': {
    label: '中暑',
    guide: '中暑急救',
    steps: [
      '把貓移到涼快的地方。用涼水（不要用冰水）弄濕牠的毛，讓風吹到牠身上。',
      '立即去看急診獸醫，就算牠看起來好轉了也要去。',
    ],
  },
  seizure: {
    label: '抽搐發作',
    guide: '抽搐發作',
    steps: [
      '把周圍的東西移開，以免貓受傷。不要抱住牠，也不要把任何東西放進牠嘴裡。',
      '記下時間。把房間弄暗、保持安靜，一停下來就去看獸醫。',
    ],
  },
  trauma: {
    label: '被車、動物撞傷或咬傷',
    guide: INJURY,
    steps: [
      '就算貓看起來沒事，也可能有看不出來的內傷。盡量少移動牠。',
      '把牠輕輕移到毛巾或木板上，放進貓籠，立即去看急診獸醫。',
    ],
  },
  crush: {
    label: '被壓傷或夾傷',
    guide: INJURY,
    steps: ['被壓到或夾住的貓可能在身體裡面出血，外面看不出來。讓牠在貓籠裡保持不動。', GO_NOW],
  },
  fall: {
    label: '從高處墜落',
    guide: INJURY,
    steps: ['從高處跌下來的貓，胸部和下巴常常受了傷，一開始卻看起來沒事。盡量少移動牠。', GO_NOW],
  },
  'vomiting-blood': {
    label: '反覆嘔吐，或嘔吐物、糞便中有血',
    guide: EMERGENCY_VET,
    steps: ['先把食物拿走，但要留著水。把嘔吐物或大便拍照帶去。', GO_NOW],
  },
  bleeding: {
    label: '出血',
    guide: '嚴重出血',
    steps: [
      '用乾淨的布或紗布用力按住傷口，一直按著；中間不要拿開來看。',
      '按了大約 5 分鐘還止不住的話，繼續按住，立即去。',
    ],
  },
  'difficult-birth': {
    label: '難產',
    guide: EMERGENCY_VET,
    steps: ['用力了一個小時還沒生出小貓，或小貓卡住了，要立即看獸醫。不要拉小貓。', GO_NOW],
  },
  string: {
    label: '吞了線、繩子或絲帶',
    guide: EMERGENCY_VET,
    steps: ['從嘴巴或屁股露出來的線千萬不要拉：可能會割傷腸子。立即去看獸醫。'],
  },
  electrical: {
    label: '觸電或燒傷',
    guide: '燒傷急救',
    steps: ['先拔掉電源，再碰貓。燒燙傷用涼的流水沖幾分鐘。', '觸電幾個小時後，肺裡可能會積水。立即去看急診獸醫。'],
  },
  'hind-legs': {
    label: '後腿突然無力',
    guide: EMERGENCY_VET,
    steps: ['後腿突然沒力又一直叫，可能是血栓。讓貓保持不動，立即去。'],
  },
  'eye-injury': {
    label: '眼睛受傷',
    guide: FIRST_AID,
    steps: ['不要碰眼睛，也不要沖洗，別讓貓用爪子抓。立即去看急診獸醫。'],
  },
  allergic: {
    label: '臉部腫脹或過敏反應',
    guide: FIRST_AID,
    steps: ['臉或喉嚨腫起來，可能會堵住呼吸的通道。立即去看急診獸醫。'],
  },
  'swollen-belly': {
    label: '肚子又硬又脹',
    guide: EMERGENCY_VET,
    steps: ['肚子又硬又脹，可能是肚子裡塞住了或有積水。不要按牠的肚子。立即去看急診獸醫。'],
  },
  jaundice: {
    label: '牙齦、皮膚或眼睛發黃',
    guide: EMERGENCY_VET,
    steps: ['牙齦或眼睛發黃，表示肝臟或血液出了問題。今天就去看急診獸醫。'],
  },
  hypothermia: {
    label: '嚴重受凍或凍傷',
    guide: FIRST_AID,
    steps: ['用毯子包住貓，貼著你的身體慢慢讓牠暖起來。不要用吹風機（風筒），不要用熱水。立即去看獸醫。'],
  },
  'fading-kitten': {
    label: '小貓發冷、虛弱',
    guide: EMERGENCY_VET,
    steps: ['讓小貓貼著你的身體，或貼著用布包好的熱水瓶，慢慢暖起來。小貓身體冷的時候不要餵牠。', GO_NOW],
  },
  'not-eating': {
    label: '一天或更久沒吃東西',
    guide: EMERGENCY_VET,
    steps: ['貓一天或更久甚麼都不吃，可能會得很危險的肝病，胖貓更容易。', '不要強行餵食。今天就去看急診獸醫。'],
  },
  collapse: {
    label: '倒下或失去意識',
    guide: EMERGENCY_VET,
    steps: ['看看貓還有沒有呼吸。替牠保暖，保持安靜，立即去看急診獸醫。'],
  },
  vomiting: {
    label: '吐了不止一次',
    guide: SICK_SIGNS,
    steps: ['給牠水喝。如果牠再吐、吐出血或不肯吃東西，就去看急診獸醫。'],
  },
  'eating-less': {
    label: '吃得少或不吃東西',
    guide: SICK_SIGNS,
    steps: ['記下牠最後一次吃東西是甚麼時候。一整天甚麼都不吃的貓，要去看急診獸醫。'],
  },
  'peeing-less': {
    label: '小便變少、尿在貓砂盆外面，或尿裡有血',
    guide: SICK_SIGNS,
    steps: ['公貓很用力卻尿不出來是急症：一出現這種情況就立即去。'],
  },
  diarrhea: {
    label: '腹瀉',
    guide: SICK_SIGNS,
    steps: ['放好乾淨的水。大便裡有血，或貓虛弱、軟軟的沒力氣，就要立即去。'],
  },
  constipation: {
    label: '兩天沒有大便，或便秘',
    guide: SICK_SIGNS,
    steps: ['也要留意小便：公貓在貓砂盆裡很用力，卻只尿出一點點或尿不出來，可能是尿道塞住了。這是急症。'],
  },
  limping: {
    label: '跛腳',
    guide: SICK_SIGNS,
    steps: ['讓貓保持安靜，別讓牠跳到高的地方。有一條腿不敢著地的話，今天就要看獸醫。'],
  },
  'breathing-fast': {
    label: '休息時呼吸比平時快',
    guide: '呼吸的警告信號',
    steps: [
      '休息中的貓每分鐘呼吸大約 20-30 次。如果牠張嘴呼吸、肚子一起一伏很用力，或牙齦發藍、發白，立即去看急診獸醫。',
    ],
  },
  'eye-problem': {
    label: '眼睛紅痛或瞇著眼',
    guide: SICK_SIGNS,
    steps: ['不要滴人用的眼藥水。眼睛看起來受傷、混濁發白或凸出來，要立即看獸醫。'],
  },
  incision: {
    label: '手術的傷口發紅、腫起來或濕濕的',
    guide: '手術後的照顧',
    steps: ['用頭套（伊莉莎白圈）或衣服擋住，不讓牠舔，今天就打電話給做手術的診所。'],
  },
  wound: {
    label: '傷口、腫塊或膿包',
    guide: '割傷和傷口的急救',
    steps: ['咬傷常常會變成膿包。保持傷口乾淨、乾爽；不要擠。'],
  },
  unwell: {
    label: '身體不舒服的跡象',
    guide: SICK_SIGNS,
    steps: ['突然常常躲起來、喝水變多或變少、胃口變了，都是貓生病的表現。約個時間去看獸醫。'],
  },
  'described-emergency': {
    label: '你說的情況可能是急症',
    guide: '一定是急症',
    steps: [
      '這樣的跡象可能很快變嚴重，只有獸醫才能判斷有多嚴重。',
      '讓貓安靜地待在關好的貓籠裡，不要給任何藥。' + GO_NOW,
    ],
  },
};
