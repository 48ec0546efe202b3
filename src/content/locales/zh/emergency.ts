// Simplified Chinese for /emergency (src/content/pages/emergency.ts); words as in docs/glossary/zh.md. Section ids,
// icons and guide links are the English ones. Safety rules as in English (docs/assistant-safety.md): no medicine
// names beyond the English poison list, no doses, never "make the cat vomit".

import type { emergencyPage as english } from '../../pages/emergency.ts';
import type { Translated } from '../types.ts';

export const emergencyPage: Translated<typeof english> = {
  lead: '猫出事了，马上打电话给 24/7 动物医院，并照着下面对应情况的步骤做。直接去看兽医——不要等着看会不会好起来。',
  stepsHeading: '现在就做',
  dontHeading: '千万不要',
  jumpHeading: '发生了什么？',
  situations: [
    {
      id: 'breathing',
      icon: 'wind',
      title: '喘不过气或呼吸很用力',
      urgency: '张嘴呼吸、喘气、呼吸有声音，或牙龈发蓝、发灰、苍白，都是急症。猫平时是不会喘气的。',
      steps: [
        '马上打电话给 24/7 兽医，说你的猫呼吸困难。',
        '让猫保持安静。关掉大声的音乐，让人和其他动物离远一点。',
        '轻轻把猫放进猫笼，或有透气孔的纸箱。不要紧紧抱住它的胸口。',
        '马上出发。让车里或出租车里保持凉快，让新鲜空气进来。',
      ],
      dont: ['不要把手指伸进猫的喉咙。', '不要给吃的、喝的或任何药。', '不要等着看会不会好起来。'],
      guide: { kind: 'breathing', label: '呼吸急症完整指南' },
    },
    {
      id: 'bleeding',
      icon: 'bandage',
      title: '流血',
      urgency: '按压后还止不住的血，或任何很深的伤口，今天就要看兽医——流血很多要马上去。',
      steps: [
        '用干净的布或纱布用力按住伤口 2-3 分钟，中间不要拿开看。',
        '如果血渗透了，在上面再盖一块布，继续按住。',
        '用毛巾把猫包起来，让它有安全感，也抓不到、咬不到人。',
        '打电话给 24/7 兽医；血止不住就马上去。',
      ],
      dont: ['不要拔出插在伤口里的东西。', '不要在腿上绑紧带子（止血带）。', '不要在伤口上涂人用的药膏或药。'],
      guide: { kind: 'firstAid', topic: 'cuts-wounds', label: '割伤和伤口的急救' },
    },
    {
      id: 'poisoning',
      icon: 'flask',
      title: '中毒',
      urgency:
        '就算猫看起来没事也要马上行动：有些毒要过几个小时才发作。百合花（任何部分，连花粉或花瓶里的水都算）、Tylenol（泰诺，对乙酰氨基酚）、布洛芬（ibuprofen）和其他人吃的止痛药、老鼠药、防冻液、狗用的除跳蚤产品和清洁化学品，对猫都是毒药。',
      steps: [
        '把猫带离有毒的东西。',
        '马上打电话给 24/7 兽医或动物中毒热线。',
        '留好包装、植物或标签，一起带去。',
        '如果猫毛上沾了化学品，用毛巾把猫包起来，不让它舔，再问兽医该怎么办。',
      ],
      dont: [
        '千万不要想办法让猫吐出来——不要用盐、油或双氧水。这样做会害死猫。',
        '不要给牛奶、食物或任何药。',
        '不要等到出现症状才行动。',
      ],
      guide: { kind: 'firstAid', topic: 'poisoning', label: '中毒的急救' },
    },
    {
      id: 'urinary',
      icon: 'droplet',
      title: '公猫尿不出来',
      urgency:
        '公猫一直进出猫砂盆，很用力或一边叫，却只尿出一点点或完全尿不出来，可能在 1-2 天内死亡。这常常被误以为是便秘。',
      steps: [
        '马上打电话给 24/7 兽医，说：“我的公猫很用力，但尿不出来。”',
        '把猫放进猫笼，马上出发，半夜也要去。',
        '如果你知道它最后一次小便是什么时候，写下来带上。',
      ],
      dont: ['不要等到早上。', '不要按它的肚子。', '不要给任何药。'],
    },
    {
      id: 'seizure',
      icon: 'bolt',
      title: '抽搐',
      urgency: '抽搐超过 2 分钟，或抽了不止一次，要马上看兽医。第一次抽搐也一定要看兽医。',
      steps: [
        '把周围的东西移开，免得猫撞到。把灯调暗，保持安静。',
        '用手机计时，看抽了多久。',
        '手不要靠近猫的嘴。',
        '停下来以后，用毛巾把猫包起来，放进猫笼，打电话给兽医。',
      ],
      dont: ['不要把任何东西放进猫嘴里——猫不会吞下自己的舌头。', '不要用力按住猫。'],
      guide: { kind: 'firstAid', topic: 'seizures', label: '抽搐的急救' },
    },
    {
      id: 'injury',
      icon: 'car',
      title: '被车撞或摔伤',
      urgency: '就算猫看起来没事，也要去看兽医：内出血和肺部受伤可能几个小时后才显出来。',
      steps: [
        '先顾好自己的安全：走过去之前先看清楚有没有车。',
        '把毛巾、木板或压平的纸箱轻轻垫到猫身下，慢慢抬起来，让它的背保持平直。',
        '把猫放进猫笼或箱子里，给它保暖，不要让它乱动。',
        '在路上打电话给 24/7 兽医。',
      ],
      dont: ['不要让猫走来走去，“试试看”它有没有事。', '不要给吃的、喝的或任何药。'],
      guide: { kind: 'firstAid', topic: 'cuts-wounds', label: '割伤和伤口的急救' },
    },
  ],
  poisonControl: {
    title: '动物中毒热线',
    intro:
      '这些全国热线全天 24 小时都有动物中毒专家接听，每次咨询要收费。如果猫呼吸困难、抽搐或倒下，先打给 24/7 兽医——请别人在路上帮你打中毒热线。',
  },
  emergencyVet: {
    id: 'emergency-vet',
    title: '24/7 急诊兽医',
    intro: '这些动物医院一周 7 天、每天 24 小时开门。只列出我们确认过 24/7 营业的医院。',
    callBoxTitle: '马上打电话',
    nycHeading: '纽约市内',
    nearbyHeading: '纽约市外（路程比较远）',
    vetsLink: '查看所有兽医，包括低价诊所',
  },
  printNote: '把这一页打印出来，放在收银台旁边。',
};
