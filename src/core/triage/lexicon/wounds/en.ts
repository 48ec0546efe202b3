// Bleeding, wounds, swelling and stings: the English terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const woundsEn = {
  BLEED: ['sangran', 'bleed*', 'bled'],
  BLOOD: [
    // Digested blood in vomit looks like coffee grounds.
    'coffee ground', 'coffee grounds', 'red streaks', 'streaks of red', 'red specks', 'red jelly', 'jelly',
    'raspberry jam', 'bloody', 'blood*',
  ],
  STOPPED: [
    'isnt bleeding anymore', 'not bleeding anymore', 'stopped', 'has stopped', 'stop already', 'stopped already',
  ],
  /** A sting or an insect bite: a reaction if the face swells or the cat is unwell; alone, a vet within a day. */
  STING: ['bee sting', 'bee', 'bees', 'sting', 'stings', 'stung', 'wasp*'],
  /** A deep wound ("I can see inside"). */
  DEEP: ['deep', 'can see inside', 'see the meat'],
  ALLERGIC_REACTION: [
    'bumps everywhere', 'bumps all over', 'lumps on skin everywhere', 'lumps all over', 'welts', 'allergic reaction',
    'hives', 'anaphyla*',
  ],
  SWELL: [
    'swole', 'swoll', 'lopsided', 'fat lip', 'lip is fat', 'swell*', 'swollen', 'swelled', 'inflam*', 'puff*', 'bloat*',
    'distend*', 'blow up', 'blows up', 'blew up', 'blown up', 'blowing up',
  ],
  FACE: ['face', 'muzzle', 'snout', 'lip', 'lips', 'eyes', 'throat', 'tongue', 'head'],
  ABSCESS: ['absces*', 'lump*', 'bump', 'bite wound*', 'pus'],
  SKIN: ['skin'],
  RED: ['red'],
  POOLING: ['soak*', 'dripping', 'drip*', 'puddle*', 'pool of', 'through the towel'],
  TOWEL: ['towel*', 'paper towel*', 'rag', 'rags', 'gauze', 'cloth', 'napkin*'],
  BITTEN: ['bite', 'bites', 'bitten', 'bit him', 'bit her', 'punctur*', 'holes', 'hole'],
  NAILS: ['too short', 'the quick', 'nail', 'nails', 'claw*'],
  SCRAPED: ['scraped', 'road rash', 'frayed'],
  SMELL: ['smell*', 'stink*'],
  /** What runs from the eyes or nose with a cold: not yellow eyes. */
  DISCHARGE: [
    'oozing', 'oozes', 'ooze', 'crusty', 'crust*', 'goop*', 'gooey', 'goo', 'discharge', 'yellow stuff', 'green stuff',
    'snot*', 'booger*', 'runny', 'pus',
  ],
  /** The drugs of an operation: "hes wobbly and sleepy … is that the drugs" after the neuter. */
  ANESTHESIA: ['anesthesia', 'anaesthesia', 'the drugs', 'sedated', 'pain meds', 'the meds they gave'],
  /** A spay or neuter, or another surgery: a wound after it is the surgery's cut. */
  SURGERY: [
    'got spayed', 'got neutered', 'got fixed', 'got operated on', 'spay surgery', 'neuter surgery', 'incision',
    'stitches',
  ],
  FIGHT: ['fight*', 'catfight*'],
  /** The marks a fight leaves: with FIGHT, a wound that can turn into an abscess. */
  INJURY_MARK: [
    'scratch*', 'arun*',
    /** A bite's marks, by another cat or a dog. */
    'bite', 'bites', 'bitten', 'bit him', 'bit her', 'punctur*', 'holes', 'hole', 'cut', 'gash*', 'wound*',
    'open wound', 'its open', 'still open',
  ],
  /** A wound that is closing: a scab, healing. */
  HEALING: [
    // Blood that has dried is an old wound's.
    'dried blood', 'blood dried', 'looks clean', 'clean and dry', 'scab', 'scabs', 'scabbed', 'scabbed over', 'healing',
    'healed', 'cicatriz*',
  ],
  WOUND: [
    'puncture*', 'little holes', 'open and red', 'red and open', 'still open',
    // Not "ripped the sofa": what was ripped is the cat's.
    'ripped open', 'ripped skin', 'skin ripped', 'ripped ear', 'ear ripped', 'got ripped', 'ripped his', 'ripped her',
    'torn', 'tore open', 'sliced', 'slashed', 'open wound', 'wound*', 'bite mark*', 'cut', 'gash*', 'sore',
  ],
} satisfies ConceptTerms;
