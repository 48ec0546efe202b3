// The assistant's written answers in Chinese (Simplified): the emergency answer (the 24/7 number first) and the short answer
// to anything else (docs/assistant-languages.md). Written, not generated; phone digits stay Western.
import type { WorldCopy } from '../../../core/reply-copy.ts';

export const chatCopyZh: WorldCopy = {
  emergencyWord: '紧急情况',
  callNow: '马上打电话给24/7动物医院：',
  guideLead: '该怎么做：',
  steps: [
    '马上去急诊兽医，路上先打电话让他们准备好。',
    '把猫放进航空箱，尽量少移动它。',
    '不要给任何药、食物或牛奶，也不要催吐。',
  ],
  fallbackLabel: '您描述的情况可能是紧急情况',
  otherIntro: '一般问题我目前只能用英语和西班牙语回答。但只要看到以下任何一种情况，一定是紧急情况：',
  alwaysSigns: [
    '呼吸困难、张嘴呼吸，或牙龈发紫、发灰、发白',
    '公猫用力排尿，却只有一点或完全尿不出来',
    '按压后仍止不住的出血',
    '任何可能的中毒：百合花、泰诺（对乙酰氨基酚）、布洛芬、老鼠药、防冻液、化学品',
    '抽搐超过2分钟，或不止一次',
    '被车撞或从高处摔下，即使猫看起来没事',
    '倒下、站不起来，或突然拖着后腿',
  ],
  callIfSigns: '马上打电话给24/7动物医院：',
  emergencyPage: '紧急情况页面',
  checker: '检查猫的情况',
  disclaimer: '以上仅为教育信息，不是兽医建议。请咨询有执照的兽医。',
};
