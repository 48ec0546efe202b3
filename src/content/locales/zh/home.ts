// Simplified Chinese for the home page (src/content/pages/home.ts), written for Mandarin and Fujianese readers;
// words as in docs/glossary/zh.md. Anchors, icons, routes, tones and every figure are the English ones.

import type { homePage as english } from '../../pages/home.ts';
import type { Translated } from '../types.ts';

export const homePage: Translated<typeof english> = {
  title: '纽约杂货店店猫的免费帮助',
  emergencyHeading: '猫现在出事了？点一下发生的情况：',
  emergencyCards: [
    { anchor: 'breathing', label: '喘不过气', icon: 'wind' },
    { anchor: 'bleeding', label: '流血', icon: 'bandage' },
    { anchor: 'poisoning', label: '中毒', icon: 'flask' },
    { anchor: 'urinary', label: '公猫尿不出来', icon: 'droplet' },
    { anchor: 'seizure', label: '抽搐', icon: 'bolt' },
    { anchor: 'injury', label: '被车撞或摔伤', icon: 'car' },
  ],
  lead: '写给店主和照顾猫的人，用简单的话说明：急救步骤、24/7 和低价兽医、费用和日常照顾。只供参考，不能代替兽医的意见。',
  categories: [
    {
      route: 'emergency',
      title: '紧急情况',
      body: '呼吸困难、流血、中毒等情况的第一步做法，还有 24/7 动物医院。',
      tone: 'emergency',
    },
    {
      route: 'findHelp',
      title: '找帮助',
      body: '五个区的低价兽医、费用补助、绝育、救助组织和帮猫找新家。',
      tone: 'brand',
    },
    {
      route: 'dailyCare',
      title: '日常照顾',
      body: '喂食、猫砂、梳毛、疫苗，还有猫生病的迹象。',
      tone: 'brand',
    },
  ],
  categoriesHeading: '你需要什么？',
  factsHeading: '值得知道',
  facts: {
    vetsListed: (count: number) => `${count}家纽约兽医已列出`,
    vetsNote: '五个区的急诊医院和诊所，每一家都写明最后确认的日期。',
    checkup: '$75-200',
    checkupLabel: '一般检查的常见费用',
    checkupNote: '纽约一般价格，截至 2025 年 1 月——具体价格请问诊所。',
    freeLabel: '免费',
    freeNote: '本网站免费：不用注册，也不用开账户。',
  },
  healthCheck: {
    title: '快速健康检查',
    intro: '每天花 1 分钟看看你的猫。一有变化，常常就是出问题的第一个迹象。',
    goodTitle: '健康的迹象',
    good: [
      '吃喝正常',
      '每天在猫砂盆里小便和大便',
      '眼睛清亮，鼻子干净',
      '牙龈是粉红色的',
      '闭着嘴呼吸，呼吸平稳轻松',
      '会自己舔毛，走动正常',
    ],
    warningTitle: '危险迹象——打电话给兽医',
    warning: [
      '一天不吃东西，或躲起来',
      '呕吐或拉肚子不止一次，或带血',
      '蹲在猫砂盆里很用力（公猫：马上去）',
      '张嘴呼吸，或牙龈苍白、发蓝（马上去）',
      '走路一瘸一拐、有伤口或肿起来',
      '体重下降，或喝水比平时多很多',
    ],
    moreLink: '更多猫生病的迹象',
  },
};
