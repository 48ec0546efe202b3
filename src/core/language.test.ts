import { detectLanguage, surelyEnglish, type ChatLanguage } from './language';

// As people type: dialect, romanised forms, English words mixed in, and scripts the assistant has no words for.
const MESSAGES: [ChatLanguage, string[]][] = [
  [
    'en',
    [
      'my cat ate a lily',
      'he keeps going to the box and nothing comes out',
      'hi',
      'cheap vet in the bronx',
      'at er now bill 2k help',
    ],
  ],
  [
    'es',
    ['mi gato no puede respirar', 'vomita sangre', 'cuánto cuesta esterilizar una gata', 'my gato no quiere comer'],
  ],
  ['ar', ['القطة اكلت زهرة الزنبق', 'my cat اكل lily', 'el 2ot mesh 2ader yetnafas', 'feen fi doctor betary rekhees']],
  ['ur', ['بلی نے زہر کھا لیا ہے', 'کیا بلی کو دودھ دے سکتے ہیں', 'meri billi saans nahi le rahi']],
  ['bn', ['বিড়াল শ্বাস নিতে পারছে না', 'amar biral shash nite parche na']],
  ['zh', ['猫吃了百合花', '我给它吃了一片泰诺', 'my cat 不能尿尿 help']],
  ['zh-hant', ['貓咪吃了老鼠藥', '從昨天到現在都沒有尿尿']],
  ['ko', ['고양이가 숨을 못 쉬어요', '고양이가 pee를 못해요 vet 가야돼요?']],
  [
    'ht',
    [
      'chat mwen an pa ka respire',
      'li pa fè pipi depi yè',
      'chat la twò gra',
      'l ap vomi san',
      'pwazon rat',
      // One Creole word beside words it shares with English or Spanish ("a", "la"): still Creole.
      'kote klinik la ye',
      'li a malad',
    ],
  ],
  ['unknown', ['мой кот не дышит', 'החתול שלי לא נושם', 'मेरी बिल्ली सांस नहीं ले रही', 'mon chat ne respire plus']],
];

describe('detectLanguage', () => {
  describe.each(MESSAGES)('%s', (language, messages) => {
    it.each(messages)('%s', (message) => {
      expect(detectLanguage(message)).toBe(language);
    });
  });
});

describe('surelyEnglish', () => {
  it.each(['what is the capital of France', 'write me a poem about the stock market', 'thanks!'])(
    '%s is',
    (message) => {
      expect(surelyEnglish(message)).toBe(true);
    },
  );
  // Read as English for want of a word the assistant knows, but not surely English.
  it.each(['meine Katze frisst nicht', 'con mèo của tôi không ăn', 'pusa ko ayaw kumain', 'bèt la malad', 'a la'])(
    '%s is not',
    (message) => {
      expect(surelyEnglish(message)).toBe(false);
    },
  );
});
