// The sentence rules of the reply checker (docs/assistant-safety.md). Each takes one sentence and says whether it
// breaks a rule; src/core/safety.ts drops every sentence that does. The rules read meaning from a few word
// classes (substances, amounts, causing verbs, prohibitions) so that wording and word order don't matter.
import { ADDRESS_PATTERN, PRICE_PATTERN } from './site-facts.ts';

/** Medicines (human and pet), supplements, products for other animals and household "remedies", EN and ES. */
export const SUBSTANCE = new RegExp(
  String.raw`\b(?:` +
    [
      // kinds of medicine
      'medicines?|medications?|meds|drugs?|pills?|tablets?|tabs|capsules?|caplets?|painkillers?|pain ?relievers?',
      'antibiotics?|antihistamines?|de-?wormers?|wormers?|flea (?:drops|treatments?|medicine|collars?|shampoo|spray)',
      'spot-?ons?|ointments?|creams?|syrups?|suppositor\\w+|laxatives?|stool softeners?|antacids?|sedatives?',
      'sleeping pills?|steroids?|eye ?drops|ear ?drops|drops',
      // names
      'tylenol|acetaminophen|paracetamol|ibuprofen|advil|motrin|aleve|naproxen|(?:baby )?aspirin|benadryl',
      'diphenhydramine|pepcid|famotidine|gabapentin|metacam|meloxicam|onsior|robenacoxib|prednisol\\w*|prednisone',
      'miralax|lactulose|dramamine|cerenia|maropitant|buprenorphine|buprenex|amoxicillin|clavamox|convenia',
      'doxycycline|metronidazole|flagyl|ivermectin|revolution|frontline|advantage|advantix|bravecto|seresto',
      'hartz|permethrin|pyrantel|strongid|drontal|praziquantel|zyrtec|cetirizine|claritin|loratadine|imodium',
      'loperamide|pepto(?:-?bismol)?|kaopectate|mirtazapine|xanax|alprazolam|valium|diazepam|trazodone|prozac',
      'fluoxetine|insulin|methimazole|tramadol|dexamethasone|neosporin|hydrocortisone|vicks|nyquil|dayquil|sudafed',
      String.raw`\w+(?:cillin|mycin|cycline|azole|oxacin|profen|prazole|tidine|zepam)`,
      // supplements
      'melatonin|cbd|hemp oil|fish oil|omega-?3s?|vitamins?(?: [a-e]\\d*)?|l-?lysine|lysine|probiotics?|glucosamine',
      'supplements?|colloidal silver|rescue remedy|valerian',
      // household "remedies"
      'olive oil|coconut oil|vegetable oil|mineral oil|cod liver oil|castor oil|essential oils?|tea tree(?: oil)?',
      'lavender oil|eucalyptus|peppermint oil|oils?|butter|margarine|vaseline|petroleum jelly|baking soda',
      'bicarbonate|salt(?: water)?|sugar water|honey|garlic|onions?|(?:apple cider )?vinegar|hydrogen peroxide',
      'peroxide|bleach|rubbing alcohol|alcohol|vodka|whiskey|(?:canned )?pumpkin|milk of magnesia|epsom salts?',
      'ipecac|mustard|(?:activated )?charcoal|hairball (?:gel|paste|remedy)|laxatone|petromalt|karo|corn syrup',
      // Spanish
      'medicinas?|medicamentos?|pastillas?|p[ií]ldoras?|jarabe|aceite(?: de (?:oliva|coco))?|sal|ajo|cebolla',
      'mantequilla|bicarbonato|vinagre|agua oxigenada|per[oó]xido|miel|aspirina|ibuprofeno|vitaminas?',
      'desparasitantes?|pipetas?|antibi[oó]ticos?|gotas',
    ].join('|') +
    String.raw`)\b`,
  'i',
);

const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundred|single|' +
  'couple|few|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez';

