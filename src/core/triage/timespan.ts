// Time spans and counts in English and Spanish, read as pseudo-concepts a red flag can require:
// SPAN_1H (an hour or more), SPAN_12H, SPAN_24H, SPAN_WEEK, and MANY_TIMES (three times or more), FEW_TIMES (twice),
// ONCE. "2 days", "dos dias", "48 hrs", "since yesterday", "desde ayer", "a day and a half", "over an hour",
// "5 times", "6 veces", "over and over". A temperature in degrees Fahrenheit reads as HOT or COLD: "95 degrees in
// the shop" is hot, "like 15 degrees outside" cold.
import type { ConceptHit } from './lexicon.ts';

const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ['a', 1],
  ['an', 1],
  ['one', 1],
  ['un', 1],
  ['una', 1],
  ['uno', 1],
  ['couple', 2],
  ['two', 2],
  ['dos', 2],
  ['three', 3],
  ['tres', 3],
  ['four', 4],
  ['cuatro', 4],
  ['five', 5],
  ['cinco', 5],
  ['six', 6],
  ['seis', 6],
  ['seven', 7],
  ['siete', 7],
  ['eight', 8],
  ['ocho', 8],
  ['nine', 9],
  ['nueve', 9],
  ['ten', 10],
  ['diez', 10],
  ['twelve', 12],
  ['doce', 12],
  ['several', 3],
  ['varias', 3],
  ['varios', 3],
  ['few', 3],
  ['many', 4],
  ['muchas', 4],
  ['muchos', 4],
]);

/** Hours in one unit; a word that starts with the key is the unit ("hours", "hrs", "horas", "dias"). */
const UNITS: readonly (readonly [string, number])[] = [
  ['minut', 1 / 60],
  ['min', 1 / 60],
  ['hour', 1],
  ['hora', 1],
  ['hrs', 1],
  ['hr', 1],
  ['h', 1],
  ['day', 24],
  ['dia', 24],
  ['night', 12],
  ['noche', 12],
  ['week', 168],
  ['semana', 168],
];

/**
 * A pattern tried on the joined sentence, and its cues: words every way it can match contains, so a sentence with
 * none of them (most sentences) skips it. Each pattern has a bit; `CUES` gives a word's bits, so one lookup per
 * word tells which patterns are worth trying.
 */
interface Phrase {
  bit: number;
  pattern: RegExp;
}
const CUES = new Map<string, number>();
/** Every pattern, in the order made (the tests check each one's cues). */
export const PHRASES: Phrase[] = [];
function phrase(cues: readonly string[], pattern: RegExp): Phrase {
  const made: Phrase = { bit: 1 << PHRASES.length, pattern };
  PHRASES.push(made);
  for (const cue of cues) CUES.set(cue, (CUES.get(cue) ?? 0) | made.bit);
  return made;
}
/** The bits of the patterns a sentence has a cue of. */
export function cuesOf(tokens: readonly string[]): number {
  let bits = 0;
  for (const token of tokens) bits |= CUES.get(token) ?? 0;
  return bits;
}
const says = ({ bit, pattern }: Phrase, joined: string, cues: number) => (cues & bit) !== 0 && pattern.test(joined);

