// Simplified Chinese for /first-aid (src/content/pages/first-aid.ts); words as in docs/glossary/zh.md. Topic ids and
// icons are the English ones; every figure (minutes, °F, $, counts) is written as in firstAidFigures. Safety rules
// as in English (docs/assistant-safety.md): no medicine names beyond the English ones, no doses, never "make the cat
// vomit".

import type { firstAidPage as englishPage, firstAidTopics as englishTopics } from '../../pages/first-aid.ts';
import type { Translated } from '../types.ts';

export const firstAidTopics: Translated<typeof englishTopics> = [
  {
    id: 'cuts-wounds',
    title: '割伤和伤口',
    icon: 'bandage',
    steps: [
      '用毛巾把猫包起来，让它有安全感，也抓不到、咬不到人。',
      '用干净的布或纱布用力按住伤口 2-3 分钟。不要拿开看。',
      '如果血渗透了，在上面再加一块布，继续按住。',
      '血止住以后，用干净的水或生理盐水轻轻冲洗小伤口。',
      '用纱布松松地盖住伤口，让猫待在室内，保持安静。',
    ],
    warnings: [
      '不要拔出插在伤口里的东西——留给兽医处理。',
      '不要绑紧带子（止血带）。',
      '不要在伤口上涂人用的药膏、酒精或药。',
    ],
    whenToCall: [
      '按压以后还是止不住血',
      '伤口很深或裂开，或者是咬伤（很快会感染）',
      '有东西插在伤口里',
      '之后几天出现红肿、流脓或有臭味',
    ],
  },
  {
    id: 'breathing',
    title: '呼吸困难',
    icon: 'wind',
    steps: [
      '马上打电话给 24/7 兽医——这是急症。',
      '让猫保持安静、放松、凉快。让人和其他宠物离远一点。',
      '只有在安全的情况下才看猫的嘴巴。如果看到嘴巴前面有异物，可以轻轻拿出来。',
      '把猫放进猫笼，马上出发。让新鲜空气进到车里或出租车里。',
    ],
    warnings: ['看不到异物时，不要把手指伸进喉咙。', '不要紧紧抱住猫的胸口。', '不要给吃的、喝的或药。'],
    whenToCall: ['一定要马上打：张嘴呼吸、喘气、呼吸有声音', '牙龈或舌头发蓝、发灰或苍白', '休息时呼吸比平时快'],
  },
  {
    id: 'poisoning',
    title: '中毒/接触化学品',
    icon: 'flask',
    steps: [
      '把猫带离有毒的东西，打开窗让房间通风。',
      '马上打电话给 24/7 兽医或动物中毒热线，就算猫看起来没事也要打。',
      '留好包装、标签或植物，拿给兽医看。',
      '如果毛或脚掌上沾了化学品，用毛巾把猫包起来，不让它舔，再问兽医要怎么洗掉。',
    ],
    warnings: [
      '千万不要想办法让猫吐出来——不要用盐、油或双氧水。这样做会害死猫。',
      '不要给牛奶、食物、油或任何药。',
      '绝对不要给人吃的止痛药：Tylenol（泰诺，对乙酰氨基酚）和布洛芬（ibuprofen）对猫都是毒药。',
      '百合花对猫是致命的——连花粉或花瓶里的水都是。',
    ],
    whenToCall: ['任何时候，只要你觉得猫吃了、舔了或碰了有毒的东西', '流口水、呕吐、发抖、走路摇晃或倒下'],
  },
  {
    id: 'seizures',
    title: '抽搐',
    icon: 'bolt',
    steps: [
      '保持冷静。把家具和东西移开，免得猫受伤。',
      '用手机计时，看抽了多久。',
      '把灯调暗，让周围保持安静。',
      '停下来以后，用毛巾把猫包起来，给它保暖，然后打电话给兽医。',
    ],
    warnings: ['不要把手或任何东西放进猫嘴里。', '不要用力按住猫。'],
    whenToCall: ['抽搐超过 2 分钟——马上去', '一天内抽搐不止一次', '猫这辈子第一次抽搐'],
  },
  {
    id: 'burns',
    title: '烧烫伤',
    icon: 'flame',
    steps: [
      '用凉的（不是冰冷的）流动的水冲烧伤的地方 5-10 分钟。',
      '轻轻拍干，用干净的湿布松松地盖住。',
      '如果是化学品烧伤，戴上手套，用大量清水冲洗。',
      '用毛巾包住猫身体的其他部分，给它保暖。',
    ],
    warnings: ['不要在烧伤的地方放冰块，也不要涂黄油、油或药膏。', '不要弄破水泡。'],
    whenToCall: ['烧伤面积比一个 25 美分硬币大', '脸、脚掌或私处的任何烧伤', '电烧伤（咬了电线）或化学品烧伤'],
  },
  {
    id: 'heat-stroke',
    title: '中暑',
    icon: 'sun',
    steps: [
      '马上把猫移到凉快、阴凉的地方。',
      '用凉的（不是冷的）水打湿猫毛，特别是脚掌、肚子和耳朵，再用电扇吹。',
      '如果猫清醒，给它喝一点点水——不要硬灌。',
      '如果你有宠物体温计，正常体温是 100-102°F。不要为了量体温耽误去看兽医。',
      '就算猫看起来好一些了，也要去看兽医。',
    ],
    warnings: ['不要用冰块或冰水——反而会让降温变慢。', '不要把猫留在很热的车里、地下室，或开着暖气的店里。'],
    whenToCall: ['一定要打——就算猫看起来恢复了，中暑也会伤害内脏', '喘气、流口水、牙龈鲜红、走路摇晃或倒下'],
  },
];

