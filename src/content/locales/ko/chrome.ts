// Korean page chrome (src/content/locales/en/chrome.ts); words as in docs/glossary/ko.md. Every {placeholder} is
// kept: the code fills in phones, names, places, prices and dates.

import type { chrome as english } from '../en/chrome.ts';
import type { Translated } from '../types.ts';

export const chrome: Translated<typeof english> = {
  routes: {
    home: {
      title: '뉴욕 가게 고양이를 위한 무료 돌봄 도움',
      description:
        '뉴욕 가게 고양이를 돌보는 분들을 위한 쉬운 무료 안내: 응급 조치, 24/7 동물병원, 저렴한 병원, 비용, 매일 돌보기, 구조 단체 조언.',
      breadcrumb: '홈',
    },
    search: {
      title: '고양이 돌봄 안내 검색',
      description: 'Bodega Cat Care NYC의 모든 안내를 검색하세요: 응급 상황, 동물병원, 비용, 먹이, 중성화 등.',
      breadcrumb: '검색',
    },
    emergency: {
      title: '뉴욕 고양이 응급 도움 — 24/7 동물병원과 먼저 할 일',
      description: '고양이가 숨을 못 쉬거나, 피가 나거나, 중독됐을 때 지금 할 일과 24/7 문을 여는 뉴욕 동물병원.',
      breadcrumb: '응급 상황',
    },
    check: {
      title: '응급 상황인가요? 몇 번 눌러서 확인하세요',
      description:
        '고양이가 지금 수의사에게 가야 하는지 모르겠나요? 몇 번만 눌러 답하면 지금 24/7 동물병원에 갈지, 24시간 안에 수의사를 볼지, 집에서 돌볼지 알 수 있습니다.',
      breadcrumb: '응급 상황인가요?',
    },
    findHelp: {
      title: '뉴욕에서 저렴한 고양이 진료 찾기',
      description:
        '뉴욕 가게 고양이와 동네 고양이를 위한 저렴한 동물병원, 비용 지원, 중성화 프로그램, 새 가족 찾기, 구조 단체.',
      breadcrumb: '도움 찾기',
    },
    dailyCare: {
      title: '가게 고양이 매일 돌보기',
      description:
        '뉴욕 가게에 사는 고양이의 먹이, 모래 화장실, 털 손질, 예방접종, 위험 신호, 그리고 가게 고양이에 관한 규칙.',
      breadcrumb: '매일 돌보기',
    },
    spayNeuter: {
      title: '뉴욕에서 가게 고양이 중성화하기',
      description: '뉴욕의 무료·저렴한 중성화 수술, 준비하는 법, 수술 뒤 돌보는 법.',
      breadcrumb: '중성화',
    },
    surrender: {
      title: '뉴욕에서 고양이를 보호소에 맡기거나 새 가족 찾기',
      description: '보호소, 보호소에 맡기지 않는 다른 방법, 뉴욕시에서 고양이에게 안전하게 새 가족을 찾아 주는 법.',
      breadcrumb: '보호소에 맡기기',
    },
    workingWithRescues: {
      title: '구조 단체와 함께하기',
      description: '구조 단체가 가게 고양이에게 해 줄 수 있는 것, 좋은 신호, 주의할 신호, 물어볼 질문.',
      breadcrumb: '구조 단체와 함께하기',
    },
    behavioralWellness: {
      title: '가게 고양이의 행동과 마음 건강',
      description: '스트레스 신호, 생활을 풍부하게 하는 아이디어, 가게 고양이에게 흔한 행동 문제의 해결법.',
      breadcrumb: '행동 건강',
    },
    vets: {
      title: '뉴욕 동물병원 목록',
      description: '다섯 개 구의 응급 병원과 저렴한 동물병원. 각 정보를 언제 마지막으로 확인했는지 함께 보여 줍니다.',
      breadcrumb: '동물병원',
    },
    rehoming: {
      title: '구별 새 가족 찾기 도움',
      description: '뉴욕 구별 구조 단체와 새 가족 찾기 단체, 그리고 고양이에게 안전하게 새 가족을 찾아 주는 법.',
      breadcrumb: '새 가족 찾기',
    },
    breathing: {
      title: '고양이 호흡 응급',
      description: '고양이 호흡이 응급이라는 신호, 하지 말아야 할 것, 24/7 동물병원에 가는 법.',
      breadcrumb: '호흡 응급',
    },
    firstAid: {
      title: '고양이 응급처치',
      description: '상처, 호흡 곤란, 중독, 발작, 화상, 열사병 응급처치를 단계별로 알려 드립니다.',
      breadcrumb: '응급처치',
    },
    feeding: {
      title: '가게 고양이 먹이 안내',
      description: '가게 고양이에게 무엇을, 언제, 얼마나 먹일지, 독이 되는 음식, 돈을 아끼는 법.',
      breadcrumb: '먹이 안내',
    },
    grooming: {
      title: '가게 고양이 털 손질',
      description: '매일 털 손질, 도구, 목욕, 흔한 문제 해결, 뉴욕 전문 미용 가격.',
      breadcrumb: '털 손질',
    },
    preventiveHealth: {
      title: '고양이 예방 건강 관리',
      description: '가게 고양이의 예방접종, 건강검진, 예방 관리 비용, 초기 위험 신호.',
      breadcrumb: '예방 건강 관리',
    },
    financialAssistance: {
      title: '뉴욕 고양이 진료비 지원',
      description: '무료·저렴한 병원, 응급 기금, 반려동물 푸드 뱅크, 그 밖에 고양이 진료비를 돕는 곳.',
      breadcrumb: '진료비 지원',
    },
    communityCats: {
      title: '가게 밖의 고양이',
      description:
        '문 앞의 길고양이, 상자 뒤의 새끼 고양이, 빈터의 들고양이 무리, 잃어버린 고양이: 뉴욕에서 할 일과 도움을 주는 곳.',
      breadcrumb: '가게 밖의 고양이',
    },
    feedback: {
      title: '의견 보내기',
      description: '동물병원이나 도움 받을 곳을 추천하거나, 틀린 정보를 알려 주거나, 개선할 점을 제안하세요.',
      breadcrumb: '의견 보내기',
    },
    terms: {
      title: '이용 약관',
      description: '교육용 자료인 Bodega Cat Care NYC의 이용 약관.',
      breadcrumb: '이용 약관',
    },
    privacy: {
      title: '개인정보 처리방침',
      description: 'Bodega Cat Care NYC가 무엇을 왜 수집하는지, 그리고 여러분의 권리.',
      breadcrumb: '개인정보 처리방침',
    },
    about: {
      title: 'Bodega Cat Care NYC 소개',
      description: '우리의 목표, 돕는 사람들, 정보를 확인하는 방법, 연락하는 방법.',
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
