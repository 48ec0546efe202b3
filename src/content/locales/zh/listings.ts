// Simplified Chinese for the words of listing cards, hospital tables, the call-ahead advice and the printed sheet
// (src/content/pages/listings.ts); words as in docs/glossary/zh.md. Every {placeholder} of the English is kept;
// the code fills in names, places, prices and dates.
import type { Translated } from '../types.ts';
import type { listings as English } from '../../pages/listings.ts';

export const listings: Translated<typeof English> = {
  print: '打印',
  callAhead: {
    title: '在路上先打电话',
    body: '纽约的动物急诊室有时会暂停接收新病人，也可能要等好几个小时。出发前先打电话，他们会告诉你能不能马上看你的猫，还是要你去别的地方。',
  },
  hospitalTable: {
    caption: '各区的 24/7 急诊医院',
    columns: { name: '医院', where: '街区', call: '电话' },
    callAhead: '电话未确认——请看网站，出发前先打电话',
    noWebsite: '电话未确认——出发前先打电话',
    website: '网站',
    noneCallable: '{place} 没有电话已确认的 24/7 医院。最近有确认电话的是：',
    noneListed: '我们没有列出 {place} 的 24/7 医院。最近有确认电话的是：',
    cost: '急诊光是检查费一般就要大约 {range}，还不算治疗（{date} 的价格）。',
    costLink: '看兽医的费用补助',
  },
  printSheet: {
    columns: { name: '医院', where: '地点', phone: '电话' },
    unconfirmedSuffix: '（未确认：先核实）',
    hiddenPhone: '未确认：先打电话／看网站',
  },
  listing: {
    open24: '24/7 开门',
    call: '打电话',
    website: '网站',
    directions: '路线',
    reportWrongInfo: '报告错误信息',
    phoneHiddenBefore: '电话未确认——出发前先看',
    phoneHiddenLink: '网站',
    phoneHiddenAfter: '核实一下',
    phoneHiddenNoWebsite: '电话未确认——出发前先搜一下名字，或打 311 问',
    phoneUnconfirmed: '（未确认——出发前先核实）',
    mayHaveChanged: '有些信息可能已经改了——请向对方确认。',
    lastChecked: '最后核实：{date}',
    noDate: '最后核实：日期不详',
    outOfDate: '信息可能已过时——请先打电话',
    feeUnknown: '打电话问',
    feeLabel: '费用',
    feeUnverified: '费用未确认——打电话时问清楚要多少钱。',
  },
};
