// The emergency red flags the assistant reads in Korean (src/core/triage/world.ts), keyed by flag id: what
// the answer calls each one and the title of its section on the Korean emergency pages.
import type { FlagText } from '../../../core/reply-copy.ts';

export const redFlagsKo: Readonly<Record<string, FlagText>> = {
  poisoning: {
    label: '중독 가능성',
    guide: '중독',
  },
  'urinary-blockage': {
    label: '소변을 보려고 힘주는데 거의 안 나오면 요로가 막혔을 수 있습니다',
    guide: '요로 막힘',
  },
  breathing: {
    label: '호흡 곤란',
    guide: '호흡 곤란',
  },
  'heat-stroke': {
    label: '열사병',
    guide: '열사병 응급처치',
  },
  seizure: {
    label: '발작',
    guide: '발작',
  },
  trauma: {
    label: '차, 동물 또는 충격으로 인한 부상',
    guide: '부상과 추락',
  },
  crush: {
    label: '깔리거나 끼인 부상',
    guide: '부상과 추락',
  },
  fall: {
    label: '높은 곳에서 추락',
    guide: '부상과 추락',
  },
  'vomiting-blood': {
    label: '반복되는 구토, 또는 토사물이나 변에 피',
    guide: '24/7 응급 동물병원',
  },
  bleeding: {
    label: '출혈',
    guide: '심한 출혈',
  },
  'difficult-birth': {
    label: '난산',
    guide: '24/7 응급 동물병원',
  },
  string: {
    label: '실, 끈 또는 리본을 삼킴',
    guide: '24/7 응급 동물병원',
  },
  electrical: {
    label: '감전 또는 화상',
    guide: '화상 응급처치',
  },
  'hind-legs': {
    label: '갑작스러운 뒷다리 마비',
    guide: '24/7 응급 동물병원',
  },
  'eye-injury': {
    label: '눈 부상',
    guide: '응급처치',
  },
  allergic: {
    label: '얼굴 부종 또는 알레르기 반응',
    guide: '응급처치',
  },
  'swollen-belly': {
    label: '딱딱하게 부푼 배',
    guide: '24/7 응급 동물병원',
  },
  jaundice: {
    label: '노란 잇몸, 피부 또는 눈',
    guide: '24/7 응급 동물병원',
  },
  hypothermia: {
    label: '저체온 또는 동상',
    guide: '응급처치',
  },
  'fading-kitten': {
    label: '차갑고 기운 없는 새끼 고양이',
    guide: '24/7 응급 동물병원',
  },
  'not-eating': {
    label: '하루 이상 아무것도 안 먹음',
    guide: '24/7 응급 동물병원',
  },
  collapse: {
    label: '쓰러짐 또는 의식 없음',
    guide: '24/7 응급 동물병원',
  },
};
