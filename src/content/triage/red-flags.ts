// What the triage says for each red flag (the rules, when each is raised: src/core/triage/flags.ts): its label in
// plain words, shown after "EMERGENCY:" or "See a vet within 24 hours:", the guide it links and what to do right
// now, in short sentences; no medicine, no dose, no "make it vomit". Guide links go through guideLink, so a renamed
// anchor fails typecheck. The composition module joins these to the rules (src/composition/red-flags.ts).
import { guideLink } from '../../config/guide-link.ts';
import type { RedFlagCopy } from '../../core/triage/types.ts';

const EMERGENCY_VET = { title: 'Emergency vets, open 24/7', path: guideLink('emergency', 'emergency-vet') };
const INJURY = { title: 'Injuries and falls', path: guideLink('emergency', 'injury') };
const FIRST_AID = { title: 'Emergency first aid', path: guideLink('firstAid') };
const HEAT_STROKE = { title: 'Heat stroke first aid', path: guideLink('firstAid', 'topic-heat-stroke') };
const BURNS = { title: 'Burns first aid', path: guideLink('firstAid', 'topic-burns') };
/** The daily-care page's signs that mean a vet within a day. */
const SICK_SIGNS = { title: 'Signs a cat is sick', path: guideLink('dailyCare', 'sick-signs') };
const WOUNDS = { title: 'Cuts and wounds first aid', path: guideLink('firstAid', 'topic-cuts-wounds') };
const GO_NOW = 'Go to the emergency vet now; call on the way so they are ready.';

