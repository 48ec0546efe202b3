// The assistant's written answers in Korean: the emergency answer (the 24/7 number first) and the short answer
// to anything else (docs/assistant-languages.md). Written, not generated; phone digits stay Western.
import type { WorldCopy } from '../../../core/reply-copy.ts';

export const chatCopyKo: WorldCopy = {
  emergencyWord: '응급 상황',
  callNow: '지금 24/7 동물병원에 전화하세요:',
  guideLead: '해야 할 일:',
  steps: [
    '지금 바로 응급 동물병원에 가세요. 가는 길에 전화해서 준비하게 하세요.',
    '고양이를 이동장에 넣고 최대한 덜 움직이게 하세요.',
    '약, 음식, 우유를 주지 말고 토하게 하지 마세요.',
  ],
  fallbackLabel: '말씀하신 상황은 응급일 수 있습니다',
  otherIntro:
    '일반 질문은 지금 영어와 스페인어로만 답할 수 있습니다. 하지만 아래 증상 중 하나라도 있으면 항상 응급입니다:',
  alwaysSigns: [
    '숨쉬기 힘들어함, 입을 벌리고 숨쉼, 또는 파랗거나 회색이거나 창백한 잇몸',
    '수컷 고양이가 소변을 보려고 힘주는데 조금만 나오거나 전혀 안 나옴',
    '눌러도 멈추지 않는 출혈',
    '중독 가능성: 백합, 타이레놀, 이부프로펜, 쥐약, 부동액, 화학약품',
    '2분 넘게 계속되는 발작, 또는 한 번 넘게',
    '차에 치이거나 떨어짐, 고양이가 괜찮아 보여도',
    '쓰러짐, 일어서지 못함, 또는 갑자기 뒷다리를 끌음',
  ],
  callIfSigns: '지금 24/7 동물병원에 전화하세요:',
  emergencyPage: '응급 페이지',
  checker: '고양이 상태 확인하기',
  disclaimer: '이 내용은 교육용 정보이며 수의학적 조언이 아닙니다. 면허가 있는 수의사와 상담하세요.',
};