/** Phrases that are a span by themselves, in hours. */
const SPAN_PHRASES: readonly (readonly [Phrase, number])[] = [
  [
    phrase(
      ['since', 'from', 'desde'],
      /\b(?:since|from) (?:yesterday|2 days|two days)|\bdesde (?:ayer|antier|anteayer)/,
    ),
    24,
  ],
  // "Yesterday morning", "all day yesterday": a day back or more. "Yesterday" alone ("no quiso desayunar, ayer
  // comió bien") says only that it was the day before: more than half a day.
  [
    phrase(
      ['yesterday', 'ayer'],
      /\byesterday (?:morning|afternoon|am)\b|\bayer (?:por la manana|en la manana|temprano)\b|\ball day yesterday\b|\byesterday all day\b|\bayer (?:en )?todo el dia\b|\btodo el dia (?:de )?ayer\b/,
    ),
    24,
  ],
  [phrase(['yesterday', 'ayer'], /\byesterday\b|\bayer\b/), 14],
  // "since saturday", "desde el lunes", "since the weekend": a named day is at least a day back.
  [
    phrase(
      ['since', 'from', 'desde'],
      /\b(?:since|from|desde(?: el)?) (?:the |last )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miercoles|jueves|viernes|sabado|domingo|weekend|fin de semana)\b/,
    ),
    24,
  ],
  // "for days", "hace dias", "since last week": days, not hours.
  [
    phrase(
      ['days', 'dias', 'week', 'semana'],
      /\b(?:for|in) days\b|\bhace (?:unos |varios )?dias\b|\b(?:since|from) last week\b|\bdesde la semana pasada\b/,
    ),
    48,
  ],
  [phrase(['half', 'medio'], /\bday and a half\b|\bdia y medio\b/), 36],
  [phrase(['yesterday', 'antier', 'anteayer'], /\bday before yesterday\b|\bantier\b|\banteayer\b/), 48],
  // "Didn't eat anything yesterday … and today", "ayer y hoy tampoco": from yesterday through today.
  [phrase(['today', 'hoy'], /\b(?:yesterday|ayer)\b.*\b(?:today|hoy)\b/), 24],
  // "Next day now", "ya es otro día": a day has gone by.
  [phrase(['next', 'later', 'otro'], /\bnext day\b|\ba day later\b|\b(?:ya es|al) otro dia\b/), 24],
  [phrase(['half', 'media'], /\bhour and a half\b|\bhora y media\b/), 1.5],
  // "All day and all night", "todo el día ni anoche": a whole day.
  [
    phrase(
      ['night', 'noche', 'anoche'],
      /\b(?:all )?day and (?:all )?(?:last )?night\b|\btodo el dia (?:y|ni) (?:toda la noche|anoche)\b|\bdia y noche\b/,
    ),
    24,
  ],
  [
    phrase(
      ['night', 'anoche', 'day', 'dia', 'noche', 'overnight'],
      /\b(?:since|from) last night\b|\bdesde anoche\b|\ball (?:day|night)\b|\btodo el dia\b|\btoda la noche\b|\bovernight\b/,
    ),
    14,
  ],
  [
    phrase(
      ['morning', 'manana', 'temprano', 'breakfast', 'lunch'],
      /\b(?:since|from) (?:this )?morning\b|\bdesde (?:esta )?(?:manana|temprano)\b|\b(?:all|since) (?:breakfast|lunch)\b/,
    ),
    8,
  ],
];

const TIMES = /^(?:times?|x|veces|vez)$/;
const AND = new Set(['and', 'y', 'n']);
/** "Second", "tercera": how many times so far. */
const ORDINALS: ReadonlyMap<string, number> = new Map([
  ['second', 2],
  ['segunda', 2],
  ['third', 3],
  ['tercera', 3],
  ['tercer', 3],
  ['tercero', 3],
  ['fourth', 4],
  ['cuarta', 4],
  ['fifth', 5],
  ['quinta', 5],
]);
/** Fahrenheit, as New York says it: a room or street this hot or this cold is a danger to a cat. */
const HOT_DEGREES = 80;
const COLD_DEGREES = 45;
const DEGREES = /^(?:degrees?|grados?|f)$/;
/** Meals by name, in English and Spanish. */
const MEALS = new Map([
  ['breakfast', 'breakfast'],
  ['desayuno', 'breakfast'],
  ['lunch', 'lunch'],
  ['almuerzo', 'lunch'],
  ['dinner', 'dinner'],
  ['supper', 'dinner'],
  ['cena', 'dinner'],
]);
/** Units of a time long past: "2 years ago", "hace 3 meses". */
const AGO_UNITS = /^(?:years?|yrs?|months?|weeks?|anos?|meses|mes|semanas?)$/;
/** A number before these is the weather: "its 88 out", "like 20 outside", "30 afuera". */
const OUTSIDE = /^(?:out|outside|afuera|fuera)$/;
/** Units of height, with the least that is a dangerous fall for a cat. */
const HEIGHTS: readonly (readonly [RegExp, number])[] = [
  [/^(?:feet|foot|ft|pies)$/, 5],
  [/^(?:meters?|metres?|metros?|m)$/, 2],
  [/^(?:floors?|stor(?:y|ies|eys?)|pisos?)$/, 2],
];
const REPEAT_PHRASES = phrase(
  [
    'over',
    'again',
    'nonstop',
    'non',
    'sin',
    'una',
    'keep',
    'keeps',
    'lot',
    'all',
    'todo',
    'cant',
    'stop',
    'para',
    'sigue',
    'every',
  ],
  /\b(?:over and over|again and again|nonstop\b|non stop|sin parar|una y otra vez|keeps? (?:on )?(?:vomit|throw|puk|being sick)|a lot of times|all day|todo el dia|cant keep (?:anything|water|food) down|(?:wont|cant|doesnt) stop (?:vomit|throw|puk)|no para de (?:vomit|devolv|arroj|trasboc)|sigue (?:vomit|devolv|arroj|trasboc)|every (?:hour|few minutes|half hour))/,
);
const TWICE = phrase(['twice', 'veces', 'times'], /\btwice\b|\bdos veces\b|\bcouple (?:of )?times\b/);
const ONCE = phrase(['once', 'vez'], /\bonce\b|\buna vez\b/);
const AGAIN = phrase(['again', 'otra', 'nuevo', 'another'], /\b(?:again|otra vez|de nuevo|y otra|and another)\b/);

