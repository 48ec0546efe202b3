// Traditional Chinese for /breathing (src/content/pages/breathing.ts); words as in docs/glossary/zh-hant.md. No
// diagnosis, no medicine (docs/assistant-safety.md), the same signs and figures as the English page.

import type { breathingPage as english } from '../../pages/breathing.ts';
import type { Translated } from '../types.ts';

export const breathingPage: Translated<typeof english> = {
  title: '貓呼吸急症',
  lead: '貓平時不會張嘴呼吸，也不會喘氣。如果你的貓呼吸很吃力，打電話給 24/7 獸醫，立即去。',
  callNowTitle: '立即打電話給 24/7 急診獸醫',
  critical: {
    title: '危險信號——立即去',
    items: [
      '張嘴呼吸，或喘氣',
      '牙齦或舌頭發藍、發灰、發白或非常蒼白',
      '呼吸又快又用力，肚子起伏很大',
      '伸長脖子、手肘向外撐，拼命吸氣',
      '倒下或沒有反應',
      '一直噎住或乾嘔，停不下來',
    ],
  },
  warning: {
    title: '警告信號——今天就打電話給獸醫',
    items: [
      '休息或睡覺時呼吸比平時快（每分鐘超過大約 30 次）',
      '咳嗽或呼吸有喘鳴聲，就算後來停了',
      '最近才出現的呼吸有聲音或打鼾',
      '打噴嚏，鼻子或眼睛有濃稠的分泌物',
      '疲倦、躲起來或不吃東西，同時呼吸有改變',
    ],
  },
  dont: {
    title: '千萬不要做',
    items: [
      '看不到異物時，不要把手指伸進貓的喉嚨。',
      '不要給吃的、喝的或任何藥——人吃的藥會害死貓。',
      '不要緊緊抱住貓、把牠壓住或按牠的胸口。',
      '不要等著看會不會好轉，也不要等到早上。',
      '不要讓貓太熱或太緊張。',
    ],
  },
  transport: {
    title: '怎樣送去獸醫那裡',
    items: [
      '在路上打電話給醫院，讓他們準備好。',
      '輕輕把貓放進貓籠或有透氣孔的紙箱；上面打開，或者要很容易打開。',
      '如果貓伏著（胸口向下）比較舒服，就讓牠伏著；不要硬讓牠側躺。',
      '車內或的士內保持涼快、通風，也要保持安靜。',
      '帶上貓可能吃過或吸進去的東西（包裝、植物、化學品）。',
    ],
  },
  causes: {
    title: '常見原因',
    intro: '只有獸醫才能判斷是甚麼問題。貓呼吸困難可能來自，例如：',
    items: [
      '哮喘和過敏（煙、灰塵、噴霧、有香味的產品）',
      '心臟病，之前可能完全沒有病徵',
      '胸腔積水',
      '跌傷或被車撞傷',
      '喉嚨或鼻子裡卡了東西',
      '中暑',
      '感染，例如重感冒或肺炎',
      '中毒',
    ],
  },
  prevention: {
    title: '預防',
    items: [
      '不要在貓附近吸煙，也不要用噴霧、空氣清新劑或味道很重的清潔劑。',
      '夏天讓店裡保持涼快，給貓一個陰涼的地方和水。',
      '把繩子、橡皮筋、袋子和小東西放在貓碰不到的地方。',
      '窗戶裝上紗窗，地下室和樓梯要弄安全，防止貓跌下去。',
      '每年帶貓去獸醫那裡檢查，早點發現心臟和肺的問題。',
      '記住你的貓睡覺時正常的呼吸次數。',
    ],
  },
  firstAidLink: '呼吸困難的急救步驟',
};
