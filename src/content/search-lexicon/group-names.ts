// The names of the search lexicon's synonym groups, and the shape of one part of the lexicon
// (search-lexicon/<domain>/<lang>.ts). A name is a type, so a part that files words under a group that does not
// exist fails typecheck. The order is the order the engine numbers the groups in (src/core/search/engine.ts): a
// new group goes at the end. How to add a word, a group or a language: docs/search.md.
import type { SearchIntent, SearchLexicon } from '../../core/search/types.ts';

// prettier-ignore
export const SYNONYM_GROUP_NAMES = [
  'MILK', 'SCHEDULE', 'DELI_MEAT', 'CHIPS', 'EMERGENCY', 'VOMIT', 'URINATE', 'BLOCKAGE', 'MARKING', 'SPAY',
  'ACETAMINOPHEN', 'IBUPROFEN', 'LILY', 'ANTIFREEZE', 'RAT_POISON', 'POISON', 'BREATHING', 'SMOKE', 'BURN',
  'ELECTRIC_SHOCK', 'BLEEDING', 'SEIZURE', 'FALL', 'HEAT_STROKE', 'COLLAPSE', 'VET', 'CHEAP', 'COST', 'FINANCIAL_HELP',
  'APPETITE', 'DIARRHEA', 'FEEDING', 'GROOMING', 'TOOLS', 'ENRICHMENT', 'OPEN_ALL_NIGHT', 'CHECKUP', 'PREVENTION',
  'CLEAN', 'WEIGHT', 'TRIM', 'LITTER', 'HAIRBALL', 'TEETH', 'EYES', 'BATH', 'VACCINE', 'FLEAS', 'BEHAVIOUR', 'REHOME',
  'CUSTOMERS', 'OVER_GROOMING', 'SPANISH', 'RENOVATION', 'MEOWING', 'MOVING', 'SHOP_CLOSING', 'AGREEMENT', 'RED_FLAGS',
  'ADOPT', 'SURRENDER', 'FOOD_PANTRY', 'IN_HEAT', 'SURGERY', 'DOCUMENTS', 'AFTER_SURGERY', 'RESCUE', 'LEGAL',
  'FIRST_AID', 'TUNA', 'CLEANER', 'CRUELTY', 'INCISION', 'FIRST_AID_KIT', 'SICK',
] as const;

export type SynonymGroupName = (typeof SYNONYM_GROUP_NAMES)[number];

/**
 * One domain's words in one language. Each list adds to the lexicon's list of the same name (`SearchLexicon`,
 * src/core/search/types.ts); `synonyms` adds to the named groups, `intents` to the words of each intent.
 */
export interface SearchLexiconPart extends Partial<
  Pick<SearchLexicon, 'stopwords' | 'everydayFrames' | 'testWords' | 'toxicWords' | 'exposureWords' | 'costKeywords'>
> {
  synonyms?: Partial<Record<SynonymGroupName, readonly string[]>>;
  intents?: Partial<Record<SearchIntent, readonly string[]>>;
}