const WEEKDAYS = [
  ['sunday', 'domingo'],
  ['monday', 'lunes'],
  ['tuesday', 'martes'],
  ['wednesday', 'miercoles'],
  ['thursday', 'jueves'],
  ['friday', 'viernes'],
  ['saturday', 'sabado'],
];
const WEEKDAY_INDEX = new Map(WEEKDAYS.flatMap((names, day) => names.map((name) => [name, day] as const)));
const weekdayOf = (token: string) => WEEKDAY_INDEX.get(token) ?? -1;
/** The token starts with a digit: only then can it be a number written in digits, a time or "2days". */
const startsWithDigit = (token: string) => {
  const code = token.charCodeAt(0);
  return code >= 48 && code <= 57;
};
const MINUTES = /^(?:15|30|45|00)$/;
/** The words after a time of day that put it in the morning, or in the afternoon or night. */
const MORNING = /^(?:am|this morning|in the morning|de la manana|esta manana)\b/;
const EVENING =
  /^(?:pm|tonight|last night|at night|this (?:afternoon|evening)|in the (?:afternoon|evening)|de la (?:tarde|noche)|esta (?:tarde|noche))\b/;

const EVENING_BEFORE = /\b(?:last night|anoche|tonight|esta noche)\b/;
/** Words before a bare number that make it a time of day ("at 6", "a las 7", "its 9", "since 11"). */
const TIME_LEADS = new Set(['at', 'las', 'its', 'around', 'since', 'desde']);
/** Words that may hedge a time after its lead ("since like 11", "at about 6", "desde como las 5"). */
const HEDGES = new Set(['like', 'about', 'bout', 'como', 'eso']);

/**
 * Hours between the first and last weekday or time of day a sentence names: "cleaned the box monday … it's
 * wednesday" is two days, "opened at 6 … its 8:30" two and a half hours, "last night at 8 … 11am" fifteen. 0 when it
 * names fewer than two.
 */
