// Which safe text an answer must lead with (docs/assistant-safety.md): a question about giving the cat any
// medicine, supplement, home remedy or another animal's product gets "never without a vet"; a question about
// making the cat throw up, in any wording, gets "never at home, call the vet or poison line". English and
// Spanish. Pure: the site and the Edge Function share it.
import { SUBSTANCE, tellsToVomit } from './safety-rules.ts';

export interface RiskyQuestion {
  medicine: boolean;
  vomit: boolean;
}

/** Asking whether, how much or how to give something, or what it is for. */
const ASKS_TO_GIVE =
  /\b(?:can|could|should|may|is it|are|ok|okay|safe|fine|good for|how much|how many|dose|dosage|doses|mg|ml|give|giving|put|rub|use|using|crush|mix|add|feed|take|have|try|remed(?:y|ies)|spoons?|for (?:(?:a|an|the|his|her|my|cat|cats|cat's) )*(?:upset|stomach|tummy|itch\w*|skin|ears?|eyes?|cough\w*|sneez\w*|pain|fleas?|ticks?|worms?|hairballs?|constipation|diarrh\w*|allerg\w*|anxiety|stress|sleep|calm\w*|the trip|a cold|fever|infection)|puedo|dar|darle|doy|ponerle|cuanto|cuanta|sirve|para (?:el|la|las|los)|que medicina)\b/;
/** A product made for another animal, or for people. */
const OTHER_ANIMAL_PRODUCT =
  /\b(?:dogs?|dog's|puppy|perros?|human|people|my own)\b[^.?!]{0,30}\b(?:chews?|pills?|tablets?|medicine|flea|tick|wormer|dewormer|pipeta|collar|shampoo|drops|spot-?on|treatment)\b|\b(?:chews?|pills?|tablets?|medicine|flea \w+|tick \w+|wormer|dewormer|pipeta|collar|shampoo|drops|spot-?on|treatment)\b[^.?!]{0,20}\b(?:for|del|de|of the|of my) (?:dogs?|perros?|people|humans?)\b/;
/** The vet already chose the medicine: the question is how to give it, not whether. */
const VET_CHOSE =
  /\b(?:vet|veterinarian|veterinario)\b[^.?!]{0,30}\b(?:gave|gives|prescrib\w*|recommend\w*|dio|receto)\b|\bprescribed\b|\brecetad[oa]\b/;
/** Substances people use to make a cat vomit: a question about them is about vomiting, not dosing. */
const EMETIC = /\b(?:hydrogen peroxide|peroxide|agua oxigenada|peroxido|ipecac|salt(?: water)?|sal|mustard)\b/g;
/** "How do I get it back out of her" after swallowing something. */
const GET_IT_OUT = /\b(?:get|bring|take)\s+(?:it|that|them|the \w+)\s+(?:back\s+)?(?:out|up)\b/;

function normalise(message: string): string {
  return message
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ');
}

/** Read as an instruction the person is asking about: "how do I make him vomit" → "how do you make him vomit". */
function asInstruction(question: string): string {
  return question.replace(/\b(?:i|we)\b/g, 'you');
}

export function riskyQuestion(message: string): RiskyQuestion {
  const q = normalise(message);
  const vomit =
    tellsToVomit(asInstruction(q)) ||
    /\b(?:ipecac|hydrogen peroxide|agua oxigenada|peroxido)\b/.test(q) ||
    (/\b(?:swallow\w*|ate|eaten|trago|comio)\b/.test(q) && GET_IT_OUT.test(q));
  const rest = vomit ? q.replace(EMETIC, ' ') : q;
  const medicine =
    !VET_CHOSE.test(rest) && ASKS_TO_GIVE.test(rest) && (SUBSTANCE.test(rest) || OTHER_ANIMAL_PRODUCT.test(rest));
  return { medicine, vomit };
}
