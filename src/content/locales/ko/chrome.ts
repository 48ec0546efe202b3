// Korean page chrome (src/content/locales/en/chrome.ts); words as in docs/glossary/ko.md. Every {placeholder} is
// kept: the code fills in phones, names, places, prices and dates.

import type { chrome as english } from '../en/chrome.ts';
import type { Translated } from '../types.ts';

export const chrome: Translated<typeof english> = {
  routes: {
    home: {
      title: '뉴욕 가게 고양이를 위한 무료 돌봄 도움',
      breadcrumb: '홈',
    },
    search: {
      title: '고양이 돌봄 안내 검색',
      breadcrumb: '검색',
    },
    emergency: {
      title: '뉴욕 고양이 응급 도움 — 24/7 동물병원과 먼저 할 일',
      breadcrumb: '응급 상황',
    },
    check: {
      title: '응급 상황인가요? 몇 번 눌러서 확인하세요',
      breadcrumb: '응급 상황인가요?',
    },
    findHelp: {
      title: '뉴욕에서 저렴한 고양이 진료 찾기',
      breadcrumb: '도움 찾기',
    },
    dailyCare: {
      title: '가게 고양이 매일 돌보기',
      breadcrumb: '매일 돌보기',
    },
    spayNeuter: {
      title: '뉴욕에서 가게 고양이 중성화하기',
      breadcrumb: '중성화',
    },
    surrender: {
      title: '뉴욕에서 고양이를 보호소에 맡기거나 새 가족 찾기',
      breadcrumb: '보호소에 맡기기',
    },
    workingWithRescues: {
      title: '구조 단체와 함께하기',
      breadcrumb: '구조 단체와 함께하기',
    },
    behavioralWellness: {
      title: '가게 고양이의 행동과 마음 건강',
      breadcrumb: '행동 건강',
    },
    vets: {
      title: '뉴욕 동물병원 목록',
      breadcrumb: '동물병원',
    },
    rehoming: {
      title: '구별 새 가족 찾기 도움',
      breadcrumb: '새 가족 찾기',
    },
    breathing: {
      title: '고양이 호흡 응급',
      breadcrumb: '호흡 응급',
    },
    firstAid: {
      title: '고양이 응급처치',
      breadcrumb: '응급처치',
    },
    feeding: {
      title: '가게 고양이 먹이 안내',
      breadcrumb: '먹이 안내',
    },
    grooming: {
      title: '가게 고양이 털 손질',
      breadcrumb: '털 손질',
    },
    preventiveHealth: {
      title: '고양이 예방 건강 관리',
      breadcrumb: '예방 건강 관리',
    },
    financialAssistance: {
      title: '뉴욕 고양이 진료비 지원',
      breadcrumb: '진료비 지원',
    },
    communityCats: {
      title: '가게 밖의 고양이',
      breadcrumb: '가게 밖의 고양이',
    },
    feedback: {
      title: '의견 보내기',
      breadcrumb: '의견 보내기',
    },
    terms: {
      title: '이용 약관',
      breadcrumb: '이용 약관',
    },
    privacy: {
      title: '개인정보 처리방침',
      breadcrumb: '개인정보 처리방침',
    },
    about: {
      title: 'Bodega Cat Care NYC 소개',
      breadcrumb: '소개',
    },
  },
  nav: {
    home: '홈',
    emergency: '응급 상황',
    findHelp: '도움 찾기',
    dailyCare: '매일 돌보기',
    spayNeuter: '중성화',
    surrender: '보호소에 맡기기',
  },
  landmarks: { primary: '주 메뉴', breadcrumb: '현재 위치', footer: '바닥글' },
  skipLink: '본문으로 건너뛰기',
  header: { free: '무료', home: '홈' },
  emergencyBar: {
    question: '고양이 응급 상황인가요?',
    open: '24/7 운영',
    callLabel: '24/7 응급 동물병원 {name}에 전화하기: {phone}',
  },
  call: {
    button: '24/7 동물병원에 전화',
    homeButton: '24/7 동물병원:',
    allHours: '24/7:',
    callNamed: '{name}에 전화하기: {phone}',
    openAllHours: '24/7 운영',
  },
  footer: {
    disclaimer:
      '교육용 정보일 뿐이며 수의사의 조언이 아닙니다. 고양이 건강은 항상 면허가 있는 수의사와 상담하세요. 응급 상황에서는 지금 바로 24/7 동물병원에 전화하세요.',
  },
  loading: {
    page: '불러오는 중...',
    emergency: '응급 정보를 불러오는 중...',
    findHelp: '도움 정보를 불러오는 중...',
    dailyCare: '매일 돌보기 정보를 불러오는 중...',
  },
  offline: {
    notice:
      '지금 인터넷에 연결되어 있지 않습니다. 응급 조치, 응급처치, 동물병원 목록은 그대로 볼 수 있습니다. 전화는 인터넷 없이도 됩니다: 24/7 응급 동물병원 {phone}.',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    body: '찾으시는 페이지가 없거나 다른 곳으로 옮겨졌습니다.',
    homeLink: '홈으로 돌아가기',
  },
  routeError: {
    title: '페이지를 불러오지 못했습니다',
    body: '인터넷 연결을 확인하고 페이지를 다시 불러오세요. 고양이가 지금 도움이 필요하면 24/7 동물병원에 전화하세요:',
    call: '{phone}에 전화',
    reload: '페이지 다시 불러오기',
  },
  back: '뒤로',
  backToTop: '맨 위로',
  newTab: '(새 탭에서 열림)',
  languageMenu: {
    button: '언어',
    ours: '이 사이트를 다른 언어로 읽기',
    notTranslated: '이 페이지는 아직 번역되지 않았습니다. 링크를 누르면 그 언어의 홈으로 갑니다.',
    other: '다른 언어 (자동 번역)',
    otherHint: 'Google 번역으로 이 페이지를 불러옵니다. 인터넷이 필요하고, 페이지 내용이 Google로 보내집니다.',
    loading: '불러오는 중...',
    failed: '번역을 사용할 수 없습니다',
  },
  languageOffer: '이 안내를 한국어로 읽기',
  translationNotice: {
    title: '이 번역에 대해',
    body: '{date}에 영어 안내를 번역했습니다. 한국어가 모국어인 수의 전문가의 검토는 아직 받지 않았습니다. 전화번호와 단계는 영어 페이지와 같습니다.',
    englishLink: '영어 페이지 읽기',
  },
};
