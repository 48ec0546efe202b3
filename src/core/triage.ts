// Deterministic emergency triage (ARCHITECTURE.md safety rule 1; research section 3b). Runs before any search
// or model, so an emergency answer never depends on either. Conservative on purpose: a false "go now" costs
// far less than a false "watch at home" (research 3a.3), so a mention is enough to match.
import { emergencyContact } from '../content/contacts.ts';

export interface TriageGuide {
  title: string;
  path: string;
}

export interface TriageRule {
  id: string;
  /** Plain-words name of the emergency, shown after "EMERGENCY:". */
  label: string;
  patterns: RegExp[];
  guide: TriageGuide;
  /** What to do right now, in short sentences; no medicine, no dose, no "make it vomit". */
  steps: string[];
}

const PAINKILLERS = String.raw`tylenol|acetaminophen|paracetamol|ibuprofen|advil|motrin|aleve|naproxen|aspirin|excedrin`;

/** Order matters: the first matching rule names the emergency; every match is listed in `matches`. */
export const TRIAGE_RULES: readonly TriageRule[] = [
  {
    id: 'urinary-blockage',
    label: 'a cat straining to pee with little or nothing coming out can be blocked',
    patterns: [
      /\b(strain\w*|push\w*|tr(y|ies|ying)|can'?t|cannot|unable|won'?t|not able)\b[^.?!]{0,60}\b(pee|urin\w*|wee)/i,
      /\b(pee|urin\w*|litter ?box)\b[^.?!]{0,60}\b(nothing|no (pee|urine)|little or no|only (a )?(few )?drops?|blocked|crying|cries|strain\w*)\b/i,
      /\b(cry\w*|strain\w*|yowl\w*)\b[^.?!]{0,30}\blitter ?box\b/i,
      /\b(nothing|no pee|no urine|hardly anything)\b[^.?!]{0,30}\b(comes?|coming) out\b/i,
      /\b(blocked|blockage|urethral)\b[^.?!]{0,30}\b(cat|tom|boy|male|bladder|urin\w*)\b/i,
      /\b(cat|tom|boy|male)\b[^.?!]{0,30}\b(blocked|blockage)\b/i,
    ],
    guide: { title: 'Emergency vets, open 24/7', path: '/emergency#emergency-vet' },
    steps: [
      'A blocked cat can die within 24-48 hours. It is often mistaken for constipation.',
      'Go to the emergency vet now. Do not wait to see if it passes, and do not press on the belly.',
    ],
  },
  {
    id: 'poisoning',
    label: 'possible poisoning',
    patterns: [
      /\b(poison\w*|toxic|toxin|veneno|envenenad\w*)\b/i,
      /\blil(y|ies)\b/i,
      /\b(anti-?freeze|ethylene glycol|coolant)\b/i,
      /\b(rat|mouse|mice|rodent)\s*(poison|bait|pellets?|killer)\b|\brodenticide\b|\bd-?con\b/i,
      /\bpermethrin\b|\bdog (flea|tick)\b/i,
      /\b(bleach|drain cleaner|cleaning (product|chemical|spray)s?|chemical|insecticide|pesticide|roach spray)\b/i,
      new RegExp(String.raw`\b(${PAINKILLERS})\b`, 'i'),
      /\b(ate|eaten|swallowed|chewed|licked|drank|got into)\b[^.?!]{0,40}\b(pills?|medicine|medication|tablets?|drugs?|plant|flowers?)\b/i,
    ],
    guide: { title: 'Poisoning', path: '/emergency#poisoning' },
    steps: [
      'Move the cat away from the poison. Keep the package, label or plant to show the vet.',
      'Do not make the cat vomit and do not give any medicine, milk or food.',
      'Human painkillers such as acetaminophen (Tylenol) and ibuprofen are poison to cats, even a small piece.',
    ],
  },
  {
    id: 'breathing',
    label: 'breathing trouble',
    patterns: [
      // "Bad breath" is a dental question, not a breathing one.
      /(?<!\b(?:bad|smelly|stinky|fishy)\s)\bbreath\w*\b/i,
      /\b(pant\w*|gasp\w*|chok\w*|wheez\w*|suffocat\w*)\b/i,
      /\bopen[- ]mouth\w*\b/i,
      /\b(blue|grey|gray|pale|white|purple)\b[^.?!]{0,20}\b(gums?|tongue|lips)\b/i,
      /\b(gums?|tongue)\b[^.?!]{0,20}\b(blue|grey|gray|pale|white|purple)\b/i,
    ],
    guide: { title: 'Breathing emergency', path: '/breathing' },
    steps: [
      'Cats do not normally pant. Keep the cat calm, quiet and upright in a carrier with air; do not hold it down.',
      'Do not put anything in its mouth. Go to the emergency vet now.',
    ],
  },
  {
    id: 'bleeding',
    label: 'bleeding',
    patterns: [/\bbleed\w*\b/i, /\bblood\b[^.?!]{0,30}\b(won'?t stop|not stopping|everywhere|pouring|a lot|gushing)\b/i],
    guide: { title: 'Severe bleeding', path: '/emergency#bleeding' },
    steps: [
      'Press a clean cloth or gauze firmly on the wound and keep pressing; do not lift it to look.',
      'If it has not stopped after about 5 minutes of pressure, keep pressing and go now.',
    ],
  },
  {
    id: 'seizure',
    label: 'a seizure',
    patterns: [/\b(seiz\w*|convuls\w*|epilep\w*|fitting|having (a )?fits?)\b/i],
    guide: { title: 'Emergency first aid: seizures', path: '/first-aid' },
    steps: [
      'Move things away so the cat cannot get hurt. Do not hold it and do not put anything in its mouth.',
      'Note the time. Keep the room dark and quiet, and go to the vet as soon as it stops.',
    ],
  },
  {
    id: 'trauma',
    label: 'an injury from a car, a fall or an attack',
    patterns: [
      /\b(hit|struck|run over|ran over|knocked)\b[^.?!]{0,25}\b(by )?(a |the )?(car|truck|van|bike|bus|vehicle|taxi|scooter)\b/i,
      /\b(fell|fallen|falls|falling|jumped|dropped)\b[^.?!]{0,30}\b(from|off|out of|down)\b/i,
      /\b(dog|dogs)\b[^.?!]{0,20}\b(attack\w*|bit|bitten|mauled|grabbed)\b|\battacked by\b/i,
    ],
    guide: { title: 'Emergency first aid', path: '/first-aid' },
    steps: [
      'Even if the cat seems fine, it can have hidden injuries. Move it as little as possible.',
      'Slide it onto a towel or board, into a carrier, and go to the emergency vet now.',
    ],
  },
  {
    id: 'collapse',
    label: 'collapse or unconsciousness',
    patterns: [
      /\b(collaps\w*|unconscious|passed out|faint\w*|unresponsive|won'?t wake|not waking|can'?t stand|cannot stand)\b/i,
      /\bnot moving\b/i,
    ],
    guide: { title: 'Emergency care', path: '/emergency#emergency-vet' },
    steps: ['Check that the cat is breathing. Keep it warm and quiet, and go to the emergency vet now.'],
  },
  {
    id: 'heat-stroke',
    label: 'heat stroke',
    patterns: [/\bheat ?stroke\b|\bover-?heat\w*\b|\btoo hot\b|\bheat exhaustion\b/i],
    guide: { title: 'Emergency first aid: heat stroke', path: '/first-aid' },
    steps: [
      'Move the cat somewhere cool. Wet its fur with cool, not ice-cold, water and let air flow over it.',
      'Go to the emergency vet now, even if it seems to recover.',
    ],
  },
  {
    id: 'hind-legs',
    label: 'sudden back-leg weakness',
    patterns: [
      /\b(back|hind|rear)\s+legs?\b[^.?!]{0,40}\b(paraly\w*|not working|dragg\w*|can'?t move|limp|cold|weak|stopped)\b/i,
      /\bdragg\w*\b[^.?!]{0,30}\blegs?\b/i,
    ],
    guide: { title: 'Emergency care', path: '/emergency#emergency-vet' },
    steps: ['Sudden back-leg weakness with crying can be a blood clot. Keep the cat still and go now.'],
  },
];

export interface TriageResult {
  emergency: boolean;
  /** Every rule that matched, most specific first. */
  matches: TriageRule[];
}

export function triage(message: string): TriageResult {
  const matches = TRIAGE_RULES.filter((rule) => rule.patterns.some((p) => p.test(message)));
  return { emergency: matches.length > 0, matches };
}

/** `tel:` href of a display number (digits only, spec section 7). */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/\D/g, '')}`;
}

/**
 * The fixed opening of every emergency answer: the 24/7 number as a tap-to-call link and the matching guide,
 * before anything else (safety rule 1). The model never writes this part.
 */
export function emergencyOpening(result: TriageResult): string {
  const [first] = result.matches;
  if (!first) return '';
  const links = uniqueGuides(result.matches)
    .map((g) => `[${g.title}](${g.path})`)
    .join(' · ');
  const steps = result.matches.flatMap((m) => m.steps);
  return [
    `EMERGENCY: ${first.label}. Call the 24/7 ${emergencyContact.shortName} now: [${emergencyContact.phone}](${telLink(emergencyContact.phone)}) (${emergencyContact.address}).`,
    `Guide: ${links}`,
    ...[...new Set(steps)].map((s) => `- ${s}`),
  ].join('\n');
}

export function uniqueGuides(rules: readonly TriageRule[]): TriageGuide[] {
  const seen = new Map<string, TriageGuide>();
  for (const rule of rules) if (!seen.has(rule.guide.path)) seen.set(rule.guide.path, rule.guide);
  return [...seen.values()];
}
