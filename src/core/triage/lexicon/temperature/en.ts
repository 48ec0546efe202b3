// Heat and cold: the English terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const temperatureEn = {
  HEATSTROKE: ['heat stroke', 'heatstroke', 'overheat*', 'over heat*', 'heat exhaustion', 'hyperthermia'],
  HOT: [
    'ac went out', 'heatwave', 'burning to the touch', 'hot to the touch', 'hot to touch', 'radiator*', 'radiador*',
    'heater*', 'stove', 'ac broke', 'ac is broken', 'ac broken', 'ac is out', 'ac died', 'ac is dead', 'ac stopped',
    'ac quit', 'ac not working', 'burning up', 'very hot', 'hot car', 'in the sun', 'heat wave', 'boiler room', 'oven',
    'hot', 'heat',
  ],
  HYPOTHERMIA: ['hypotherm*', 'frostbit*', 'frost bit*'],
  COLD: [
    'feels cool', 'feel cool', 'cool to the touch', 'heat went out', 'heat is out', 'heater broke', 'heating broke',
    'boiler broke', 'friisim*', 'frisim*', 'soaked', 'soaking wet', 'drenched', 'like ice', 'icy', 'frozen', 'cold',
    'freez*', 'ice cold', 'chill*',
  ],
  SNOW: ['ice', 'below zero', 'freezing night', 'all night outside', 'snow*', 'storm*', 'outside all night', 'winter'],
  BLACK: ['tarry', 'like tar', 'coffee grounds', 'black*', 'dark'],
  /** Grey paws on a back leg that stopped working: no blood reaching it. */
  GRAYISH: ['grayish', 'greyish', 'look gray', 'looks gray', 'look grey', 'kinda gray'],
} satisfies ConceptTerms;
