// Simplified Chinese page chrome (src/content/locales/en/chrome.ts); words as in docs/glossary/zh.md. Every
// {placeholder} is kept: the code fills in phones, names, places, prices and dates.

import type { chrome as english } from '../en/chrome.ts';
import type { Translated } from '../types.ts';

export const chrome: Translated<typeof english> = {
  routes: {
    home: {
      title: '纽约杂货店店猫的免费照顾帮助',
      description:
        '给纽约杂货店和店猫照顾者的免费帮助，用简单的话说明：急救步骤、24/7 兽医、低价诊所、费用、日常照顾和救助建议。',
      breadcrumb: '首页',
    },
    search: {
      title: '搜索养猫指南',
      description: '搜索 Bodega Cat Care NYC 的所有指南：急症、兽医、费用、喂食、绝育等等。',
      breadcrumb: '搜索',
    },
    emergency: {
      title: '纽约猫急症帮助——24/7 兽医和第一步',
      description: '猫喘不过气、流血或中毒时现在该做什么，以及纽约 24/7 开门的动物医院。',
      breadcrumb: '紧急情况',
    },
    check: {
      title: '是急症吗？点几下就知道',
      description: '不确定猫现在要不要看兽医？点几下回答，就知道是现在去 24/7 动物医院、一天内看兽医，还是在家照顾。',
      breadcrumb: '是急症吗？',
    },
    findHelp: {
      title: '在纽约找便宜的猫医疗帮助',
      description: '给纽约杂货店猫和社区猫的低价兽医、费用补助、绝育项目、找新家和救助组织。',
      breadcrumb: '找帮助',
    },
    dailyCare: {
      title: '杂货店猫的日常照顾',
      description: '纽约店里的猫的喂食、猫砂、梳毛、疫苗和危险迹象，还有店猫要遵守的规定。',
      breadcrumb: '日常照顾',
    },
    spayNeuter: {
      title: '在纽约给店猫做绝育',
      description: '纽约的免费和低价绝育，手术前怎么准备，手术后怎么照顾猫。',
      breadcrumb: '绝育',
    },
    surrender: {
      title: '在纽约把猫交给收容所或帮它找新家',
      description: '收容所、不交出猫的其他办法，以及在纽约市怎么安全地帮猫找新家。',
      breadcrumb: '交给收容所',
    },
    workingWithRescues: {
      title: '和救助组织合作',
      description: '救助组织能为店猫做什么、好的迹象、危险信号和要问的问题。',
      breadcrumb: '和救助组织合作',
    },
    behavioralWellness: {
      title: '店猫的行为和情绪健康',
      description: '压力的迹象、让猫生活更丰富的点子，以及店里的猫常见行为问题的解决办法。',
      breadcrumb: '行为健康',
    },
    vets: {
      title: '纽约兽医名录',
      description: '五个区的急诊医院和低价兽医，写明每一条信息最近什么时候确认过。',
      breadcrumb: '兽医',
    },
    rehoming: {
      title: '各区帮猫找新家的资源',
      description: '纽约各区的救助和找新家组织，以及怎么安全地帮猫找新家。',
      breadcrumb: '找新家',
    },
    breathing: {
      title: '猫呼吸急症',
      description: '哪些呼吸情况是急症、不要做什么，以及怎么去 24/7 兽医。',
      breadcrumb: '呼吸急症',
    },
    firstAid: {
      title: '猫的紧急急救',
      description: '伤口、呼吸困难、中毒、抽搐、烧烫伤和中暑的一步一步急救方法。',
      breadcrumb: '急救',
    },
    feeding: {
      title: '杂货店猫喂食指南',
      description: '店猫吃什么、什么时候吃、吃多少，哪些食物有毒，以及怎么省钱。',
      breadcrumb: '喂食指南',
    },
    grooming: {
      title: '店猫的梳毛和清洁',
      description: '每天梳毛、工具、洗澡、常见问题，以及纽约专业美容的价格。',
      breadcrumb: '梳毛和清洁',
    },
    preventiveHealth: {
      title: '猫的预防保健',
      description: '店猫的疫苗、健康检查、预防保健费用和早期危险迹象。',
      breadcrumb: '预防保健',
    },
    financialAssistance: {
      title: '纽约养猫费用补助',
      description: '免费和低价诊所、急诊基金、宠物食品发放点，以及其他帮你付猫医疗费的帮助。',
      breadcrumb: '费用补助',
    },
    communityCats: {
      title: '店门外的猫',
      description: '门口的流浪猫、箱子后面的小猫、空地上的野猫群或走失的猫：在纽约该怎么做，谁能帮忙。',
      breadcrumb: '店门外的猫',
    },
    feedback: {
      title: '意见反馈',
      description: '推荐兽医或资源、报告错误信息，或提出改进建议。',
      breadcrumb: '意见反馈',
    },
    terms: {
      title: '使用条款',
      description: 'Bodega Cat Care NYC 的使用条款。本网站只供学习参考。',
      breadcrumb: '使用条款',
    },
    privacy: {
      title: '隐私政策',
      description: 'Bodega Cat Care NYC 收集什么信息、为什么收集，以及你的权利。',
      breadcrumb: '隐私政策',
    },
    about: {
      title: '关于 Bodega Cat Care NYC',
      description: '我们的使命、服务对象、怎么核实信息，以及怎么联系我们。',
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
