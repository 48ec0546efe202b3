// The concept lexicon the red flags are written in (flags.ts), put together from its parts: one module per group
// of concepts and language, lexicon/<group>/<lang>.ts, each a partial map from concept to terms. Terms are folded
// like the text: lower case, no accents, no apostrophes ("can't" → "cant", "está" → "esta"). "stem*" matches every
// word starting with the stem; a plain word matches itself; several words are a phrase. How to add a word, a
// concept or a language: docs/triage.md.
import type { ConceptLexicon } from '../lexicon.ts';
import { CONCEPT_NAMES, type ConceptTerms } from './concept-names.ts';
import { frameEn } from './frame/en.ts';
import { frameEs } from './frame/es.ts';
import { otherSenseEn } from './other-sense/en.ts';
import { otherSenseEs } from './other-sense/es.ts';
import { whoEn } from './who/en.ts';
import { whoEs } from './who/es.ts';
import { breathingEn } from './breathing/en.ts';
import { breathingEs } from './breathing/es.ts';
import { urinaryEn } from './urinary/en.ts';
import { urinaryEs } from './urinary/es.ts';
import { poisonEn } from './poison/en.ts';
import { poisonEs } from './poison/es.ts';
import { woundsEn } from './wounds/en.ts';
import { woundsEs } from './wounds/es.ts';
import { collapseEn } from './collapse/en.ts';
import { collapseEs } from './collapse/es.ts';
import { unwellEn } from './unwell/en.ts';
import { unwellEs } from './unwell/es.ts';
import { accidentsEn } from './accidents/en.ts';
import { accidentsEs } from './accidents/es.ts';
import { temperatureEn } from './temperature/en.ts';
import { temperatureEs } from './temperature/es.ts';
import { legsEn } from './legs/en.ts';
import { legsEs } from './legs/es.ts';
import { eatingEn } from './eating/en.ts';
import { eatingEs } from './eating/es.ts';
import { birthEn } from './birth/en.ts';
import { birthEs } from './birth/es.ts';
import { bodyEn } from './body/en.ts';
import { bodyEs } from './body/es.ts';
import { vetEn } from './vet/en.ts';
import { vetEs } from './vet/es.ts';

/**
 * Every part of the lexicon: a concept's terms are read in this order (English, then Spanish). A new language is
 * its files and one line here.
 */
const PARTS: readonly ConceptTerms[] = [
  frameEn,
  frameEs,
  otherSenseEn,
  otherSenseEs,
  whoEn,
  whoEs,
  breathingEn,
  breathingEs,
  urinaryEn,
  urinaryEs,
  poisonEn,
  poisonEs,
  woundsEn,
  woundsEs,
  collapseEn,
  collapseEs,
  unwellEn,
  unwellEs,
  accidentsEn,
  accidentsEs,
  temperatureEn,
  temperatureEs,
  legsEn,
  legsEs,
  eatingEn,
  eatingEs,
  birthEn,
  birthEs,
  bodyEn,
  bodyEs,
  vetEn,
  vetEs,
];

/** Each concept's terms from every part, in the order of CONCEPT_NAMES. */
export const CONCEPTS: ConceptLexicon = Object.fromEntries(
  CONCEPT_NAMES.map((name) => [name, PARTS.flatMap((part) => part[name] ?? [])]),
);