export const firstAidPage: Translated<typeof englishPage> = {
  title: '猫的紧急急救',
  lead: '简单的步骤，在去兽医的路上保护好你的猫。',
  callButton: '先打电话给兽医',
  important: {
    title: '重要',
    body: '这些只是紧急处理，在你带猫去兽医的路上用。它们不能代替兽医治疗。一定要先打电话给兽医。',
  },
  topicsHeading: '选择发生的情况',
  topicsIntro: '点一个主题，查看步骤。一次只打开一个主题。',
  stepsHeading: '要做的步骤',
  warningsHeading: '千万不要做',
  whenToCallHeading: '什么时候打电话给兽医',
  kit: {
    title: '基本急救包',
    intro: '不到 $50 就能配好一个基本急救包（一般价格，2025 年 1 月）。',
    essentialHeading: '必备物品',
    additionalHeading: '其他物品',
    items: [
      { item: '纱布块和一卷纱布', essential: true },
      { item: '自粘绷带（不会粘住猫毛的那种）', essential: true },
      { item: '无菌生理盐水，用来冲洗伤口和眼睛', essential: true },
      { item: '圆头剪刀', essential: true },
      { item: '一次性手套', essential: true },
      { item: '两条干净的毛巾（用来包住猫）', essential: true },
      { item: '一个结实的猫笼', essential: true },
      { item: '一张写着 24/7 兽医和中毒热线电话号码的卡片', essential: true },
      { item: '宠物电子体温计', essential: false },
      { item: '镊子', essential: false },
      { item: '小手电筒', essential: false },
      { item: '冰袋（用之前先用布包好）', essential: false },
      { item: '防舔的伊丽莎白圈（头套）', essential: false },
    ],
    noMedicines: '急救包里不要放人吃的药或双氧水：它们对猫很危险。',
    storageTitle: '存放小提示',
    storage: '把所有东西放在防水的盒子里，每 6 个月检查一次有效期，放在每个员工都能很快找到的地方。',
  },
  vitals: {
    title: '猫的正常生命体征',
    rows: [
      { label: '体温', value: '100-102.5°F' },
      { label: '心跳', value: '每分钟 120-140 次' },
      { label: '呼吸', value: '每分钟 20-30 次' },
    ],
    howToCheck:
      '怎么检查：在猫休息或睡觉时数它的呼吸（胸口一起一伏算一次），数 30 秒，再乘以 2。心跳在胸口左边、前腿后面一点的地方摸。量体温要用宠物体温计——如果你不确定怎么量，让兽医来量。知道你的猫平时的正常数字，能帮你早点发现问题。',
  },
  alwaysEmergency: {
    title: '一定是急症',
    intro: '只要看到下面任何一种情况，马上去 24/7 兽医——不要等：',
    items: [
      '呼吸困难、张嘴呼吸，或牙龈发蓝、发灰、苍白',
      '公猫很用力想小便，却只尿出一点点或完全尿不出来',
      '按压也止不住的流血',
      '任何可能的中毒：百合花、Tylenol（泰诺，对乙酰氨基酚）、布洛芬（ibuprofen）、老鼠药、防冻液、化学品',
      '抽搐超过 2 分钟，或抽了不止一次',
      '被车撞或摔伤，就算猫看起来没事',
      '倒下、站不起来，或突然拖着后腿走',
    ],
  },
  prevention: {
    title: '预防和准备',
    items: [
      '把 24/7 兽医的电话存进每个员工的手机，也贴在收银台旁边。',
      '店里不要放百合花和花束。',
      '清洁用品、老鼠药和防冻液要放在猫碰不到的地方。',
      '让猫远离很热的烤箱、烤炉和电暖器，夏天让它保持凉快。',
      '把急救包和猫笼放在同一个地方，随时可以用。',
      '了解你的猫平时怎么吃、怎么小便、怎么呼吸，才能早点发现变化。',
    ],
  },
  whileYouWait: {
    title: '等兽医的时候',
    items: [
      '让猫待在安静、暗、暖和的地方，或待在猫笼里。',
      '尽量少碰猫；要碰就轻轻地、用毛巾包着。',
      '除非兽医说可以，不要给吃的、喝的或任何药。',
      '写下发生了什么、什么时候发生的，还有猫可能吃了什么。',
      '带上有关的包装、植物或标签。',
      '注意猫的呼吸和牙龈颜色，有变化就告诉兽医。',
    ],
  },
  bottomLine: {
    title: '最重要的一句话',
    body: '急救是为了争取时间——不是治疗。拿不准的时候，就打电话给兽医：打个电话不花什么，等下去可能要了猫的命。',
  },
  printButton: '打印这一页',
};
