// Simplified Chinese for the checker (/zh/check): the same names and shape as src/content/pages/check.ts, in the
// plain words of docs/glossary/zh.md; ids, red-flag ids, icons and paths stay as they are
// (src/content/locales/types.ts). The outcome pages' red-flag steps come from the triage data, not from here.
import type { Translated } from '../types.ts';
import type { checkPage as English } from '../../pages/check.ts';

export const checkPage: Translated<typeof English> = {
  title: '是急症吗？',
  lead: '一次一个问题。点第一个符合的答案。你点了什么不会被保存，也不会发出去。',
  progress: '第 {n} 题，共 {total} 题',
  back: '返回',
  startAgain: '重新开始',
  steps: [
    {
      id: 'now',
      question: '你的猫现在有下面哪种情况吗？',
      hint: '不确定的话，就点最像的那一个：去医院更安全。',
      options: [
        { flag: 'breathing', icon: 'wind', text: '喘不过气、张嘴呼吸，或被东西噎住' },
        { flag: 'collapse', icon: 'emergency', text: '倒下了、站不起来，或很难叫醒' },
        {
          flag: 'seizure',
          icon: 'bolt',
          text: '抽搐：身体发抖或一抽一抽，认不出你，现在正在抽或最近一天内抽过',
        },
        { flag: 'bleeding', icon: 'bandage', text: '流血，用力按住也止不住' },
        { flag: 'hind-legs', icon: 'heart', text: '突然拖着后腿走，痛得大叫' },
      ],
      none: '没有，都不是',
    },
    {
      id: 'happened',
      question: '有没有发生下面的事？',
      hint: '就算你的猫现在看起来没事，也要选。',
      options: [
        { flag: 'poisoning', icon: 'flask', text: '吃了、舔了或咬了百合花、药、有毒的东西或化学品' },
        { flag: 'trauma', icon: 'car', text: '被汽车或自行车撞了、被狗攻击，或被人踢了' },
        { flag: 'fall', text: '从高处摔下来：货架、窗户、防火梯' },
        { flag: 'crush', text: '被夹住或压到：门、卷帘门、很重的东西' },
        { flag: 'string', text: '吞了绳子、线、圣诞彩条或丝带' },
        { flag: 'electrical', text: '咬了电线、被电到，或烧烫伤' },
        { flag: 'heat-stroke', icon: 'sun', text: '太热了：在很热的地方喘气，或走路摇摇晃晃' },
        { flag: 'hypothermia', text: '被关在很冷的地方或外面，身体摸起来是冷的' },
      ],
      none: '没有，都不是',
    },
    {
      id: 'pee-birth-kitten',
      question: '跟小便、生小猫或小猫有关吗？',
      options: [
        { flag: 'urinary-blockage', icon: 'droplet', text: '在猫砂盆里很用力，只尿出一点点或尿不出来' },
        { flag: 'no-urine', text: '公猫 12 小时或更久没有小便' },
        { flag: 'difficult-birth', text: '正在生小猫：用力了一个小时还没生出来，或小猫卡住了' },
        { flag: 'fading-kitten', text: '很小的小猫身体冰冷、软绵绵没力气，或不肯吃奶' },
      ],
      none: '没有，都不是',
    },
    {
      id: 'signs',
      question: '你有看到下面哪种情况吗？',
      options: [
        { flag: 'vomiting-blood', text: '吐了一次又一次，或吐出来的东西、大便里有血' },
        { flag: 'not-eating', text: '一天或更久什么都没吃' },
        { flag: 'eye-injury', text: '眼睛受伤：被抓伤后睁不开、流水，或有东西进去' },
        { flag: 'allergic', text: '脸、嘴唇或喉咙肿起来' },
        { flag: 'jaundice', text: '牙龈、皮肤或眼白发黄' },
        { flag: 'swollen-belly', text: '肚子又硬又胀' },
      ],
      none: '没有，都不是',
    },
    {
      id: 'eating-litter',
      question: '跟吃东西、呕吐或猫砂盆有关吗？',
      options: [
        { flag: 'vomiting', text: '吐了不止一次', worseIf: ['vomiting-blood', 'not-eating'] },
        { flag: 'eating-less', text: '吃得比平时少，或吃得很少', worseIf: ['not-eating', 'collapse'] },
        {
          flag: 'peeing-less',
          text: '小便变少、尿在猫砂盆外面，或尿是粉红色、带血',
          worseIf: ['urinary-blockage', 'no-urine'],
        },
        { flag: 'diarrhea', text: '拉肚子（大便稀）', worseIf: ['vomiting-blood', 'collapse'] },
        {
          flag: 'constipation',
          text: '两天没有大便，或大便时很用力',
          worseIf: ['urinary-blockage', 'vomiting-blood'],
        },
      ],
      none: '没有，都不是',
    },
    {
      id: 'other-signs',
      question: '是下面哪一种吗？',
      options: [
        { flag: 'limping', text: '走路一瘸一拐，或有一条腿不敢着地', worseIf: ['hind-legs', 'trauma'] },
        { flag: 'wound', text: '咬伤、已经不流血的伤口、肿块或脓包', worseIf: ['bleeding'] },
        {
          flag: 'breathing-fast',
          text: '休息时呼吸比平时快，嘴是闭着的',
          worseIf: ['breathing'],
        },
        { flag: 'eye-problem', text: '眼睛红痛、眯着眼，或一直流眼泪', worseIf: ['eye-injury'] },
        { flag: 'incision', text: '手术的伤口看起来发红、肿起来或湿湿的', worseIf: ['bleeding'] },
        {
          flag: 'unwell',
          text: '跟平时不一样：躲起来、一碰就痛、喝很多水、变瘦、咳嗽、耳朵痛',
          worseIf: ['not-eating', 'breathing', 'collapse'],
        },
      ],
      none: '没有，都不是',
    },
    {
      id: 'at-home',
      question: '你的猫吃东西、小便和走动都跟平时一样？那是什么问题？',
      options: [
        {
          topic: 'hairball',
          text: '毛球，或吐了一次，之后就恢复正常',
          guide: { title: '梳毛和毛球', path: '/grooming' },
        },
        {
          topic: 'sneezing',
          text: '偶尔打喷嚏，还是照样吃、照样玩',
          guide: { title: '猫生病的迹象', path: '/daily-care#sick-signs' },
        },
        {
          topic: 'poop',
          text: '大便软了一次，之后都正常',
          guide: { title: '猫砂盆能告诉你什么', path: '/daily-care#litter' },
        },
        { topic: 'coat', text: '跳蚤、发痒、毛打结或爪子', guide: { title: '梳毛和清洁', path: '/grooming' } },
        {
          topic: 'behaviour',
          text: '行为：乱抓、哈气、来了新猫、压力大',
          guide: { title: '行为和情绪健康', path: '/behavioral-wellness' },
        },
        {
          topic: 'checkup',
          text: '吃的、体重、打疫苗或体检',
          guide: { title: '疫苗和体检', path: '/preventive-health' },
        },
        {
          topic: 'other',
          text: '其他问题',
          guide: { title: '猫生病的迹象', path: '/daily-care#sick-signs' },
        },
      ],
    },
  ],
  goNow: {
    heading: '马上去 24/7 动物医院',
    because: '你告诉我们：',
    callTitle: '在路上打电话',
    boroughQuestion: '你在哪个区？',
    onTheWay: '路上要做的事',
    dont: '千万不要',
    dontGeneral: ['不要等着看会不会好起来。', '除非兽医说可以，不要给任何药、吃的或喝的。'],
    guide: '完整步骤请看：',
  },
  vet24h: {
    heading: '24 小时内去看兽医',
    because: '你告诉我们：',
    now: '现在要做的事',
    worseIf: '如果看到下面的情况，不要等，马上去 24/7 医院：',
    watch: '今晚要注意什么',
    watchList: [
      '猫有没有吃东西、喝水？写下它最后一次吃东西的时间。',
      '有没有尿出来？早上看看猫砂盆。',
      '猫是不是闭着嘴、平稳地呼吸？',
      '猫是不是越来越没精神、更常躲起来，或更难叫醒？',
    ],
    lowCost: '各区的低价兽医',
    lowCostNone: '我们没有列出 {borough} 的低价诊所。',
    directory: '兽医名录里的所有兽医',
    guide: '详细内容：',
  },
  home: {
    heading: '在家照顾，注意观察',
    because: '你告诉我们：',
    guide: '相关指南：',
    callIf: '有下面情况，就打电话给兽医：',
    callIfList: ['又发生了，或持续超过一天；', '猫不吃东西、躲起来，或看起来很痛；', '你很担心：你最了解你的猫。'],
    goNowIf: '只要看到任何一定是急症的迹象，马上去 24/7 医院。',
    goNowLink: '一定是急症的迹象',
  },
  notFound: '这个问题不存在。',
};