/** An amount, a fraction or a frequency of a substance. */
const AMOUNT = new RegExp(
  [
    String.raw`\d`,
    String.raw`\b(?:${NUMBER_WORDS})\b`,
    String.raw`\b(?:half|halves|quarter|third|a bit|a little|a pinch|a dab|a drop|a dash|a splash|a squirt|a smear)\b`,
    String.raw`\b(?:(?:a )?slivers?|a spoon\w*|(?:small|tiny|little) (?:amounts?|bits?|pieces?|doses?)|a tiny|a tad|a lick|a glob|a thin layer|pea[- ]?size\w*)\b`,
    String.raw`\b(?:dime[- ]?size\w*|the size of|mg|mcg|ml|cc|tsp|tbsp|teaspoon\w*|tablespoon\w*|cups?|ounces?|oz|grams?)\b`,
    String.raw`\b(?:droppers?\w*|once|twice|thrice|times a|daily|a day|per day|each day|every (?:day|morning|night|other)\b|monthly|weekly)`,
    String.raw`\b(?:morning and night|at bedtime|bid|sid|media|mitad|cuarto|pizca|cucharad\w*|gotitas?|al d[ií]a|cada)\b`,
  ].join('|'),
  'i',
);

/** Digits that aren't an amount: phone numbers, "24/7", "within 2 hours", "2 hours ago", street numbers in links. */
const HARMLESS_DIGITS =
  /\(?\+?\d[\d\s().-]{6,}\d|\b24\s?\/\s?7\b|\b24[- ]hours?\b|\b(?:within|in the (?:last|past)|under|less than|after|about|over|for the (?:next|last)) \d+ (?:hours?|minutes?|mins?)\b|\b\d+ (?:hours?|minutes?|mins?) ago\b|\]\([^)]*\)/gi;

const PROHIBITION =
  /\b(?:never|do not|don'?t|must not|mustn'?t|should not|shouldn'?t|can'?t|cannot|avoid|no (?:human |over-the-counter )?(?:medicine|meds|pills?|drugs?|remed\w+)|not (?:even|one|a single|any)|nunca|jam[aá]s|no (?:le|les) (?:des|d[eé])|no uses?|evita)\b/i;