function clockSpan(tokens: readonly string[]): number {
  const days = tokens.map(weekdayOf).filter((d) => d >= 0);
  const [firstDay, lastDay] = [days[0], days[days.length - 1]];
  if (firstDay !== undefined && lastDay !== undefined && firstDay !== lastDay) {
    return ((lastDay - firstDay + 7) % 7) * 24;
  }
  // "at 6", "6am", "8:30" (tokenised "8 30"), "a las 7"; each with its half of the day when the words say it
  // ("6 this morning", "9pm", "8 de la noche").
  const times: { hour: number; half: 'am' | 'pm' | null }[] = [];
  tokens.forEach((token, i) => {
    if (!startsWithDigit(token)) return;
    const glued = /^(\d{1,2})(am|pm)$/.exec(token);
    const hour = glued ? Number(glued[1]) : /^\d{1,2}$/.test(token) ? Number(token) : NaN;
    // "since 2 days" is a span of days (timespan's units), not two o'clock.
    if (!(hour >= 1 && hour <= 12) || MINUTES.test(token) || unitHours(tokens[i + 1]) !== null) return;
    const minutes = MINUTES.test(tokens[i + 1] ?? '') ? Number(tokens[i + 1]) / 60 : 0;
    const before1 = tokens[i - 1] ?? '';
    const led = TIME_LEADS.has(before1) || (HEDGES.has(before1) && TIME_LEADS.has(tokens[i - 2] ?? ''));
    if (glued || minutes > 0 || led) {
      const after = tokens.slice(i + (minutes > 0 ? 2 : 1), i + 5).join(' ');
      // "last night around 10": the evening named just before the time says its half too.
      const before = tokens.slice(Math.max(0, i - 3), i).join(' ');
      const half =
        glued?.[2] === 'am' || MORNING.test(after)
          ? 'am'
          : glued?.[2] === 'pm' || EVENING.test(after) || EVENING_BEFORE.test(before)
            ? 'pm'
            : null;
      times.push({ hour: hour + minutes, half });
    }
  });
  const [first, last] = [times[0], times[times.length - 1]];
  if (first === undefined || last === undefined || times.length < 2) return 0;
  // Both halves said ("6 this morning … now its 9pm"): the hours between them on a 24-hour clock.
  if (first.half && last.half) {
    const clock24 = (t: { hour: number; half: 'am' | 'pm' | null }) => (t.hour % 12) + (t.half === 'pm' ? 12 : 0);
    return (clock24(last) - clock24(first) + 24) % 24;
  }
  // "last night at 8 … now it's 11am": the first time was the evening before, so a night lies between.
  const overnight =
    last.half === 'am' && tokens.some((t, i) => (t === 'last' && tokens[i + 1] === 'night') || t === 'anoche');
  return ((last.hour - first.hour + 12) % 12) + (overnight ? 12 : 0);
}

function numberAt(token: string): number | null {
  if (!startsWithDigit(token)) return NUMBER_WORDS.get(token) ?? null;
  if (/^\d+(?:\.\d+)?$/.test(token)) return Number(token);
  const m = /^(\d+)(?:h|hr|hrs|hours?|horas?|d|days?|dias?)$/.exec(token);
  return m ? Number(m[1]) : null;
}

function unitHours(token: string | undefined): number | null {
  if (!token) return null;
  for (const [unit, hours] of UNITS) {
    if (unit.length <= 2 ? token === unit || token === `${unit}s` : token.startsWith(unit)) return hours;
  }
  return null;
}

/** Breaths a minute above which a resting cat breathes too fast (the breathing guide: "more than about 30"). */
const RESTING_BREATHS = 30;
const PER_MINUTE = /^(?:minute|minutes|min|mins|minuto|minutos|bpm)$/;
const BREATH_WORD = /^(?:breath|respir|resp)/;

