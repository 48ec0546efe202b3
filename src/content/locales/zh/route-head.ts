import type { routeDescriptions as englishDescriptions } from '../../../config/route-head.ts';
import type { Translated } from '../types.ts';

// The Simplified Chinese meta descriptions of every route (src/config/route-head.ts), moved here from this language's
// chrome.ts unchanged. Only the prerender reads them (src/app/head-words.ts): the browser never loads this file.

export const routeDescriptions: Translated<typeof englishDescriptions> = {
  home: '给纽约杂货店和店猫照顾者的免费帮助，用简单的话说明：急救步骤、24/7 兽医、低价诊所、费用、日常照顾和救助建议。',
  search: '搜索 Bodega Cat Care NYC 的所有指南：急症、兽医、费用、喂食、绝育等等。',
  emergency: '猫喘不过气、流血或中毒时现在该做什么，以及纽约 24/7 开门的动物医院。',
  check: '不确定猫现在要不要看兽医？点几下回答，就知道是现在去 24/7 动物医院、一天内看兽医，还是在家照顾。',
  findHelp: '给纽约杂货店猫和社区猫的低价兽医、费用补助、绝育项目、找新家和救助组织。',
  dailyCare: '纽约店里的猫的喂食、猫砂、梳毛、疫苗和危险迹象，还有店猫要遵守的规定。',
  spayNeuter: '纽约的免费和低价绝育，手术前怎么准备，手术后怎么照顾猫。',
  surrender: '收容所、不交出猫的其他办法，以及在纽约市怎么安全地帮猫找新家。',
  workingWithRescues: '救助组织能为店猫做什么、好的迹象、危险信号和要问的问题。',
  behavioralWellness: '压力的迹象、让猫生活更丰富的点子，以及店里的猫常见行为问题的解决办法。',
  vets: '五个区的急诊医院和低价兽医，写明每一条信息最近什么时候确认过。',
  rehoming: '纽约各区的救助和找新家组织，以及怎么安全地帮猫找新家。',
  breathing: '哪些呼吸情况是急症、不要做什么，以及怎么去 24/7 兽医。',
  firstAid: '伤口、呼吸困难、中毒、抽搐、烧烫伤和中暑的一步一步急救方法。',
  feeding: '店猫吃什么、什么时候吃、吃多少，哪些食物有毒，以及怎么省钱。',
  grooming: '每天梳毛、工具、洗澡、常见问题，以及纽约专业美容的价格。',
  preventiveHealth: '店猫的疫苗、健康检查、预防保健费用和早期危险迹象。',
  financialAssistance: '免费和低价诊所、急诊基金、宠物食品发放点，以及其他帮你付猫医疗费的帮助。',
  communityCats: '门口的流浪猫、箱子后面的小猫、空地上的野猫群或走失的猫：在纽约该怎么做，谁能帮忙。',
  feedback: '推荐兽医或资源、报告错误信息，或提出改进建议。',
  terms: 'Bodega Cat Care NYC 的使用条款。本网站只供学习参考。',
  privacy: 'Bodega Cat Care NYC 收集什么信息、为什么收集，以及你的权利。',
  about: '我们的使命、服务对象、怎么核实信息，以及怎么联系我们。',
};
