import type { routeDescriptions as englishDescriptions } from '../../../config/route-head.ts';
import type { Translated } from '../types.ts';

// The Korean meta descriptions of every route (src/config/route-head.ts), moved here from this language's
// chrome.ts unchanged. Only the prerender reads them (src/app/head-words.ts): the browser never loads this file.

export const routeDescriptions: Translated<typeof englishDescriptions> = {
  home: '뉴욕 가게 고양이를 돌보는 분들을 위한 쉬운 무료 안내: 응급 조치, 24/7 동물병원, 저렴한 병원, 비용, 매일 돌보기, 구조 단체 조언.',
  search: 'Bodega Cat Care NYC의 모든 안내를 검색하세요: 응급 상황, 동물병원, 비용, 먹이, 중성화 등.',
  emergency: '고양이가 숨을 못 쉬거나, 피가 나거나, 중독됐을 때 지금 할 일과 24/7 문을 여는 뉴욕 동물병원.',
  check:
    '고양이가 지금 수의사에게 가야 하는지 모르겠나요? 몇 번만 눌러 답하면 지금 24/7 동물병원에 갈지, 24시간 안에 수의사를 볼지, 집에서 돌볼지 알 수 있습니다.',
  findHelp:
    '뉴욕 가게 고양이와 동네 고양이를 위한 저렴한 동물병원, 비용 지원, 중성화 프로그램, 새 가족 찾기, 구조 단체.',
  dailyCare:
    '뉴욕 가게에 사는 고양이의 먹이, 모래 화장실, 털 손질, 예방접종, 위험 신호, 그리고 가게 고양이에 관한 규칙.',
  spayNeuter: '뉴욕의 무료·저렴한 중성화 수술, 준비하는 법, 수술 뒤 돌보는 법.',
  surrender: '보호소, 보호소에 맡기지 않는 다른 방법, 뉴욕시에서 고양이에게 안전하게 새 가족을 찾아 주는 법.',
  workingWithRescues: '구조 단체가 가게 고양이에게 해 줄 수 있는 것, 좋은 신호, 주의할 신호, 물어볼 질문.',
  behavioralWellness: '스트레스 신호, 생활을 풍부하게 하는 아이디어, 가게 고양이에게 흔한 행동 문제의 해결법.',
  vets: '다섯 개 구의 응급 병원과 저렴한 동물병원. 각 정보를 언제 마지막으로 확인했는지 함께 보여 줍니다.',
  rehoming: '뉴욕 구별 구조 단체와 새 가족 찾기 단체, 그리고 고양이에게 안전하게 새 가족을 찾아 주는 법.',
  breathing: '고양이 호흡이 응급이라는 신호, 하지 말아야 할 것, 24/7 동물병원에 가는 법.',
  firstAid: '상처, 호흡 곤란, 중독, 발작, 화상, 열사병 응급처치를 단계별로 알려 드립니다.',
  feeding: '가게 고양이에게 무엇을, 언제, 얼마나 먹일지, 독이 되는 음식, 돈을 아끼는 법.',
  grooming: '매일 털 손질, 도구, 목욕, 흔한 문제 해결, 뉴욕 전문 미용 가격.',
  preventiveHealth: '가게 고양이의 예방접종, 건강검진, 예방 관리 비용, 초기 위험 신호.',
  financialAssistance: '무료·저렴한 병원, 응급 기금, 반려동물 푸드 뱅크, 그 밖에 고양이 진료비를 돕는 곳.',
  communityCats:
    '문 앞의 길고양이, 상자 뒤의 새끼 고양이, 빈터의 들고양이 무리, 잃어버린 고양이: 뉴욕에서 할 일과 도움을 주는 곳.',
  feedback: '동물병원이나 도움 받을 곳을 추천하거나, 틀린 정보를 알려 주거나, 개선할 점을 제안하세요.',
  terms: '교육용 자료인 Bodega Cat Care NYC의 이용 약관.',
  privacy: 'Bodega Cat Care NYC가 무엇을 왜 수집하는지, 그리고 여러분의 권리.',
  about: '우리의 목표, 돕는 사람들, 정보를 확인하는 방법, 연락하는 방법.',
};
