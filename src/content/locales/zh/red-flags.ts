// The emergency red flags the assistant reads in Chinese (Simplified) (src/core/triage/world.ts), keyed by flag id: what
// the answer calls each one and the title of its section on the Chinese (Simplified) emergency pages.
import type { FlagText } from '../../../core/reply-copy.ts';

export const redFlagsZh: Readonly<Record<string, FlagText>> = {
  poisoning: {
    label: '可能中毒',
    guide: '中毒',
  },
  'urinary-blockage': {
    label: '猫用力排尿却尿不出或只有一点，可能是尿道堵塞',
    guide: '尿道堵塞',
  },
  breathing: {
    label: '呼吸困难',
    guide: '呼吸困难',
  },
  'heat-stroke': {
    label: '中暑',
    guide: '中暑急救',
  },
  seizure: {
    label: '抽搐发作',
    guide: '抽搐发作',
  },
  trauma: {
    label: '被车、动物撞伤或咬伤',
    guide: '外伤和坠落',
  },
  crush: {
    label: '被压伤或夹伤',
    guide: '外伤和坠落',
  },
  fall: {
    label: '从高处坠落',
    guide: '外伤和坠落',
  },
  'vomiting-blood': {
    label: '反复呕吐，或呕吐物、粪便中有血',
    guide: '24/7 急诊动物医院',
  },
  bleeding: {
    label: '出血',
    guide: '严重出血',
  },
  'difficult-birth': {
    label: '难产',
    guide: '24/7 急诊动物医院',
  },
  string: {
    label: '吞了线、绳子或丝带',
    guide: '24/7 急诊动物医院',
  },
  electrical: {
    label: '触电或烧伤',
    guide: '烧伤急救',
  },
  'hind-legs': {
    label: '后腿突然无力',
    guide: '24/7 急诊动物医院',
  },
  'eye-injury': {
    label: '眼睛受伤',
    guide: '急救',
  },
  allergic: {
    label: '脸部肿胀或过敏反应',
    guide: '急救',
  },
  'swollen-belly': {
    label: '肚子又硬又胀',
    guide: '24/7 急诊动物医院',
  },
  jaundice: {
    label: '牙龈、皮肤或眼睛发黄',
    guide: '24/7 急诊动物医院',
  },
  hypothermia: {
    label: '严重受冻或冻伤',
    guide: '急救',
  },
  'fading-kitten': {
    label: '小猫发冷、虚弱',
    guide: '24/7 急诊动物医院',
  },
  'not-eating': {
    label: '一天或更久没吃东西',
    guide: '24/7 急诊动物医院',
  },
  collapse: {
    label: '倒下或失去意识',
    guide: '24/7 急诊动物医院',
  },
};
