import {
  BASE_FUZZY_WEIGHT,
  COST_INTENT_BONUS,
  EMERGENCY_INTENT_BONUS,
  MAX_OVERLAP_BONUS,
  MAX_RELEVANCE,
  SYNONYM_ONLY_SCORE,
  URGENCY_BONUS,
} from './constants.ts';
import type { GuideEntry, SearchIntent } from './types.ts';

// The product's relevance score of one result: the text match, plus the intent, overlap and urgency bonuses
// (constants.ts; docs/search.md, "The score").

export interface RelevanceInput {
  /** 0..1 strength of the text match. */
  match: number;
  /** Found only through a synonym of what was typed (none of the typed words). */
  synonymOnly: boolean;
  entry: Pick<GuideEntry, 'urgency'>;
  intents: readonly SearchIntent[];
  isCostItem: boolean;
  /** Share (0..1) of the query's words that name the item. */
  overlap: number;
}

/** The relevance score, uncapped (ranking uses it; results report it capped at MAX_RELEVANCE). */
export function rawRelevance({ match, synonymOnly, entry, intents, isCostItem, overlap }: RelevanceInput): number {
  const emergencyIntent = intents.includes('emergency');
  // A synonym-only item starts from at most SYNONYM_ONLY_SCORE, scaled by how well it matches, so a weak
  // synonym hit can't outrank an item that matches the typed words.
  let score = (synonymOnly ? SYNONYM_ONLY_SCORE : BASE_FUZZY_WEIGHT) * match;
  if (emergencyIntent && entry.urgency === 'emergency') score += EMERGENCY_INTENT_BONUS;
  if (intents.includes('cost_inquiry') && isCostItem) score += COST_INTENT_BONUS;
  score += Math.min(1, Math.max(0, overlap)) * MAX_OVERLAP_BONUS;
  if (emergencyIntent) score += URGENCY_BONUS[entry.urgency];
  return score;
}

export const relevance = (input: RelevanceInput): number => Math.min(MAX_RELEVANCE, rawRelevance(input));
