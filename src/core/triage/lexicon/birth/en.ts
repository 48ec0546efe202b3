// Birth, kittens and nursing: the English terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const birthEn = {
  BIRTH: [
    'first litter', 'her litter', 'litter of kittens', 'having her litter', 'expecting kittens', 'mom cat',
    'mother cat', 'contraction*', 'contracting', 'water broke', 'labour*', 'birth*', 'pregnan*', 'have kittens',
    'having kittens',
  ],
  /** A birth that isn't going ("having trouble giving birth", "no sale el gatito"). */
  BIRTH_TROUBLE: [
    'trouble giving birth', 'problems giving birth', 'problem giving birth', 'a hard time giving birth',
    'difficulty giving birth', 'struggling giving birth', 'struggling to give birth', 'cant give birth', 'cant deliver',
    'kitten stuck', 'kitten is stuck',
  ],
  KITTEN: [
    'runt', 'of the litter', 'littermate*', 'siblings', 'kitten*', 'kitty', 'baby', 'babies', 'newborn*', 'neonat*',
  ],
  NURSE: ['go for the milk', 'goes for the milk', 'nurs*', 'suckl*', 'suck*', 'feed*', 'bottle'],
  SUCKLE: [
    'drinking the milk', 'drink the milk', 'drinking his milk', 'drinking her milk', 'take the bottle',
    'taking the bottle', 'suckl*', 'nursing', 'nurse',
  ],
} satisfies ConceptTerms;
