// The emergency red flags in Korean, keyed by flag id: what the assistant (src/core/triage/world.ts) and the
// checker's outcome pages call each one, the title of its section on the Korean pages and what to do right now,
// step for step as the English (src/content/triage/red-flags.ts), numbers unchanged. Words as in
// docs/glossary/ko.md: steps in 해요체, facts in 합니다체.
import type { FlagText } from '../../../core/reply-copy.ts';

const GO_NOW = '지금 바로 응급 동물병원에 가세요. 병원이 준비할 수 있게 가는 길에 전화하세요.';
const EMERGENCY_VET = '24/7 응급 동물병원';
const INJURY = '부상과 추락';
const FIRST_AID = '응급처치';
const URINARY = '수컷 고양이가 소변을 못 봐요';
const SICK_SIGNS = '고양이가 아프다는 신호';

export const redFlagsKo: Readonly<Record<string, FlagText>> = {
  poisoning: {
    label: '중독 가능성',
    guide: '중독',
    steps: [
      '고양이를 독이 있는 곳에서 떨어뜨리세요. 포장, 라벨, 식물을 버리지 말고 수의사에게 보여 주세요.',
      '억지로 토하게 하지 말고, 어떤 약, 우유, 음식도 주지 마세요.',
      '타이레놀(Tylenol, 아세트아미노펜)과 이부프로펜 같은 사람용 진통제는 아주 작은 조각이라도 고양이에게 독입니다.',
    ],
  },
  'urinary-blockage': {
    label: '소변을 보려고 힘주는데 거의 안 나오면 요로가 막혔을 수 있습니다',
    guide: URINARY,
    steps: [
      '요로가 막힌 고양이는 24-48시간 안에 죽을 수 있습니다. 변비로 잘못 아는 경우가 많습니다.',
      '지금 바로 응급 동물병원에 가세요. 저절로 나아지는지 기다리지 말고, 배를 누르지 마세요.',
    ],
  },
  'no-urine': {
    label: '수컷 고양이가 12시간 이상 소변을 안 보면 요로가 막혔을 수 있습니다',
    guide: URINARY,
    steps: ['12시간 동안 소변을 안 본 수컷 고양이는 요로가 막혔을 수 있고, 하루 안에 죽을 수도 있습니다.', GO_NOW],
  },
  breathing: {
    label: '호흡 곤란',
    guide: '호흡 곤란',
    steps: [
      '고양이는 보통 헐떡이지 않습니다. 고양이를 조용하고 차분하게, 공기가 통하는 이동장 안에 똑바로 있게 해 주세요. 억지로 붙잡지 마세요.',
      '입에 아무것도 넣지 마세요. 지금 바로 응급 동물병원에 가세요.',
    ],
  },
  'heat-stroke': {
    label: '열사병',
    guide: '열사병 응급처치',
    steps: [
      '고양이를 시원한 곳으로 옮기세요. 얼음물 말고 시원한 물로 털을 적시고 바람이 통하게 해 주세요.',
      '괜찮아진 것 같아도 지금 바로 응급 동물병원에 가세요.',
    ],
  },
  seizure: {
    label: '발작',
    guide: '발작',
    steps: [
      '고양이가 다치지 않게 주변 물건을 치우세요. 고양이를 붙잡지 말고, 입에 아무것도 넣지 마세요.',
      '시간을 적어 두세요. 방을 어둡고 조용하게 하고, 발작이 멈추면 바로 동물병원에 가세요.',
    ],
  },
  trauma: {
    label: '차, 동물 또는 충격으로 인한 부상',
    guide: INJURY,
    steps: [
      '고양이가 괜찮아 보여도 눈에 안 보이는 부상이 있을 수 있습니다. 되도록 움직이지 않게 하세요.',
      '수건이나 판자 위로 살살 밀어 옮겨 이동장에 넣고, 지금 바로 응급 동물병원에 가세요.',
    ],
  },
  crush: {
    label: '깔리거나 끼인 부상',
    guide: INJURY,
    steps: [
      '깔리거나 끼인 고양이는 겉으로는 안 보여도 몸속에서 피가 날 수 있습니다. 이동장 안에서 움직이지 않게 하세요.',
      GO_NOW,
    ],
  },
  fall: {
    label: '높은 곳에서 추락',
    guide: INJURY,
    steps: [
      '떨어진 고양이는 가슴과 턱을 다쳐도 처음에는 괜찮아 보이는 경우가 많습니다. 되도록 움직이지 않게 하세요.',
      GO_NOW,
    ],
  },
  'vomiting-blood': {
    label: '반복되는 구토, 또는 토사물이나 변에 피',
    guide: EMERGENCY_VET,
    steps: ['지금은 음식은 치우고 물은 그대로 두세요. 토한 것이나 변을 사진으로 찍어 가져가세요.', GO_NOW],
  },
  bleeding: {
    label: '출혈',
    guide: '심한 출혈',
    steps: [
      '깨끗한 천이나 거즈로 상처를 세게 누르고 계속 누르세요. 들어서 확인하지 마세요.',
      '5분 정도 눌러도 피가 멈추지 않으면 계속 누르면서 지금 바로 가세요.',
    ],
  },
  'difficult-birth': {
    label: '난산',
    guide: EMERGENCY_VET,
    steps: [
      '한 시간 동안 힘을 줘도 새끼가 안 나오거나 새끼가 걸려 있으면 지금 바로 동물병원에 가야 합니다. 새끼를 잡아당기지 마세요.',
      GO_NOW,
    ],
  },
  string: {
    label: '실, 끈 또는 리본을 삼킴',
    guide: EMERGENCY_VET,
    steps: ['입이나 항문에 매달린 실은 절대 잡아당기지 마세요. 장이 찢어질 수 있습니다. 지금 바로 동물병원에 가세요.'],
  },
  electrical: {
    label: '감전 또는 화상',
    guide: '화상 응급처치',
    steps: [
      '고양이를 만지기 전에 전원 플러그를 뽑으세요. 화상은 시원한 흐르는 물로 몇 분 동안 식히세요.',
      '감전되고 몇 시간 뒤에 폐에 물이 찰 수 있습니다. 지금 바로 응급 동물병원에 가세요.',
    ],
  },
  'hind-legs': {
    label: '갑자기 뒷다리에 힘이 빠짐',
    guide: EMERGENCY_VET,
    steps: ['갑자기 뒷다리에 힘이 빠지고 울면 혈전일 수 있습니다. 고양이를 움직이지 않게 하고 지금 바로 가세요.'],
  },
  'eye-injury': {
    label: '눈 부상',
    guide: FIRST_AID,
    steps: ['눈을 만지거나 씻지 말고, 고양이가 앞발로 눈을 긁지 못하게 하세요. 지금 바로 응급 동물병원에 가세요.'],
  },
  allergic: {
    label: '얼굴 부종 또는 알레르기 반응',
    guide: FIRST_AID,
    steps: ['얼굴이나 목이 부으면 숨길이 막힐 수 있습니다. 지금 바로 응급 동물병원에 가세요.'],
  },
  'swollen-belly': {
    label: '딱딱하게 부푼 배',
    guide: EMERGENCY_VET,
    steps: [
      '배가 딱딱하게 부풀면 속이 막혔거나 배에 물이 찼을 수 있습니다. 배를 누르지 마세요. 지금 바로 응급 동물병원에 가세요.',
    ],
  },
  jaundice: {
    label: '노란 잇몸, 피부 또는 눈',
    guide: EMERGENCY_VET,
    steps: ['잇몸이나 눈이 노랗다면 간이나 피에 문제가 있다는 뜻입니다. 오늘 응급 동물병원에 가세요.'],
  },
  hypothermia: {
    label: '저체온 또는 동상',
    guide: FIRST_AID,
    steps: [
      '고양이를 담요로 감싸 몸에 안고 천천히 따뜻하게 해 주세요. 헤어드라이어나 뜨거운 물은 안 됩니다. 지금 바로 동물병원에 가세요.',
    ],
  },
  'fading-kitten': {
    label: '차갑고 기운 없는 새끼 고양이',
    guide: EMERGENCY_VET,
    steps: [
      '새끼 고양이를 몸에 대거나 수건으로 싼 따뜻한 물병에 대고 천천히 따뜻하게 해 주세요. 몸이 차가운 새끼 고양이에게는 먹이지 마세요.',
      GO_NOW,
    ],
  },
  'not-eating': {
    label: '하루 이상 아무것도 안 먹음',
    guide: EMERGENCY_VET,
    steps: [
      '하루 이상 아무것도 안 먹는 고양이는 위험한 간 질환에 걸릴 수 있습니다. 특히 살찐 고양이가 그렇습니다.',
      '억지로 먹이지 마세요. 오늘 응급 동물병원에 가세요.',
    ],
  },
  collapse: {
    label: '쓰러짐 또는 의식 없음',
    guide: EMERGENCY_VET,
    steps: ['고양이가 숨을 쉬는지 확인하세요. 따뜻하고 조용하게 해 주고, 지금 바로 응급 동물병원에 가세요.'],
  },
  vomiting: {
    label: '두 번 이상 토함',
    guide: SICK_SIGNS,
    steps: ['물을 주세요. 또 토하거나, 피를 토하거나, 먹지 않으면 응급 동물병원에 가세요.'],
  },
  'eating-less': {
    label: '잘 안 먹음',
    guide: SICK_SIGNS,
    steps: ['마지막으로 먹은 때를 적어 두세요. 하루 종일 아무것도 안 먹으면 응급 동물병원에 가야 합니다.'],
  },
  'peeing-less': {
    label: '소변이 줄었거나, 모래 화장실 밖에 소변을 보거나, 소변에 피가 섞임',
    guide: SICK_SIGNS,
    steps: ['수컷 고양이가 힘을 주는데 소변이 안 나오면 응급 상황입니다. 그런 모습이 보이면 지금 바로 가세요.'],
  },
  diarrhea: {
    label: '설사',
    guide: SICK_SIGNS,
    steps: ['깨끗한 물을 놓아 두세요. 변에 피가 있거나 고양이가 기운 없이 축 늘어지면 지금 바로 가세요.'],
  },
  constipation: {
    label: '이틀 동안 대변을 안 봄, 또는 변비',
    guide: SICK_SIGNS,
    steps: [
      '소변도 확인하세요. 수컷 고양이가 모래 화장실에서 힘을 주는데 소변이 거의 또는 전혀 안 나오면 요로가 막혔을 수 있습니다. 응급 상황입니다.',
    ],
  },
  limping: {
    label: '절뚝거림',
    guide: SICK_SIGNS,
    steps: [
      '고양이를 차분하게 두고 높은 곳에 못 올라가게 하세요. 한쪽 다리를 땅에 못 딛으면 오늘 동물병원에 가야 합니다.',
    ],
  },
  'breathing-fast': {
    label: '쉬고 있을 때 숨이 평소보다 빠름',
    guide: '호흡 주의 신호',
    steps: [
      '쉬고 있는 고양이는 1분에 20-30회 정도 숨을 쉽니다. 입을 벌리고 숨 쉬거나, 배가 크게 들썩이거나, 잇몸이 파랗거나 창백해지면 지금 바로 응급 동물병원에 가세요.',
    ],
  },
  'eye-problem': {
    label: '눈이 아프거나 눈을 찡그림',
    guide: SICK_SIGNS,
    steps: ['사람용 안약을 넣지 마세요. 눈이 다쳤거나, 뿌옇거나, 튀어나와 보이면 지금 바로 동물병원에 가야 합니다.'],
  },
  incision: {
    label: '수술한 자리가 빨갛거나, 붓거나, 젖어 있음',
    guide: '수술 후 돌보기',
    steps: ['넥카라나 옷으로 핥지 못하게 하고, 오늘 수술한 동물병원에 전화하세요.'],
  },
  wound: {
    label: '상처, 부기 또는 고름이 찬 곳',
    guide: '베인 곳과 상처 응급처치',
    steps: ['물린 상처는 고름이 차는 경우가 많습니다. 깨끗하고 마른 상태로 두고, 짜지 마세요.'],
  },
  unwell: {
    label: '몸이 안 좋아 보이는 신호',
    guide: SICK_SIGNS,
    steps: ['숨는 것, 물 마시는 양, 식욕이 달라지는 것은 고양이가 아프다는 신호입니다. 동물병원 예약을 하세요.'],
  },
  'described-emergency': {
    label: '말씀하신 증상은 응급일 수 있습니다',
    guide: '항상 응급',
    steps: [
      '이런 신호는 빠르게 나빠질 수 있고, 얼마나 심각한지는 수의사만 알 수 있습니다.',
      '고양이를 닫힌 이동장 안에 차분하게 두고 어떤 약도 주지 마세요. ' + GO_NOW,
    ],
  },
};
