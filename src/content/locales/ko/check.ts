// Korean for the checker (/ko/check): the same names and shape as src/content/pages/check.ts, in the plain polite
// Korean of docs/glossary/ko.md (answers as an owner would say them, like the home page's emergency cards); ids,
// red-flag ids, icons and paths stay as they are (src/content/locales/types.ts). The outcome pages' red-flag steps
// come from the triage data, not from here.
import type { Translated } from '../types.ts';
import type { checkPage as English } from '../../pages/check.ts';

export const checkPage: Translated<typeof English> = {
  title: '응급 상황인가요?',
  lead: '한 번에 질문 하나씩입니다. 맞는 첫 번째 답을 누르세요. 누른 내용은 저장되거나 전송되지 않습니다.',
  progress: '질문 {total}개 중 {n}번째',
  back: '뒤로',
  startAgain: '처음부터 다시',
  steps: [
    {
      id: 'now',
      question: '고양이가 지금 이런 상태인가요?',
      hint: '잘 모르겠으면 가장 비슷한 것을 누르세요. 가는 편이 더 안전합니다.',
      options: [
        {
          flag: 'breathing',
          icon: 'wind',
          text: '숨을 힘들게 쉬거나, 입을 벌리고 숨 쉬거나, 목에 뭐가 걸렸어요',
        },
        { flag: 'collapse', icon: 'emergency', text: '쓰러졌거나, 일어서지 못하거나, 잘 깨어나지 않아요' },
        {
          flag: 'seizure',
          icon: 'bolt',
          text: '발작: 몸을 떨거나 경련하고 주인을 못 알아봐요 (지금 또는 최근 하루 안에)',
        },
        { flag: 'bleeding', icon: 'bandage', text: '눌러도 피가 멈추지 않아요' },
        { flag: 'hind-legs', icon: 'heart', text: '갑자기 뒷다리를 끌고 아파서 울어요' },
      ],
      none: '아니요, 하나도 없어요',
    },
    {
      id: 'happened',
      question: '이런 일이 있었나요?',
      hint: '지금은 고양이가 괜찮아 보여도 누르세요.',
      options: [
        { flag: 'poisoning', icon: 'flask', text: '백합, 약, 독, 화학제품을 먹거나 핥거나 씹었어요' },
        { flag: 'trauma', icon: 'car', text: '차나 자전거에 치였거나, 개에게 공격당했거나, 발에 차였어요' },
        { flag: 'fall', text: '높은 곳에서 떨어졌어요: 선반, 창문, 비상계단' },
        { flag: 'crush', text: '끼이거나 깔렸어요: 문, 셔터, 무거운 물건' },
        { flag: 'string', text: '실, 끈, 반짝이 장식 줄, 리본을 삼켰어요' },
        { flag: 'electrical', text: '전선을 씹었거나, 감전됐거나, 화상을 입었어요' },
        { flag: 'heat-stroke', icon: 'sun', text: '너무 더웠어요: 더운 곳에서 헐떡이거나 비틀거려요' },
        { flag: 'hypothermia', text: '추운 곳에 갇혀 있었거나 밖에 있었고, 몸이 차가워요' },
      ],
      none: '아니요, 하나도 없어요',
    },
    {
      id: 'pee-birth-kitten',
      question: '소변, 출산, 새끼 고양이에 관한 일인가요?',
      options: [
        {
          flag: 'urinary-blockage',
          icon: 'droplet',
          text: '모래 화장실에서 힘을 주는데 소변이 조금만 나오거나 안 나와요',
        },
        { flag: 'no-urine', text: '수컷 고양이가 12시간 이상 소변을 안 봤어요' },
        { flag: 'difficult-birth', text: '출산 중: 한 시간 동안 힘을 줘도 새끼가 안 나오거나, 새끼가 걸려 있어요' },
        { flag: 'fading-kitten', text: '어린 새끼 고양이가 차갑거나, 축 늘어지거나, 젖을 안 먹어요' },
      ],
      none: '아니요, 하나도 없어요',
    },
    {
      id: 'signs',
      question: '이런 증상이 보이나요?',
      options: [
        { flag: 'vomiting-blood', text: '계속 토하거나, 토한 것이나 대변에 피가 있어요' },
        { flag: 'not-eating', text: '하루 이상 아무것도 안 먹었어요' },
        { flag: 'eye-injury', text: '눈을 다쳤어요: 긁힌 뒤 눈을 못 뜨거나, 진물이 나거나, 뭐가 들어갔어요' },
        { flag: 'allergic', text: '얼굴, 입술, 목이 부었어요' },
        { flag: 'jaundice', text: '잇몸, 피부, 눈 흰자가 노랗게 됐어요' },
        { flag: 'swollen-belly', text: '배가 딱딱하게 부었어요' },
      ],
      none: '아니요, 하나도 없어요',
    },
    {
      id: 'eating-litter',
      question: '먹는 것, 토하는 것, 모래 화장실에 관한 일인가요?',
      options: [
        { flag: 'vomiting', text: '두 번 이상 토했어요', worseIf: ['vomiting-blood', 'not-eating'] },
        { flag: 'eating-less', text: '평소보다 적게 먹거나 거의 안 먹어요', worseIf: ['not-eating', 'collapse'] },
        {
          flag: 'peeing-less',
          text: '소변을 덜 보거나, 화장실 밖에 보거나, 소변이 분홍색이거나 피가 섞여요',
          worseIf: ['urinary-blockage', 'no-urine'],
        },
        { flag: 'diarrhea', text: '설사해요 (묽은 변)', worseIf: ['vomiting-blood', 'collapse'] },
        {
          flag: 'constipation',
          text: '이틀 동안 대변을 안 봤거나, 대변을 볼 때 힘을 줘요',
          worseIf: ['urinary-blockage', 'vomiting-blood'],
        },
      ],
      none: '아니요, 하나도 없어요',
    },
    {
      id: 'other-signs',
      question: '이 중 하나인가요?',
      options: [
        { flag: 'limping', text: '절뚝거리거나, 한쪽 다리를 바닥에 안 디뎌요', worseIf: ['hind-legs', 'trauma'] },
        { flag: 'wound', text: '물린 상처, 피가 멈춘 상처, 혹, 또는 고름이 찬 곳이 있어요', worseIf: ['bleeding'] },
        {
          flag: 'breathing-fast',
          text: '쉬고 있을 때 입을 다물고도 평소보다 숨을 빨리 쉬어요',
          worseIf: ['breathing'],
        },
        { flag: 'eye-problem', text: '눈이 아파 보이거나, 눈을 찡그리거나, 눈물이 나요', worseIf: ['eye-injury'] },
        { flag: 'incision', text: '수술한 자리가 빨갛거나, 붓거나, 젖어 있어요', worseIf: ['bleeding'] },
        {
          flag: 'unwell',
          text: '평소 같지 않아요: 숨어요, 만지면 아파해요, 물을 많이 마셔요, 말랐어요, 기침해요, 귀를 아파해요',
          worseIf: ['not-eating', 'breathing', 'collapse'],
        },
      ],
      none: '아니요, 하나도 없어요',
    },
    {
      id: 'at-home',
      question: '고양이가 평소처럼 먹고, 소변을 보고, 움직이나요? 그럼 무슨 일인가요?',
      options: [
        {
          topic: 'hairball',
          text: '헤어볼이에요, 또는 한 번 토하고 괜찮아졌어요',
          guide: { title: '털 손질과 헤어볼', path: '/grooming' },
        },
        {
          topic: 'sneezing',
          text: '가끔 재채기하지만 잘 먹고 잘 놀아요',
          guide: { title: '고양이가 아프다는 신호', path: '/daily-care#sick-signs' },
        },
        {
          topic: 'poop',
          text: '한 번 무른 변을 봤고, 그 뒤로는 괜찮아요',
          guide: { title: '모래 화장실로 알 수 있는 것', path: '/daily-care#litter' },
        },
        { topic: 'coat', text: '벼룩, 가려움, 엉킨 털, 발톱', guide: { title: '털 손질', path: '/grooming' } },
        {
          topic: 'behaviour',
          text: '행동: 긁기, 하악질, 새 고양이, 스트레스',
          guide: { title: '행동과 마음 건강', path: '/behavioral-wellness' },
        },
        {
          topic: 'checkup',
          text: '먹이, 체중, 예방접종, 건강검진',
          guide: { title: '예방접종과 건강검진', path: '/preventive-health' },
        },
        {
          topic: 'other',
          text: '그 밖의 것',
          guide: { title: '고양이가 아프다는 신호', path: '/daily-care#sick-signs' },
        },
      ],
    },
  ],
  goNow: {
    heading: '지금 바로 24/7 동물병원에 가세요',
    because: '알려 주신 내용:',
    callTitle: '가는 길에 전화하세요',
    boroughQuestion: '어느 구에 계세요?',
    onTheWay: '가는 길에 할 일',
    dont: '하지 마세요',
    dontGeneral: ['나아지는지 기다리지 마세요.', '수의사가 괜찮다고 하기 전에는 약, 음식, 물을 주지 마세요.'],
    guide: '전체 단계 보기:',
  },
  vet24h: {
    heading: '24시간 안에 동물병원에 가세요',
    because: '알려 주신 내용:',
    now: '지금 할 일',
    worseIf: '이런 증상이 보이면 기다리지 말고 지금 바로 24/7 병원에 가세요:',
    watch: '밤사이 지켜볼 것',
    watchList: [
      '고양이가 먹고 마시나요? 마지막으로 먹은 시간을 적어 두세요.',
      '소변이 나오나요? 아침에 모래 화장실을 확인하세요.',
      '고양이가 입을 다물고 편하게 숨 쉬나요?',
      '고양이가 점점 조용해지거나, 더 숨거나, 잘 깨어나지 않나요?',
    ],
    lowCost: '구별 저렴한 동물병원',
    lowCostNone: '{borough}에는 저희 목록에 저렴한 동물병원이 없습니다.',
    directory: '목록에 있는 모든 동물병원',
    guide: '더 읽기:',
  },
  home: {
    heading: '집에서 돌보며 지켜보세요',
    because: '알려 주신 내용:',
    guide: '이에 대한 안내:',
    callIf: '이럴 때는 동물병원에 전화하세요',
    callIfList: [
      '다시 생기거나 하루 넘게 계속될 때',
      '고양이가 안 먹거나, 숨거나, 아파 보일 때',
      '걱정될 때: 고양이는 주인이 제일 잘 압니다.',
    ],
    goNowIf: '항상 응급인 신호가 하나라도 보이면 지금 바로 24/7 병원에 가세요.',
    goNowLink: '항상 응급인 신호',
  },
  notFound: '없는 질문입니다.',
};
