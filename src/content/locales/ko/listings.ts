// Korean for the words of listing cards, hospital tables, the call-ahead advice and the printed sheet
// (src/content/pages/listings.ts); words as in docs/glossary/ko.md. Every {placeholder} of the English is kept;
// the code fills in names, places, prices and dates.
import type { Translated } from '../types.ts';
import type { listings as English } from '../../pages/listings.ts';

export const listings: Translated<typeof English> = {
  print: '인쇄',
  callAhead: {
    title: '가는 길에 미리 전화하세요',
    body: '뉴욕 동물 응급실은 가끔 새 환자를 받지 않고, 몇 시간씩 기다려야 할 때도 있습니다. 출발하기 전에 전화하면 지금 고양이를 봐 줄 수 있는지, 아니면 다른 곳으로 가야 하는지 알려 줍니다.',
  },
  hospitalTable: {
    caption: '구별 24/7 응급 동물병원',
    columns: { name: '병원', where: '동네', call: '전화' },
    callAhead: '전화번호 미확인 — 웹사이트를 보고 미리 전화하세요',
    noWebsite: '전화번호 미확인 — 미리 전화하세요',
    website: '웹사이트',
    noneCallable: '{place}에는 전화번호가 확인된 24/7 병원이 없습니다. 전화번호가 확인된 가장 가까운 병원:',
    noneListed: '{place}에는 저희 목록에 24/7 병원이 없습니다. 전화번호가 확인된 가장 가까운 병원:',
    cost: '응급 진료는 치료비를 빼고 진찰비만 보통 약 {range}입니다 ({date} 기준 가격).',
    costLink: '동물병원비 지원 받기',
  },
  printSheet: {
    columns: { name: '병원', where: '위치', phone: '전화' },
    unconfirmedSuffix: '(미확인: 먼저 확인하세요)',
    hiddenPhone: '미확인: 미리 전화하거나 웹사이트를 확인하세요',
  },
  listing: {
    open24: '24/7 운영',
    call: '전화',
    website: '웹사이트',
    directions: '길 찾기',
    reportWrongInfo: '틀린 정보 알리기',
    phoneHiddenBefore: '전화번호 미확인 — 가기 전에',
    phoneHiddenLink: '웹사이트',
    phoneHiddenAfter: '꼭 확인하세요',
    phoneHiddenNoWebsite: '전화번호 미확인 — 가기 전에 이름을 검색하거나 311에 전화하세요',
    phoneUnconfirmed: '(미확인 — 가기 전에 확인하세요)',
    mayHaveChanged: '일부 정보가 바뀌었을 수 있습니다. 해당 기관에 확인하세요.',
    lastChecked: '마지막 확인: {date}',
    noDate: '마지막 확인: 날짜 모름',
    outOfDate: '정보가 오래되었을 수 있어요 — 먼저 전화하세요',
    feeUnknown: '전화로 문의',
    feeLabel: '비용',
    feeUnverified: '비용 미확인 — 전화할 때 얼마인지 물어보세요.',
  },
};
