// Simplified Chinese page chrome (src/content/locales/en/chrome.ts); words as in docs/glossary/zh.md. Every
// {placeholder} is kept: the code fills in phones, names, places, prices and dates.

import type { chrome as english } from '../en/chrome.ts';
import type { Translated } from '../types.ts';

export const chrome: Translated<typeof english> = {
  routes: {
    home: {
      title: '纽约杂货店店猫的免费照顾帮助',
      breadcrumb: '首页',
    },
    search: {
      title: '搜索养猫指南',
      breadcrumb: '搜索',
    },
    emergency: {
      title: '纽约猫急症帮助——24/7 兽医和第一步',
      breadcrumb: '紧急情况',
    },
    check: {
      title: '是急症吗？点几下就知道',
      breadcrumb: '是急症吗？',
    },
    findHelp: {
      title: '在纽约找便宜的猫医疗帮助',
      breadcrumb: '找帮助',
    },
    dailyCare: {
      title: '杂货店猫的日常照顾',
      breadcrumb: '日常照顾',
    },
    spayNeuter: {
      title: '在纽约给店猫做绝育',
      breadcrumb: '绝育',
    },
    surrender: {
      title: '在纽约把猫交给收容所或帮它找新家',
      breadcrumb: '交给收容所',
    },
    workingWithRescues: {
      title: '和救助组织合作',
      breadcrumb: '和救助组织合作',
    },
    behavioralWellness: {
      title: '店猫的行为和情绪健康',
      breadcrumb: '行为健康',
    },
    vets: {
      title: '纽约兽医名录',
      breadcrumb: '兽医',
    },
    rehoming: {
      title: '各区帮猫找新家的资源',
      breadcrumb: '找新家',
    },
    breathing: {
      title: '猫呼吸急症',
      breadcrumb: '呼吸急症',
    },
    firstAid: {
      title: '猫的紧急急救',
      breadcrumb: '急救',
    },
    feeding: {
      title: '杂货店猫喂食指南',
      breadcrumb: '喂食指南',
    },
    grooming: {
      title: '店猫的梳毛和清洁',
      breadcrumb: '梳毛和清洁',
    },
    preventiveHealth: {
      title: '猫的预防保健',
      breadcrumb: '预防保健',
    },
    financialAssistance: {
      title: '纽约养猫费用补助',
      breadcrumb: '费用补助',
    },
    communityCats: {
      title: '店门外的猫',
      breadcrumb: '店门外的猫',
    },
    feedback: {
      title: '意见反馈',
      breadcrumb: '意见反馈',
    },
    terms: {
      title: '使用条款',
      breadcrumb: '使用条款',
    },
    privacy: {
      title: '隐私政策',
      breadcrumb: '隐私政策',
    },
    about: {
      title: '关于 Bodega Cat Care NYC',
      breadcrumb: '关于我们',
    },
  },
  nav: {
    home: '首页',
    emergency: '紧急情况',
    findHelp: '找帮助',
    dailyCare: '日常照顾',
    spayNeuter: '绝育',
    surrender: '交给收容所',
  },
  landmarks: { primary: '主要导航', breadcrumb: '当前位置', footer: '页脚' },
  skipLink: '跳到主要内容',
  header: { free: '免费', home: '首页' },
  emergencyBar: {
    question: '猫有急症？',
    open: '24/7 开门',
    callLabel: '打电话给 24/7 急诊兽医 {name}，电话 {phone}',
  },
  call: {
    button: '打给 24/7 兽医',
    homeButton: '24/7 兽医：',
    allHours: '24/7：',
    callNamed: '打电话给 {name}，电话 {phone}',
    openAllHours: '24/7 开门',
  },
  footer: {
    disclaimer:
      '只供学习参考，不是兽医的意见。猫的健康问题，一定要问有执照的兽医。遇到急症，马上打电话给 24/7 动物医院。',
  },
  loading: {
    page: '正在加载…',
    emergency: '正在加载急救信息…',
    findHelp: '正在加载帮助资源…',
    dailyCare: '正在加载日常照顾信息…',
  },
  offline: {
    notice: '你现在没有网络。急救步骤、急救方法和兽医名单还能用。打电话不需要网络：24/7 急诊兽医 {phone}。',
  },
  notFound: {
    title: '哎呀！找不到这个页面',
    body: '你要找的页面不存在，或者已经搬走了。',
    homeLink: '回到首页',
  },
  routeError: {
    title: '这个页面没有加载出来',
    body: '请检查网络，再重新加载页面。如果猫现在需要帮助，打电话给 24/7 动物医院：',
    call: '打电话 {phone}',
    reload: '重新加载页面',
  },
  back: '返回',
  backToTop: '回到顶部',
  newTab: '（在新标签页打开）',
  languageMenu: {
    button: '语言',
    ours: '用这些语言阅读本网站',
    notTranslated: '这一页还没有翻译：链接会打开该语言的首页。',
    other: '其他语言（自动翻译）',
    otherHint: '会加载 Google 对这一页的翻译。需要网络，而且这一页会发送给 Google。',
    loading: '正在加载…',
    failed: '无法翻译',
  },
  languageOffer: '用简体中文阅读本指南',
  translationNotice: {
    title: '关于这个翻译',
    body: '于 {date} 从英文指南翻译。还没有经过母语是中文的兽医专业人员审核。电话号码和步骤都和英文页面一样。',
    englishLink: '阅读英文页面',
  },
};