/** The longest span and the count of times the sentence states, as pseudo-concept hits. */
export function spanConcepts(tokens: readonly string[]): ConceptHit[] {
  let hours = 0;
  let hoursAt = 0;
  let times = 0;
  let timesAt = 0;
  const cues = cuesOf(tokens);
  const joined = cues === 0 ? '' : tokens.join(' ');
  for (const [phrase, h] of SPAN_PHRASES) if (h > hours && says(phrase, joined, cues)) hours = h;
  tokens.forEach((token, i) => {
    const glued = startsWithDigit(token) ? /^(\d+)(h|hr|hrs|hours?|horas?|d|days?|dias?)$/.exec(token) : null;
    if (glued) {
      const h = Number(glued[1]) * (/^d/.test(glued[2] ?? '') ? 24 : 1);
      if (h > hours) [hours, hoursAt] = [h, i];
      return;
    }
    const n = numberAt(token);
    if (n === null) return;
    // "a day", "2 days", "dos dias", "1 1/2 hours", "an hour and a half"
    const next = tokens[i + 1] === 'more' || tokens[i + 1] === 'whole' || tokens[i + 1] === 'full' ? i + 2 : i + 1;
    const unit = unitHours(tokens[next]);
    if (unit !== null && n * unit > hours) [hours, hoursAt] = [n * unit, i];
    if (TIMES.test(tokens[next] ?? '') && n > times && token !== 'a' && token !== 'an') [times, timesAt] = [n, i];
  });
  // "Skipped dinner and breakfast and now lunch": meals named one after another span half a day or more.
  const meals = new Set(tokens.filter((t) => MEALS.has(t)).map((t) => MEALS.get(t)));
  if (meals.size >= 2 && hours < 12) [hours, hoursAt] = [12 * (meals.size - 1), tokens.findIndex((t) => MEALS.has(t))];
  const clock = clockSpan(tokens);
  if (clock > hours) [hours, hoursAt] = [clock, 0];
  if (times < 2 && says(TWICE, joined, cues)) times = 2;
  if (times < 1 && says(ONCE, joined, cues)) times = 1;
  // "the third one today", "es la tercera vez": an ordinal counts the times so far.
  const ordinal = tokens.find((t) => ORDINALS.has(t));
  if (ordinal !== undefined) times = Math.max(times, ORDINALS.get(ordinal) ?? 0);
  if (says(REPEAT_PHRASES, joined, cues)) times = Math.max(times, 3);
  // "vomita y vomita", "pukes and pukes": a verb said twice is over and over.
  if (tokens.some((t, i) => t.length >= 4 && AND.has(tokens[i + 1] ?? '') && tokens[i + 2] === t))
    times = Math.max(times, 3);
  // "once last night and another this morning", "una vez anoche y otra hoy", "did it again", "otra vez": twice.
  if (times < 2 && says(AGAIN, joined, cues)) times = 2;

  const hits: ConceptHit[] = [];
  const at = (concept: string, i: number) => hits.push({ concept, start: i, end: i });
  const hasBreath = () => tokens.some((t) => BREATH_WORD.test(t));
  tokens.forEach((token, i) => {
    const value = startsWithDigit(token)
      ? /^\d{1,3}$/.test(token)
        ? Number(token)
        : undefined
      : NUMBER_WORDS.get(token);
    if (value === undefined) return;
    const next = tokens[i + 1] ?? '';
    // "95 degrees", and the weather as people say it: "its 88 out", "like 20 afuera".
    // "hace como 95", "its like 90 in here": too high for a time of day, so the weather.
    const said = tokens.slice(Math.max(0, i - 2), i);
    const hotWeather = value >= HOT_DEGREES && value <= 120 && (said.includes('hace') || said.includes('its'));
    if (hotWeather) at('HOT', i);
    else if (DEGREES.test(next) || (OUTSIDE.test(next) && tokens[i + 2] !== 'of' && value <= 120)) {
      if (value >= HOT_DEGREES) at('HOT', i);
      else if (value <= COLD_DEGREES) at('COLD', i);
    }
    // "2 years ago", "hace como 3 meses": long past (a day or so back is not).
    if (AGO_UNITS.test(next) && (tokens[i + 2] === 'ago' || tokens.slice(Math.max(0, i - 3), i).includes('hace')))
      at('PAST_LONG', i);
    // "got 44 in a minute", "48 breaths per minute": a resting breathing rate over about 30 is a warning sign
    // (the breathing guide's warning signs).
    if (
      value > RESTING_BREATHS &&
      value <= 200 &&
      hasBreath() &&
      tokens.slice(i + 1, i + 5).some((t) => PER_MINUTE.test(t))
    )
      at('FAST_RATE', i);
    // "like 10 feet", "dos pisos", "3 metros": a height a fall can hurt from.
    const height = HEIGHTS.find(([unit]) => unit.test(next));
    if (height && value >= height[1]) at('HEIGHT', i);
  });
  if (hours >= 1) at('SPAN_1H', hoursAt);
  if (hours >= 12) at('SPAN_12H', hoursAt);
  if (hours >= 24) at('SPAN_24H', hoursAt);
  if (hours >= 168) at('SPAN_WEEK', hoursAt);
  if (times >= 3) at('MANY_TIMES', timesAt);
  else if (times === 2) at('FEW_TIMES', timesAt);
  else if (times === 1) at('ONCE', timesAt);
  return hits;
}
