// Accidents: vehicles, attacks, kicks, crushes and falls: the English terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const accidentsEn = {
  VEHICLE: [
    'forklift*', 'hand truck', 'dolly', 'cart', 'shopping cart', 'car', 'cars', 'truck*', 'bike*', 'bicycl*',
    'scooter*', 'motorcycl*', 'bus', 'taxi*', 'cab', 'vehicle*', 'ebike*', 'citibike*', 'uber', 'suv', 'delivery guy',
  ],
  HIT: [
    'backed his', 'backed her', 'backed the', 'backed up on', 'reversed over', 'reversed into', 'bump*', 'rolled over',
    'rolled right over', 'rolls over', 'got him', 'got her', 'hit', 'hits', 'struck', 'run over', 'ran over',
    'ran into', 'run into', 'backed into', 'backed over', 'knocked', 'clipped', 'drove over', 'went over',
    'ran him over', 'ran her over', 'ran it over',
  ],
  ATTACKED: ['shook him', 'shook her', 'attack*', 'bit', 'bitten', 'bite', 'mauled', 'grabbed'],
  STUCK: ['wont come out', 'not coming out', 'halfway', 'stuck', 'halfway out', 'partly out'],
  CRUSH: [
    'came down on her', 'came down on him', 'crawled out from under', 'was under it', 'was underneath',
    'pulled him out from under', 'pulled her out from under', 'got him out from under', 'got her out from under',
    'tipped over on', 'toppled over on', 'tipped onto', 'toppled onto', 'fell on top of', 'came down on top of',
    'pinned', 'pinned against', 'crush*', 'squash*', 'pinch*', 'stepped on', 'step on', 'pise',
    // Someone sat on the cat, not the cat sitting on a lap: "sat on" takes the cat as its object.
    'sat on him', 'sat on her', 'sat on the cat', 'sat on it', 'sat on the kitten', 'trapped under', 'stuck under',
    'pinned under', 'pushed it back against', 'pushed it against',
  ],
  /** Broken glass. */
  GLASS: ['glass', 'shard*'],
  DOOR: ['door*', 'gate*', 'shutter*', 'rolling gate', 'drawer*'],
  CLOSE: [
    'pulled it down', 'pulled down', 'trapped', 'pinned', 'clos*', 'shut', 'shuts', 'shutting', 'slam*', 'came down',
    'caught',
  ],
  ON_TOP: [
    // Caught beneath what came down ("pulled the gate down … she was under it").
    'was under it', 'got under it', 'come down on', 'come down onto', 'comes down on', 'comes down onto',
    'coming down on', 'coming down onto',
    // "The shelf … fall down on my cat", "fell down on him".
    'fall down on my cat', 'fall down on the cat', 'fall down on him', 'fall down on her', 'fell down on my cat',
    'fell down on the cat', 'fell down on him', 'fell down on her', 'falls down on my cat', 'falls down on the cat',
    'falls down on him', 'falls down on her', 'falling down on my cat', 'falling down on the cat',
    'falling down on him', 'falling down on her', 'came down on', 'came down onto', 'fell on him', 'fell on her',
    'right on her', 'right on him', 'right on top of', 'on top of him', 'on top of her', 'landed on him',
    'landed on her', 'fell on', 'landed on top of him', 'landed on top of her', 'on top of',
  ],
  FALL: [
    'off the edge', 'went over the edge', 'dropped off the', 'landed', 'came off', 'went over', 'flew out',
    'took a dive', 'rolled down', 'esmolle*', 'slid off', 'went out the window', 'went off the', 'fell', 'fall',
    'falls', 'fallen', 'falling', 'tumbl*', 'slipped', 'dropped',
  ],
  JUMP_OUT: ['went out the', 'went out a', 'got out the window', 'jumped out', 'jump out', 'jumps out'],
  HEIGHT: [
    /** Places a cat can fall from outdoors: a height (`HEIGHT`), and where a jump is a fall (`HIGH_PLACE`). */
    'window*', 'roof*', 'balcony', 'fire escape', 'ledge*', 'railing*', 'story', 'stories', 'storey*', 'floor',
    'awning*', 'scaffold*', 'cabinet*', 'shelf', 'shelves', 'stairs', 'staircase', 'ladder', 'high', 'fridge', 'top of',
    'counter',
  ],
  ASLEEP: ['fell asleep', 'falls asleep'],
  KICKED: [
    'kicked him', 'kicked her', 'kicked the cat', 'kicked my cat', 'someone kicked', 'got kicked', 'was kicked',
    'stomped on', 'beat him', 'beat her', 'beaten', 'threw him', 'threw her',
  ],
  EXTREMITY: ['paw', 'paws', 'tail', 'tails', 'foot', 'feet', 'leg', 'legs'],
  DESCEND: ['came down', 'got down', 'come down'],
  HIGH_PLACE: [
    /** Places a cat can fall from outdoors: a height (`HEIGHT`), and where a jump is a fall (`HIGH_PLACE`). */
    'window*', 'roof*', 'balcony', 'fire escape', 'ledge*', 'railing*', 'story', 'stories', 'storey*', 'floor',
    'awning*', 'scaffold*', 'floors', '2nd floor', '3rd floor', '4th floor', '5th floor', '6th floor', 'second floor',
    'third floor', 'fourth floor', 'fifth floor', 'sixth floor',
  ],
  JUMP_FROM: [
    'jumped for', 'jumped after', 'jumped from', 'jumped off', 'jumped out', 'jump from', 'jump off', 'jump out',
    'leaped from', 'leaped off',
  ],
  RUN_OVER: [
    'right over his', 'right over her', 'backed over', 'backed up over', 'ran right over', 'run right over',
    'rolled over his', 'rolled over her', 'rode over', 'went over his', 'went over her', 'run over', 'ran over',
    'got hit', 'was hit', 'been hit', 'hit and run',
  ],
  /** Landing hard after a fall or a jump. */
  LANDED: ['came down onto', 'came down on the', 'landed on', 'landed hard', 'crash landed', 'came crashing down'],
  /** Ground a falling cat lands hard on. */
  HARD_GROUND: ['concrete', 'cement', 'pavement', 'sidewalk', 'asphalt', 'tile floor'],
  /** Shut in somewhere ("locked in the walk-in", "encerrado en el freezer"). */
  SHUT_IN: ['locked in', 'shut in', 'trapped in', 'stuck in the freezer', 'stuck in the walk'],
  KICK: [
    /** A kick as a verb: with a person as the kicker, a kicked cat (KICK); with a thing after it, not (OTHER_SENSE). */
    'kick', 'kicks', 'kicking', 'kicked', 'punted', 'stomped',
  ],
} satisfies ConceptTerms;
