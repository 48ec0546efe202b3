import { RED_FLAG_RULES } from './flags';
import { WORLD_LEXICONS } from './lexicon/world/index';
import { createWorldReader, WORLD_FLAGS } from './world';

// One emergency and one everyday message (with a scary word used harmlessly or denied) per language.
const CASES: [keyof typeof WORLD_LEXICONS, string, string | null][] = [
  ['ar', 'القط الذكر يحزق وما يطلع بول', 'urinary-blockage'],
  ['ar', 'هل الزنبق خطير على القطط؟', null],
  ['ur', 'بلی کو دورہ پڑا ہے', 'seizure'],
  ['ur', 'بلی کا خون نہیں نکل رہا بس ٹیکوں کا پوچھنا ہے', null],
  ['bn', 'গাড়ি ধাক্কা দিয়েছে', 'trauma'],
  ['bn', 'রক্ত পড়ছে না, শুধু টিকার কথা জানতে চাই', null],
  ['zh', '猫吃了百合花', 'poisoning'],
  ['zh', '没有流血 只是想问疫苗', null],
  ['zh-hant', '從四樓摔下來', 'fall'],
  ['ko', '피를 토해요', 'vomiting-blood'],
  ['ko', '백합이 고양이한테 위험해요?', null],
  ['ht', 'li manje pwazon rat', 'poisoning'],
  ['ht', 'li pa senyen non, m jis vle konnen pou vaksen yo', null],
];

describe('the red flags in other languages', () => {
  it('names only emergency red flags of flags.ts', () => {
    const emergencies = new Set<string>(RED_FLAG_RULES.filter((f) => f.level === 'emergency').map((f) => f.id));
    expect(WORLD_FLAGS.map((f) => f.id).filter((id) => !emergencies.has(id))).toEqual([]);
  });

  it.each(CASES)('%s: %s → %s', (language, message, flag) => {
    const { flags } = createWorldReader(WORLD_LEXICONS[language])(message);
    expect(flags[0] ?? null).toBe(flag);
  });
});
