// Korean for the home page (src/content/pages/home.ts), in polite everyday Korean; words as in docs/glossary/ko.md.
// Anchors, icons, routes, tones and every figure are the English ones.

import type { homePage as english } from '../../pages/home.ts';
import type { Translated } from '../types.ts';

export const homePage: Translated<typeof english> = {
  title: '뉴욕 가게 고양이를 위한 무료 도움',
  emergencyHeading: '고양이가 지금 위험한가요? 지금 일어난 일을 누르세요:',
  emergencyCards: [
    { anchor: 'breathing', label: '숨을 못 쉬어요', icon: 'wind' },
    { anchor: 'bleeding', label: '피가 나요', icon: 'bandage' },
    { anchor: 'poisoning', label: '중독됐어요', icon: 'flask' },
    { anchor: 'urinary', label: '수컷이 소변을 못 봐요', icon: 'droplet' },
    { anchor: 'seizure', label: '발작해요', icon: 'bolt' },
    { anchor: 'injury', label: '차에 치였거나 떨어졌어요', icon: 'car' },
  ],
  lead: '가게 주인과 고양이를 돌보는 분들을 위한 쉬운 안내입니다: 응급 조치, 24/7 동물병원과 저렴한 동물병원, 비용, 매일 돌보기. 교육용 정보일 뿐이며 수의사의 조언을 대신하지 않습니다.',
  categories: [
    {
      route: 'emergency',
      title: '응급 상황',
      body: '호흡 곤란, 출혈, 중독 등에서 먼저 할 일과 24/7 동물병원.',
      tone: 'emergency',
    },
    {
      route: 'findHelp',
      title: '도움 찾기',
      body: '뉴욕 다섯 개 구 전체의 저렴한 동물병원, 비용 지원, 중성화, 구조 단체, 새 가족 찾기.',
      tone: 'brand',
    },
    {
      route: 'dailyCare',
      title: '매일 돌보기',
      body: '먹이, 모래 화장실, 털 손질, 예방접종, 그리고 고양이가 아프다는 신호.',
      tone: 'brand',
    },
  ],
  categoriesHeading: '무엇이 필요하세요?',
  factsHeading: '알아 두세요',
  facts: {
    vetsListed: (count: number) => `${count}곳의 뉴욕 동물병원 수록`,
    vetsNote: '다섯 개 구의 응급 병원과 동물병원. 병원마다 마지막으로 확인한 날짜가 있습니다.',
    checkup: '$75-200',
    checkupLabel: '건강검진 일반 비용',
    checkupNote: '2025년 1월 기준 뉴욕의 일반적인 가격입니다. 정확한 가격은 병원에 물어보세요.',
    freeLabel: '무료',
    freeNote: '이 사이트는 무료입니다. 가입도 계정도 필요 없습니다.',
  },
  healthCheck: {
    title: '간단 건강 체크',
    intro: '매일 1분씩 고양이를 살펴보세요. 평소와 달라진 점이 문제의 첫 신호인 경우가 많습니다.',
    goodTitle: '건강한 신호',
    good: [
      '평소처럼 먹고 마셔요',
      '매일 모래 화장실에 소변과 대변을 봐요',
      '눈이 맑고 코가 깨끗해요',
      '잇몸이 분홍색이에요',
      '입을 다물고 편안하게 숨 쉬어요',
      '스스로 털을 핥아 정리하고 평소처럼 움직여요',
    ],
    warningTitle: '위험 신호 — 동물병원에 전화하세요',
    warning: [
      '하루 동안 안 먹거나 숨어 있어요',
      '구토나 설사를 두 번 이상 하거나 피가 섞여 있어요',
      '모래 화장실에서 힘을 줘요 (수컷이면 지금 바로 가세요)',
      '입을 벌리고 숨 쉬거나 잇몸이 창백하거나 파래요 (지금 바로 가세요)',
      '절뚝거리거나 상처나 부은 곳이 있어요',
      '살이 빠지거나 물을 평소보다 훨씬 많이 마셔요',
    ],
    moreLink: '고양이가 아프다는 다른 신호',
  },
};
