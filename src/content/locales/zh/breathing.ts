// Simplified Chinese for /breathing (src/content/pages/breathing.ts); words as in docs/glossary/zh.md. No diagnosis,
// no medicine (docs/assistant-safety.md), the same signs and figures as the English page.

import type { breathingPage as english } from '../../pages/breathing.ts';
import type { Translated } from '../types.ts';

export const breathingPage: Translated<typeof english> = {
  title: '猫呼吸急症',
  lead: '猫平时不会张嘴呼吸，也不会喘气。如果你的猫呼吸很吃力，打电话给 24/7 兽医，马上去。',
  callNowTitle: '马上打电话给 24/7 急诊兽医',
  critical: {
    title: '危险信号——马上去',
    items: [
      '张嘴呼吸，或喘气',
      '牙龈或舌头发蓝、发灰、发白或非常苍白',
      '呼吸又快又用力，肚子起伏很大',
      '伸长脖子、手肘往外撑，拼命吸气',
      '倒下或没有反应',
      '一直噎住或干呕，停不下来',
    ],
  },
  warning: {
    title: '警告信号——今天就打电话给兽医',
    items: [
      '休息或睡觉时呼吸比平时快（每分钟超过大约 30 次）',
      '咳嗽或呼吸有哮鸣声，就算后来停了',
      '最近才出现的呼吸有声音或打呼噜',
      '打喷嚏，鼻子或眼睛有浓稠的分泌物',
      '累、躲起来或不吃东西，同时呼吸有变化',
    ],
  },
  dont: {
    title: '千万不要做',
    items: [
      '看不到异物时，不要把手指伸进猫的喉咙。',
      '不要给吃的、喝的或任何药——人吃的药会害死猫。',
      '不要紧紧抱住猫、把它压住或按它的胸口。',
      '不要等着看会不会好起来，也不要等到早上。',
      '不要让猫太热或太紧张。',
    ],
  },
  transport: {
    title: '怎么送去兽医那里',
    items: [
      '在路上打电话给医院，让他们做好准备。',
      '轻轻把猫放进猫笼或有透气孔的纸箱；上面打开，或者要很容易打开。',
      '如果猫趴着（胸口朝下）比较舒服，就让它趴着；不要硬让它侧躺。',
      '车里或出租车里保持凉快、通风，也要保持安静。',
      '带上猫可能吃过或吸进去的东西（包装、植物、化学品）。',
    ],
  },
  causes: {
    title: '常见原因',
    intro: '只有兽医才能判断是什么问题。猫呼吸困难可能来自，例如：',
    items: [
      '哮喘和过敏（烟、灰尘、喷雾、有香味的产品）',
      '心脏病，之前可能完全没有症状',
      '胸腔积液',
      '摔伤或被车撞伤',
      '喉咙或鼻子里卡了东西',
      '中暑',
      '感染，比如重感冒或肺炎',
      '中毒',
    ],
  },
  prevention: {
    title: '预防',
    items: [
      '不要在猫附近抽烟，也不要用喷雾、空气清新剂或味道很重的清洁剂。',
      '夏天让店里保持凉快，给猫一个阴凉的地方和水。',
      '把绳子、橡皮筋、袋子和小东西放在猫碰不到的地方。',
      '窗户装上纱窗，地下室和楼梯要弄安全，防止猫摔下去。',
      '每年带猫去兽医那里检查，早点发现心脏和肺的问题。',
      '记住你的猫睡觉时正常的呼吸次数。',
    ],
  },
  firstAidLink: '呼吸困难的急救步骤',
};