const SAFE_CLAIM = /\b(?:is|are|it'?s) (?:fine|ok|okay|safe|alright)\b/i;
const NO_AMOUNT_IS_SAFE = /\b(?:not even|no amount|none|nothing)\b/i;
/** Words that turn a warning back into a dose ("never more than half", "only a quarter", "unless"). */
const DOSE_ESCAPE =
  /\b(?:more than|over|exceed\w*|above|at most|up to|maximum|max|no more than|only|just|unless|except|instead|rather than|safe (?:dose|amount)|should be fine|won'?t hurt|will not hurt|m[aá]s de|solo|s[oó]lo|en vez de)\b/i;
const HARM =
  /\b(?:kill\w*|toxic|poison\w*|deadly|fatal|dangerous|harm\w*|damage\w*|burn\w*|enough to|t[oó]xic[oa]|veneno\w*|mortal|peligros[oa])\b/i;
const HARM_DENIED =
  /\b(?:won'?t|will not|wouldn'?t|doesn'?t|does not|isn'?t|is not|not|no es|no hace)\s+(?:\w+\s+)?(?:kill|toxic|poison|deadly|fatal|dangerous|harm|hurt|damage|t[oó]xic|peligros)/i;
const VET_QUALIFIER =
  /\b(?:ask (?:your|a|the) vet|(?:your|the|a) vet\b[^.!?]{0,40}\b(?:prescrib\w*|recommend\w*|tells?|told|says?|gave|gives|approv\w*|shows?|chooses?|picks?)|prescribed|(?:the|your|a) vet (?:may|might|can|will|could|would) (?:\w+ )?(?:give|prescribe|recommend|suggest)|from (?:your|the|a) vet|made for cats|labell?ed for cats|tu veterinario)\b/i;
const GIVE =
  /\b(?:give|giving|gave|try|use|using|put|rub|apply|administer|feed|add|mix|offer|squirt|crush|hide|sprinkle|dale|darle|dele|ponle|usa|usar)\b/i;

/** A sentence cut into clauses: a warning must hold in every clause that carries an amount. */
function clauses(sentence: string): string[] {
  return sentence.split(/[,;:()—–]|\s-\s|\b(?:but|instead|then|so|and then|pero|y luego)\b/i);
}

function hasAmount(text: string): boolean {
  const bare = text.replace(HARMLESS_DIGITS, ' ').replace(ADDRESS_PATTERN, ' ').replace(PRICE_PATTERN, ' ');
  return AMOUNT.test(bare);
}

/** A medicine, supplement or household substance together with an amount, fraction or frequency; or an
 * unqualified instruction to give one. Warnings ("never give even one tablet") pass. */
export function givesDose(sentence: string): boolean {
  if (!SUBSTANCE.test(sentence)) return false;
  const parts = clauses(sentence);
  if (hasAmount(sentence)) {
    if (DOSE_ESCAPE.test(sentence) || (SAFE_CLAIM.test(sentence) && !NO_AMOUNT_IS_SAFE.test(sentence))) return true;
    const amounts = parts.filter(hasAmount);
    const warned = amounts.every(
      (c) => PROHIBITION.test(c) || ((/\beven\b|\bincluso\b|\bni\b/i.test(c) || HARM.test(c)) && !HARM_DENIED.test(c)),
    );
    if (!warned || !(PROHIBITION.test(sentence) || HARM.test(sentence))) return true;
  }
  return parts.some((c) => GIVE.test(c) && SUBSTANCE.test(c) && !PROHIBITION.test(c) && !VET_QUALIFIER.test(sentence));
}

const VOMIT_WORD =
  String.raw`(?:vomit\w*|v[oó]mit\w*|throw(?:s|ing)? (?:\w+ )?up|threw (?:\w+ )?up|puke\w*|be sick|emesis|emetic|regurgitat\w*|` +
  String.raw`bring (?:\w+ )?(?:back )?up|cough (?:\w+ )?up|(?:him|her|it|them|the cat|my cat|your cat|a cat) sick|devolver\w*|arrojar\w*|echarlo)`;
/** Verbs that cause, in the forms an instruction uses ("make him", "try getting her to", "induce", "hazlo"). */
const CAUSE = String.raw`(?:make|making|get|getting|help|helping|force|forcing|induc\w*|encourag\w*|trigger|triggering|stimulate|stimulating|provoke|provoking|prov[oó]c\w*|haz|hazlo|hazla|hago|hace|hacer|hacerlo|hacerla|hacerle|inducir)`;
/** Up to three words between the verb and the vomiting, never a conjunction ("get help if she vomits"). */
const BETWEEN = String.raw`(?:(?!if\b|when\b|because\b|after\b|while\b|since\b|before\b|si\b|cuando\b|vets?\b)[\w']+,?\s+){0,3}?`;
const CAUSE_VOMIT = new RegExp(
  String.raw`\b${CAUSE}\s+${BETWEEN}(?:to\s+)?${VOMIT_WORD}|\bhave (?:him|her|it|the cat|your cat) ${VOMIT_WORD}`,
  'i',
);
const PURPOSE_VOMIT = new RegExp(
  String.raw`\b(?:so(?: that)?|until|till|hasta que|para que)\s+(?:he|she|it|they|the cat|your cat|kitty|[eé]l|ella)?\s*(?:can |will |does |starts |finally )?${VOMIT_WORD}`,
  'i',
);
/** "He can make cats vomit" describes; "you can make him vomit" instructs. */
const DESCRIBES = /\b(?:can|could|may|might|will|would|often|sometimes|also|which|that|usually)\s+$/i;
const METHOD =
  /\b(?:hydrogen peroxide|peroxide|agua oxigenada|per[oó]xido|ipecac|salt|sal|mustard|washing soda|fingers? (?:[\w']+ ){0,3}(?:throat|mouth)|dedos? en la (?:garganta|boca)|back of (?:the|his|her|its) (?:throat|tongue)|down (?:the|his|her|its) throat)\b/i;
const METHOD_USE =
  /\b(?:give|use|pour|put|stick|try|feed|squirt|syringe|dab|rub|place|press|push|sprinkle|tickle|dale|darle|usa|ponle|mete|m[eé]tele|pon)\b/i;
const METHOD_FOR_VOMIT = new RegExp(String.raw`\b(?:to|will|should|can|para)\s+(?:\w+\s+){0,2}?${VOMIT_WORD}`, 'i');
const BY_THE_VET =
  /\b(?:vets?|veterinarians?|clinic|hospital|doctors?|staff|poison control|el veterinario)\b[^.!?]{0,25}\b(?:may|might|can|could|will|would|decide|sometimes|puede)\b/i;
const AT_HOME = /\b(?:at home|yourself|you can|you should|en casa|t[uú] mismo)\b/i;

/** An instruction, in any wording, to make the cat vomit. "Do not make the cat vomit" passes. */
export function tellsToVomit(sentence: string): boolean {
  return clauses(sentence).some((c) => {
    if (PROHIBITION.test(c) || /\binstead of\b|\brather than\b|\ben vez de\b/i.test(c)) return false;
    if (BY_THE_VET.test(c) && !AT_HOME.test(c)) return false;
    const caused = CAUSE_VOMIT.exec(c);
    if (caused && !(DESCRIBES.test(c.slice(0, caused.index)) && !/\byou\b/i.test(c.slice(0, caused.index))))
      return true;
    if (PURPOSE_VOMIT.test(c)) return true;
    return METHOD.test(c) && (METHOD_USE.test(c) || METHOD_FOR_VOMIT.test(c));
  });
}

const REASSURANCE = new RegExp(
  [
    String.raw`nothing to worry about|no need to (?:worry|panic|rush|see|go|take|visit|call)|don'?t (?:worry|panic)(?! about (?:the )?(?:cost|money|pay))`,
    String.raw`wait and see|wait it out|wait (?:a (?:few|couple)|until|till|\d+|one|two) (?:of )?(?:days?|hours?|tomorrow|morning)`,
    String.raw`(?:keep an eye on|watch|monitor|observe) (?:\w+ ){0,3}?(?:for|over) (?:a (?:few|couple)|the next|several|some|\d+|one|two|three) (?:of )?(?:days?|hours?|weeks?)`,
    String.raw`monitor (?:him|her|it|them)? ?at home|(?:is|he'?s|she'?s|it'?s|will|should|probably|likely|seems?) (?:probably |likely |most likely )?(?:be )?(?:fine|ok|okay|alright|all right)\b(?! to)`,
    String.raw`probably nothing|nothing serious|not (?:an emergency|serious|urgent|a big deal)|no (?:rush|hurry|big deal)|can wait|sleep it off`,
    String.raw`pass (?:on its own|by itself)|(?:will|should) pass|go away on (?:its|it'?s) own|resolve (?:on its own|by itself)|heal on its own`,
    String.raw`no te preocupes|esperar y ver|espera (?:unos|un par de) d[ií]as|estar[aá] bien|no es grave|nada grave`,
  ].join('|'),
  'i',
);

/**
 * Telling the person to skip or ignore the vet, or calling a sign nothing, in English or Spanish. Dropped at any
 * urgency: a routine question can be asked about a cat that needs a vet (docs/assistant-safety.md, rule 6).
 */
const DISMISSAL = new RegExp(
  [
    String.raw`\b(?:ignore|skip|forget(?: about)?|don'?t (?:bother|go)(?: with| to)?|no need (?:for|to (?:see|call|go to|take \w+ to))|you don'?t need) (?:the |a |your |any )?(?:vets?|veterinarians?|doctors?|clinic|hospital)\b`,
    String.raw`\b(?:it|this|that)(?:'s| is| was)? (?:probably |likely |most likely |really |just )*nothing\b(?! (?:but|like|else|to do with|you can))`,
    String.raw`\b(?:it|this|that)(?:'s| is)? (?:probably |likely |most likely )*(?:just |only )(?:stress|nerves|a phase|attention|him being|her being|old age|being (?:lazy|dramatic|picky))\b`,
    String.raw`\bprobably just (?:stress|nerves|a phase)\b`,
    String.raw`\bno es nada\b(?! (?:f[aá]cil|dif[ií]cil))|\b(?:ignor[ae]|olv[ií]d(?:a|e|ese|ate)(?: del?)?|no (?:hace falta|necesita|necesitas) (?:ir (?:a|al)|llevarl[oa] al|ver al|llamar al)?)\s*(?:al |el |un |a un )?veterinari[oa]\b`,
    String.raw`\b(?:probablemente|seguramente|solo|s[oó]lo) (?:es |sea )?(?:solo |s[oó]lo )?(?:estr[eé]s|nervios|una etapa|nada)\b`,
  ].join('|'),
  'i',
);

/** A sentence that tells the person to skip the vet or that a sign is nothing. */
export function dismisses(sentence: string): boolean {
  return DISMISSAL.test(sentence);
}

/** "Even if he seems fine" warns; it doesn't reassure. */
const CAVEAT = /\b(?:even if|even though|even when|although|though|aunque|incluso si)\b[^.!?]{0,25}$/i;

/** Reassurance that tells the person to wait. Only a rule when the cat needs a vet (urgent or emergency). */
export function reassures(sentence: string): boolean {
  return clauses(sentence).some((c) => {
    const m = REASSURANCE.exec(c);
    return m !== null && !CAVEAT.test(c.slice(0, m.index));
  });
}

const DIAGNOSIS = new RegExp(
  [
    String.raw`\b(?:definitely|certainly|clearly|obviously|surely|undoubtedly|for sure|no doubt|without (?:a )?doubt)\s+(?:has|had|have|is|got|it'?s|it is|suffers|caught|a|an|just|only|because|caused|that)\b`,
    String.raw`\b(?:it'?s|it is|this is|that'?s|that is|he has|she has|he'?s got|she'?s got|he is|she is|has)\s+(?:definitely|certainly|clearly|obviously|surely|for sure|100 ?%)`,
    String.raw`\bfor sure,? (?:it'?s|it is|he|she|that|this|your)\b|\b(?:i'?m|i am) (?:sure|certain|positive|confident) (?:it'?s|it is|that|he|she|your|this)\b`,
    String.raw`\b(?:it|this|that)(?:'s| is| was) (?:just|only|simply|merely|nothing but|nothing more than)\s+(?!as\b|like\b|in case\b|for\b|to\b|a vet\b|the vet\b|one of\b|what\b|how\b|when\b|because\b|a guide\b|educational\b|information\b|general\b)`,
    String.raw`\b(?:it|this|that|he|she) (?:must|has to) (?:be|have) (?!seen|checked|examined|treated|taken|kept|looked|watched|given)`,
    String.raw`\b(?:seguro que (?:es|tiene)|definitivamente (?:es|tiene)|sin duda (?:es|tiene)|es s[oó]lo (?:un|una)|s[oó]lo es (?:un|una))\b`,
  ].join('|'),
  'i',
);

/** A diagnosis stated with certainty ("definitely has", "it's just a hairball"). */
export function diagnosesWithCertainty(sentence: string): boolean {
  return DIAGNOSIS.test(sentence);
}