/** Each red flag's words, by its id. */
export const RED_FLAG_COPY = {
  'urinary-blockage': {
    label: 'a cat straining to pee with little or nothing coming out can be blocked',
    guide: { title: 'Urinary blockage', path: guideLink('emergency', 'urinary') },
    steps: [
      'A blocked cat can die within 24-48 hours. It is often mistaken for constipation.',
      'Go to the emergency vet now. Do not wait to see if it passes, and do not press on the belly.',
    ],
  },
  'no-urine': {
    label: 'no urine for 12 hours or more in a male cat can mean a blockage',
    guide: { title: 'Urinary blockage', path: guideLink('emergency', 'urinary') },
    steps: ['A male cat that has not peed for 12 hours may be blocked, and that can kill within a day.', GO_NOW],
  },
  poisoning: {
    label: 'possible poisoning',
    guide: { title: 'Poisoning', path: guideLink('emergency', 'poisoning') },
    steps: [
      'Move the cat away from the poison. Keep the package, label or plant to show the vet.',
      'Do not make the cat vomit and do not give any medicine, milk or food.',
      'Human painkillers such as acetaminophen (Tylenol) and ibuprofen are poison to cats, even a small piece.',
    ],
  },
  'heat-stroke': {
    label: 'heat stroke',
    guide: HEAT_STROKE,
    steps: [
      'Move the cat somewhere cool. Wet its fur with cool, not ice-cold, water and let air flow over it.',
      'Go to the emergency vet now, even if it seems to recover.',
    ],
  },
  breathing: {
    label: 'breathing trouble',
    guide: { title: 'Breathing emergency', path: guideLink('emergency', 'breathing') },
    steps: [
      'Cats do not normally pant. Keep the cat calm, quiet and upright in a carrier with air; do not hold it down.',
      'Do not put anything in its mouth. Go to the emergency vet now.',
    ],
  },
  bleeding: {
    label: 'bleeding',
    guide: { title: 'Severe bleeding', path: guideLink('emergency', 'bleeding') },
    steps: [
      'Press a clean cloth or gauze firmly on the wound and keep pressing; do not lift it to look.',
      'If it has not stopped after about 5 minutes of pressure, keep pressing and go now.',
    ],
  },
  seizure: {
    label: 'a seizure',
    guide: { title: 'Seizures', path: guideLink('emergency', 'seizure') },
    steps: [
      'Move things away so the cat cannot get hurt. Do not hold it and do not put anything in its mouth.',
      'Note the time. Keep the room dark and quiet, and go to the vet as soon as it stops.',
    ],
  },
  trauma: {
    label: 'an injury from a vehicle, an animal or a blow',
    guide: INJURY,
    steps: [
      'Even if the cat seems fine, it can have hidden injuries. Move it as little as possible.',
      'Slide it onto a towel or board, into a carrier, and go to the emergency vet now.',
    ],
  },
  fall: {
    label: 'a fall from a height',
    guide: INJURY,
    steps: [
      'Cats that fall often hide chest and jaw injuries and seem fine at first. Move it as little as possible.',
      GO_NOW,
    ],
  },
  crush: {
    label: 'a crush injury',
    guide: INJURY,
    steps: ['A crushed or trapped cat can bleed inside without showing it. Keep it still in a carrier.', GO_NOW],
  },
  collapse: {
    label: 'collapse or unconsciousness',
    guide: EMERGENCY_VET,
    steps: ['Check that the cat is breathing. Keep it warm and quiet, and go to the emergency vet now.'],
  },
  'hind-legs': {
    label: 'sudden back-leg weakness',
    guide: EMERGENCY_VET,
    steps: ['Sudden back-leg weakness with crying can be a blood clot. Keep the cat still and go now.'],
  },
  'not-eating': {
    label: 'not eating for a day or more',
    guide: EMERGENCY_VET,
    steps: [
      'A cat that eats nothing for a day or more can get a dangerous liver disease, above all a heavy cat.',
      'Do not force food. See the emergency vet today.',
    ],
  },
  'vomiting-blood': {
    label: 'repeated vomiting or blood in vomit or stool',
    guide: EMERGENCY_VET,
    steps: ['Take away food for now but not water. Bring a photo of the vomit or stool.', GO_NOW],
  },
  'difficult-birth': {
    label: 'a difficult birth',
    guide: EMERGENCY_VET,
    steps: [
      'Straining for an hour without a kitten, or a kitten stuck, needs a vet now. Do not pull on a kitten.',
      GO_NOW,
    ],
  },
  string: {
    label: 'swallowed string, thread or tinsel',
    guide: EMERGENCY_VET,
    steps: ['Never pull a string that hangs from the mouth or bottom: it can cut the gut. Go to the vet now.'],
  },
  electrical: {
    label: 'an electrical shock or a burn',
    guide: BURNS,
    steps: [
      'Unplug the power before you touch the cat. Cool a burn with cool running water for a few minutes.',
      'Fluid can build up in the lungs hours after a shock. Go to the emergency vet now.',
    ],
  },
  'eye-injury': {
    label: 'an eye injury',
    guide: FIRST_AID,
    steps: ['Do not touch or rinse the eye and stop the cat pawing at it. Go to the emergency vet now.'],
  },
  hypothermia: {
    label: 'hypothermia or frostbite',
    guide: FIRST_AID,
    steps: ['Warm the cat slowly in a blanket against your body. No hair dryer, no hot water. Go to the vet now.'],
  },
  'fading-kitten': {
    label: 'a cold, weak or fading kitten',
    guide: EMERGENCY_VET,
    steps: ['Warm the kitten slowly against your body or a wrapped warm bottle. Do not feed a cold kitten.', GO_NOW],
  },
  allergic: {
    label: 'a swollen face or an allergic reaction',
    guide: FIRST_AID,
    steps: ['Swelling of the face or throat can close the airway. Go to the emergency vet now.'],
  },
  jaundice: {
    label: 'yellow gums, skin or eyes',
    guide: EMERGENCY_VET,
    steps: ['Yellow gums or eyes mean the liver or blood is in trouble. See the emergency vet today.'],
  },
  'swollen-belly': {
    label: 'a hard, swollen belly',
    guide: EMERGENCY_VET,
    steps: ['A hard, swollen belly can be a blockage or fluid. Do not press on it. Go to the emergency vet now.'],
  },
  vomiting: {
    label: 'vomiting more than once',
    guide: SICK_SIGNS,
    steps: ['Offer water. If it vomits again, brings up blood or stops eating, go to the emergency vet.'],
  },
  'eating-less': {
    label: 'not eating',
    guide: SICK_SIGNS,
    steps: ['Write down when it last ate. A cat that eats nothing for a whole day needs the emergency vet.'],
  },
  'peeing-less': {
    label: 'peeing less or outside the box, or blood in the urine',
    // The signs that mean a vet within a day, a female cat's trouble peeing among them.
    guide: SICK_SIGNS,
    steps: ['A male cat straining with nothing coming out is an emergency: go now if that starts.'],
  },
  diarrhea: {
    label: 'diarrhoea',
    guide: SICK_SIGNS,
    steps: ['Keep fresh water out. Blood in the stool or a weak, floppy cat means go now.'],
  },
  constipation: {
    label: 'no stool for two days, or constipation',
    guide: SICK_SIGNS,
    steps: [
      'Check the pee too: a male cat straining in the box with little or no urine may be blocked. That is an emergency.',
    ],
  },
  limping: {
    label: 'limping',
    guide: SICK_SIGNS,
    steps: ['Keep the cat calm and off high places. A leg it will not touch the ground with needs a vet today.'],
  },
  'breathing-fast': {
    label: 'breathing faster than normal at rest',
    guide: { title: 'Breathing warning signs', path: guideLink('breathing', 'warning-signs') },
    steps: [
      'A resting cat takes about 20-30 breaths a minute. If the mouth opens, the belly heaves or the gums turn blue or pale, go to the emergency vet now.',
    ],
  },
  'eye-problem': {
    label: 'a sore or squinting eye',
    guide: SICK_SIGNS,
    steps: ['Do not put human eye drops in. An eye that looks injured, cloudy or bulging needs a vet now.'],
  },
  incision: {
    label: 'a surgery cut that looks red, swollen or wet',
    guide: { title: 'After surgery', path: guideLink('spayNeuter', 'after-surgery') },
    steps: ['Stop the licking with the cone or shirt, and call the clinic that did the surgery today.'],
  },
  wound: {
    label: 'a wound, swelling or abscess',
    guide: WOUNDS,
    steps: ['Bite wounds often turn into abscesses. Keep it clean and dry; do not squeeze it.'],
  },
  unwell: {
    label: 'signs of feeling unwell',
    guide: SICK_SIGNS,
    steps: ['Changes in hiding, drinking or appetite are how cats show they are ill. Book a vet visit.'],
  },
} satisfies Record<string, RedFlagCopy>;

/**
 * The second reader's flag when it finds an emergency but can't tell which red flag it is (core/triage/learned.ts): the
 * answer sends the person to a vet now and links the signs that are always an emergency.
 */
export const DESCRIBED_EMERGENCY_COPY: RedFlagCopy = {
  label: 'what you describe can be an emergency',
  guide: { title: 'Signs that are always an emergency', path: guideLink('firstAid', 'always-emergency') },
  steps: [
    'Signs like these can get worse fast, and only a vet can tell how serious they are.',
    'Keep the cat calm in a closed carrier and give no medicine. ' + GO_NOW,
  ],
};
