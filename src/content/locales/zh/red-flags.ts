// The emergency red flags in Chinese (Simplified), keyed by flag id: what the assistant (src/core/triage/world.ts)
// and the checker's outcome pages call each one, the title of its section on the Chinese (Simplified) pages and
// what to do right now, step for step as the English (src/content/triage/red-flags.ts), numbers unchanged. Words
// as in docs/glossary/zh.md.
import type { FlagText } from '../../../core/reply-copy.ts';

const GO_NOW = '马上去看急诊兽医；在路上先打电话，让他们准备好。';
const EMERGENCY_VET = '24/7 急诊动物医院';
const INJURY = '外伤和坠落';
const FIRST_AID = '急救';
const URINARY = '公猫尿不出来';
const SICK_SIGNS = '猫生病的迹象';

export const redFlagsZh: Readonly<Record<string, FlagText>> = {
  poisoning: {
    label: '可能中毒',
    guide: '中毒',
    steps: [
      '把猫带离有毒的东西。留好包装、标签或植物，带给兽医看。',
      '不要让猫吐出来，也不要给任何药、牛奶或食物。',
      '人吃的止痛药，例如 Tylenol（泰诺，对乙酰氨基酚）和布洛芬（ibuprofen），对猫都是毒药，一小块也不行。',
    ],
  },
  'urinary-blockage': {
    label: '猫很用力却尿不出来或只尿出一点点，可能是尿道堵住了',
    guide: URINARY,
    steps: [
      '尿道堵住的猫可能在 24-48 小时内死亡。这常常被误以为是便秘。',
      '马上去看急诊兽医。不要等着看会不会自己好，也不要按它的肚子。',
    ],
  },
  'no-urine': {
    label: '公猫 12 小时或更久没有小便，可能是尿道堵住了',
    guide: URINARY,
    steps: ['公猫 12 小时没有小便，可能是尿道堵住了，一天之内就可能死亡。', GO_NOW],
  },
  breathing: {
    label: '呼吸困难',
    guide: '呼吸困难',
    steps: [
      '猫平时是不会喘气的。让猫保持安静，直直地待在通风的猫笼里；不要用力按住它。',
      '不要把任何东西放进它嘴里。马上去看急诊兽医。',
    ],
  },
  'heat-stroke': {
    label: '中暑',
    guide: '中暑急救',
    steps: [
      '把猫移到凉快的地方。用凉水（不要用冰水）弄湿它的毛，让风吹到它身上。',
      '马上去看急诊兽医，就算它看起来好起来了也要去。',
    ],
  },
  seizure: {
    label: '抽搐发作',
    guide: '抽搐发作',
    steps: [
      '把周围的东西移开，免得猫受伤。不要抱住它，也不要把任何东西放进它嘴里。',
      '记下时间。把房间弄暗、保持安静，一停下来就去看兽医。',
    ],
  },
  trauma: {
    label: '被车、动物撞伤或咬伤',
    guide: INJURY,
    steps: [
      '就算猫看起来没事，也可能有看不出来的内伤。尽量少动它。',
      '把它轻轻挪到毛巾或木板上，放进猫笼，马上去看急诊兽医。',
    ],
  },
  crush: {
    label: '被压伤或夹伤',
    guide: INJURY,
    steps: ['被压到或夹住的猫可能在身体里面出血，外面看不出来。让它在猫笼里保持不动。', GO_NOW],
  },
  fall: {
    label: '从高处坠落',
    guide: INJURY,
    steps: ['从高处摔下来的猫，胸部和下巴常常受了伤，一开始却看起来没事。尽量少动它。', GO_NOW],
  },
  'vomiting-blood': {
    label: '反复呕吐，或呕吐物、粪便中有血',
    guide: EMERGENCY_VET,
    steps: ['先把食物拿走，但要留着水。把呕吐物或大便拍照带去。', GO_NOW],
  },
  bleeding: {
    label: '出血',
    guide: '严重出血',
    steps: [
      '用干净的布或纱布用力按住伤口，一直按着；中间不要拿开看。',
      '按了大约 5 分钟还止不住的话，继续按住，马上去。',
    ],
  },
  'difficult-birth': {
    label: '难产',
    guide: EMERGENCY_VET,
    steps: ['用力了一个小时还没生出小猫，或小猫卡住了，要马上看兽医。不要拉小猫。', GO_NOW],
  },
  string: {
    label: '吞了线、绳子或丝带',
    guide: EMERGENCY_VET,
    steps: ['从嘴巴或屁股露出来的线千万不要拉：可能会割伤肠子。马上去看兽医。'],
  },
  electrical: {
    label: '触电或烧伤',
    guide: '烧伤急救',
    steps: ['先拔掉电源，再碰猫。烧烫伤用凉的流水冲几分钟。', '被电到几个小时后，肺里可能会积水。马上去看急诊兽医。'],
  },
  'hind-legs': {
    label: '后腿突然无力',
    guide: EMERGENCY_VET,
    steps: ['后腿突然没力气又一直叫，可能是血栓。让猫保持不动，马上去。'],
  },
  'eye-injury': {
    label: '眼睛受伤',
    guide: FIRST_AID,
    steps: ['不要碰眼睛，也不要冲洗，别让猫用爪子抓。马上去看急诊兽医。'],
  },
  allergic: {
    label: '脸部肿胀或过敏反应',
    guide: FIRST_AID,
    steps: ['脸或喉咙肿起来，可能会堵住呼吸的通道。马上去看急诊兽医。'],
  },
  'swollen-belly': {
    label: '肚子又硬又胀',
    guide: EMERGENCY_VET,
    steps: ['肚子又硬又胀，可能是肚子里堵住了或有积水。不要按它。马上去看急诊兽医。'],
  },
  jaundice: {
    label: '牙龈、皮肤或眼睛发黄',
    guide: EMERGENCY_VET,
    steps: ['牙龈或眼睛发黄，表示肝或血液出了问题。今天就去看急诊兽医。'],
  },
  hypothermia: {
    label: '严重受冻或冻伤',
    guide: FIRST_AID,
    steps: ['用毯子包住猫，贴着你的身体慢慢让它暖起来。不要用吹风机，不要用热水。马上去看兽医。'],
  },
  'fading-kitten': {
    label: '小猫发冷、虚弱',
    guide: EMERGENCY_VET,
    steps: ['让小猫贴着你的身体，或贴着用布包好的热水瓶，慢慢暖起来。小猫身体冷的时候不要喂它。', GO_NOW],
  },
  'not-eating': {
    label: '一天或更久没吃东西',
    guide: EMERGENCY_VET,
    steps: ['猫一天或更久什么都不吃，可能得很危险的肝病，胖猫更容易。', '不要硬喂。今天就去看急诊兽医。'],
  },
  collapse: {
    label: '倒下或失去意识',
    guide: EMERGENCY_VET,
    steps: ['看看猫还有没有呼吸。给它保暖，保持安静，马上去看急诊兽医。'],
  },
  vomiting: {
    label: '吐了不止一次',
    guide: SICK_SIGNS,
    steps: ['给它水喝。如果它又吐、吐出血或不吃东西，就去看急诊兽医。'],
  },
  'eating-less': {
    label: '吃得少或不吃东西',
    guide: SICK_SIGNS,
    steps: ['记下它最后一次吃东西是什么时候。一整天什么都不吃的猫，要去看急诊兽医。'],
  },
  'peeing-less': {
    label: '小便变少、尿在猫砂盆外面，或尿里有血',
    guide: SICK_SIGNS,
    steps: ['公猫很用力却尿不出来是急症：一出现这种情况就马上去。'],
  },
  diarrhea: {
    label: '拉肚子',
    guide: SICK_SIGNS,
    steps: ['放好干净的水。大便里有血，或猫虚弱、软绵绵的，就要马上去。'],
  },
  constipation: {
    label: '两天没有大便，或便秘',
    guide: SICK_SIGNS,
    steps: ['也要看看小便：公猫在猫砂盆里很用力，却只尿出一点点或尿不出来，可能是尿道堵住了。这是急症。'],
  },
  limping: {
    label: '走路一瘸一拐',
    guide: SICK_SIGNS,
    steps: ['让猫保持安静，别让它跳到高的地方。有一条腿不敢着地的话，今天就要看兽医。'],
  },
  'breathing-fast': {
    label: '休息时呼吸比平时快',
    guide: '呼吸的警告信号',
    steps: [
      '休息中的猫每分钟呼吸大约 20-30 次。如果它张嘴呼吸、肚子一起一伏很用力，或牙龈发蓝、发白，马上去看急诊兽医。',
    ],
  },
  'eye-problem': {
    label: '眼睛红痛或眯着眼',
    guide: SICK_SIGNS,
    steps: ['不要滴人用的眼药水。眼睛看起来受伤、发白浑浊或鼓出来，要马上看兽医。'],
  },
  incision: {
    label: '手术的伤口发红、肿起来或湿湿的',
    guide: '手术后的照顾',
    steps: ['用伊丽莎白圈（头套）或衣服挡住，不让它舔，今天就打电话给做手术的诊所。'],
  },
  wound: {
    label: '伤口、肿块或脓包',
    guide: '割伤和伤口的急救',
    steps: ['咬伤常常会变成脓包。保持伤口干净、干燥；不要挤。'],
  },
  unwell: {
    label: '身体不舒服的迹象',
    guide: SICK_SIGNS,
    steps: ['突然爱躲起来、喝水变多或变少、胃口变了，都是猫生病的表现。约个时间去看兽医。'],
  },
  'described-emergency': {
    label: '你说的情况可能是急症',
    guide: '一定是急症',
    steps: [
      '这样的迹象可能很快变严重，只有兽医才能判断有多严重。',
      '让猫安静地待在关好的猫笼里，不要给任何药。' + GO_NOW,
    ],
  },
};
