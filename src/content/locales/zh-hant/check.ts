// Traditional Chinese for the checker (/zh-hant/check): the same names and shape as src/content/pages/check.ts, in
// the words of docs/glossary/zh-hant.md (written Chinese that reads naturally in Hong Kong and Taiwan); ids, red-flag
// ids, icons and paths stay as they are (src/content/locales/types.ts). The outcome pages' red-flag steps come from
// the triage data, not from here.
import type { Translated } from '../types.ts';
import type { checkPage as English } from '../../pages/check.ts';

export const checkPage: Translated<typeof English> = {
  title: '是急症嗎？',
  lead: '一次一個問題。按第一個符合的答案。你按了甚麼都不會被儲存，也不會傳送出去。',
  progress: '第 {n} 題，共 {total} 題',
  back: '返回',
  startAgain: '重新開始',
  steps: [
    {
      id: 'now',
      question: '你的貓現在有沒有下面任何一種情況？',
      hint: '如果不確定，就按最接近的一個：去醫院比較安全。',
      options: [
        { flag: 'breathing', icon: 'wind', text: '呼吸困難、張嘴呼吸，或被東西噎住' },
        { flag: 'collapse', icon: 'emergency', text: '倒下、站不起來，或很難叫醒' },
        {
          flag: 'seizure',
          icon: 'bolt',
          text: '抽搐：身體發抖或一抽一抽，認不出你，現在正在抽或最近一天內抽過',
        },
        { flag: 'bleeding', icon: 'bandage', text: '流血，用力按住也止不住' },
        { flag: 'hind-legs', icon: 'heart', text: '突然拖著後腿走，痛得大叫' },
      ],
      none: '沒有，都不是',
    },
    {
      id: 'happened',
      question: '有沒有發生下面的事？',
      hint: '就算你的貓現在看起來沒事，也要選。',
      options: [
        { flag: 'poisoning', icon: 'flask', text: '吃了、舔了或咬了百合花、藥物、有毒的東西或化學品' },
        { flag: 'trauma', icon: 'car', text: '被汽車或單車撞到、被狗襲擊，或被人踢' },
        { flag: 'fall', text: '從高處跌下來：貨架、窗戶、防火梯' },
        { flag: 'crush', text: '被夾住或壓到：門、鐵捲門（鐵閘）、很重的東西' },
        { flag: 'string', text: '吞了繩子、線、聖誕彩條或絲帶' },
        { flag: 'electrical', text: '咬了電線、觸電，或燒燙傷' },
        { flag: 'heat-stroke', icon: 'sun', text: '太熱了：在很熱的地方喘氣，或走路搖搖晃晃' },
        { flag: 'hypothermia', text: '被關在很冷的地方或外面，身體摸起來是冷的' },
      ],
      none: '沒有，都不是',
    },
    {
      id: 'pee-birth-kitten',
      question: '跟小便、生小貓或小貓有關嗎？',
      options: [
        { flag: 'urinary-blockage', icon: 'droplet', text: '在貓砂盆裡很用力，只尿出一點點或尿不出來' },
        { flag: 'no-urine', text: '公貓 12 小時或更久沒有小便' },
        { flag: 'difficult-birth', text: '正在生小貓：用力了一個小時還沒生出來，或小貓卡住了' },
        { flag: 'fading-kitten', text: '很小的小貓身體冰冷、軟弱無力，或不肯吃奶' },
      ],
      none: '沒有，都不是',
    },
    {
      id: 'signs',
      question: '你有沒有看到下面任何一種情況？',
      options: [
        { flag: 'vomiting-blood', text: '嘔吐了一次又一次，或嘔吐物、大便裡有血' },
        { flag: 'not-eating', text: '一天或更久甚麼都沒吃' },
        { flag: 'eye-injury', text: '眼睛受傷：被抓傷後睜不開、流水，或有東西進去' },
        { flag: 'allergic', text: '臉、嘴唇或喉嚨腫起來' },
        { flag: 'jaundice', text: '牙齦、皮膚或眼白發黃' },
        { flag: 'swollen-belly', text: '肚子又硬又脹' },
      ],
      none: '沒有，都不是',
    },
    {
      id: 'eating-litter',
      question: '跟吃東西、嘔吐或貓砂盆有關嗎？',
      options: [
        { flag: 'vomiting', text: '嘔吐了不止一次', worseIf: ['vomiting-blood', 'not-eating'] },
        { flag: 'eating-less', text: '吃得比平時少，或吃得很少', worseIf: ['not-eating', 'collapse'] },
        {
          flag: 'peeing-less',
          text: '小便變少、尿在貓砂盆外面，或尿是粉紅色、帶血',
          worseIf: ['urinary-blockage', 'no-urine'],
        },
        { flag: 'diarrhea', text: '腹瀉（大便很稀）', worseIf: ['vomiting-blood', 'collapse'] },
        {
          flag: 'constipation',
          text: '兩天沒有大便，或大便時很用力',
          worseIf: ['urinary-blockage', 'vomiting-blood'],
        },
      ],
      none: '沒有，都不是',
    },
    {
      id: 'other-signs',
      question: '是下面哪一種嗎？',
      options: [
        { flag: 'limping', text: '跛腳，或有一條腿不敢著地', worseIf: ['hind-legs', 'trauma'] },
        { flag: 'wound', text: '咬傷、已經不流血的傷口、腫塊或膿包', worseIf: ['bleeding'] },
        {
          flag: 'breathing-fast',
          text: '休息時呼吸比平時快，嘴巴是合著的',
          worseIf: ['breathing'],
        },
        { flag: 'eye-problem', text: '眼睛紅痛、瞇著眼，或一直流眼淚', worseIf: ['eye-injury'] },
        { flag: 'incision', text: '手術的傷口看起來發紅、腫起來或濕濕的', worseIf: ['bleeding'] },
        {
          flag: 'unwell',
          text: '跟平時不一樣：躲起來、一碰就痛、喝很多水、變瘦、咳嗽、耳朵痛',
          worseIf: ['not-eating', 'breathing', 'collapse'],
        },
      ],
      none: '沒有，都不是',
    },
    {
      id: 'at-home',
      question: '你的貓吃東西、小便和走動都跟平時一樣？那是甚麼問題？',
      options: [
        {
          topic: 'hairball',
          text: '毛球，或嘔吐了一次，之後就回復正常',
          guide: { title: '梳毛和毛球', path: '/grooming' },
        },
        {
          topic: 'sneezing',
          text: '偶爾打噴嚏，但照樣吃、照樣玩',
          guide: { title: '貓生病的跡象', path: '/daily-care#sick-signs' },
        },
        {
          topic: 'poop',
          text: '大便軟了一次，之後都正常',
          guide: { title: '貓砂盆告訴你甚麼', path: '/daily-care#litter' },
        },
        { topic: 'coat', text: '跳蚤、發癢、毛打結或爪子', guide: { title: '梳毛和清潔', path: '/grooming' } },
        {
          topic: 'behaviour',
          text: '行為：亂抓、哈氣、來了新貓、壓力大',
          guide: { title: '行為和情緒健康', path: '/behavioral-wellness' },
        },
        {
          topic: 'checkup',
          text: '吃的、體重、打疫苗或身體檢查',
          guide: { title: '疫苗和身體檢查', path: '/preventive-health' },
        },
        {
          topic: 'other',
          text: '其他問題',
          guide: { title: '貓生病的跡象', path: '/daily-care#sick-signs' },
        },
      ],
    },
  ],
  goNow: {
    heading: '立即去 24/7 動物醫院',
    because: '你告訴我們：',
    callTitle: '在路上打電話',
    boroughQuestion: '你在哪一區？',
    onTheWay: '路上要做的事',
    dont: '千萬不要',
    dontGeneral: ['不要等著看會不會好轉。', '除非獸醫說可以，不要給任何藥、吃的或喝的。'],
    guide: '完整步驟請看：',
  },
  vet24h: {
    heading: '24 小時內去看獸醫',
    because: '你告訴我們：',
    now: '現在要做的事',
    worseIf: '如果看到下面的情況，不要等，立即去 24/7 醫院：',
    watch: '今晚要留意甚麼',
    watchList: [
      '貓有沒有吃東西、喝水？寫下牠最後一次吃東西的時間。',
      '有沒有尿出來？早上看看貓砂盆。',
      '貓是不是合著嘴、平穩地呼吸？',
      '貓是不是越來越沒精神、更常躲起來，或更難叫醒？',
    ],
    lowCost: '各區的平價獸醫',
    lowCostNone: '我們沒有列出 {borough} 的平價診所。',
    directory: '獸醫名錄裡的所有獸醫',
    guide: '詳細內容：',
  },
  home: {
    heading: '在家照顧，留意觀察',
    because: '你告訴我們：',
    guide: '相關指南：',
    callIf: '有下面情況，就打電話給獸醫：',
    callIfList: ['再次發生，或持續超過一天；', '貓不吃東西、躲起來，或看起來很痛；', '你很擔心：你最了解你的貓。'],
    goNowIf: '只要看到任何一定是急症的跡象，立即去 24/7 醫院。',
    goNowLink: '一定是急症的跡象',
  },
  notFound: '這個問題不存在。',
};
