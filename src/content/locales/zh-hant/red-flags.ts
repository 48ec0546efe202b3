// The emergency red flags the assistant reads in Chinese (Traditional) (src/core/triage/world.ts), keyed by flag id: what
// the answer calls each one and the title of its section on the Chinese (Traditional) emergency pages.
import type { FlagText } from '../../../core/reply-copy.ts';

export const redFlagsZhHant: Readonly<Record<string, FlagText>> = {
  poisoning: {
    label: '可能中毒',
    guide: '中毒',
  },
  'urinary-blockage': {
    label: '貓用力排尿卻尿不出或只有一點，可能是尿道阻塞',
    guide: '尿道阻塞',
  },
  breathing: {
    label: '呼吸困難',
    guide: '呼吸困難',
  },
  'heat-stroke': {
    label: '中暑',
    guide: '中暑急救',
  },
  seizure: {
    label: '抽搐發作',
    guide: '抽搐發作',
  },
  trauma: {
    label: '被車、動物撞傷或咬傷',
    guide: '外傷和墜落',
  },
  crush: {
    label: '被壓傷或夾傷',
    guide: '外傷和墜落',
  },
  fall: {
    label: '從高處墜落',
    guide: '外傷和墜落',
  },
  'vomiting-blood': {
    label: '反覆嘔吐，或嘔吐物、糞便中有血',
    guide: '24/7 急診動物醫院',
  },
  bleeding: {
    label: '出血',
    guide: '嚴重出血',
  },
  'difficult-birth': {
    label: '難產',
    guide: '24/7 急診動物醫院',
  },
  string: {
    label: '吞了線、繩子或絲帶',
    guide: '24/7 急診動物醫院',
  },
  electrical: {
    label: '觸電或燒傷',
    guide: '燒傷急救',
  },
  'hind-legs': {
    label: '後腿突然無力',
    guide: '24/7 急診動物醫院',
  },
  'eye-injury': {
    label: '眼睛受傷',
    guide: '急救',
  },
  allergic: {
    label: '臉部腫脹或過敏反應',
    guide: '急救',
  },
  'swollen-belly': {
    label: '肚子又硬又脹',
    guide: '24/7 急診動物醫院',
  },
  jaundice: {
    label: '牙齦、皮膚或眼睛發黃',
    guide: '24/7 急診動物醫院',
  },
  hypothermia: {
    label: '嚴重受凍或凍傷',
    guide: '急救',
  },
  'fading-kitten': {
    label: '小貓發冷、虛弱',
    guide: '24/7 急診動物醫院',
  },
  'not-eating': {
    label: '一天或更久沒吃東西',
    guide: '24/7 急診動物醫院',
  },
  collapse: {
    label: '倒下或失去意識',
    guide: '24/7 急診動物醫院',
  },
};
