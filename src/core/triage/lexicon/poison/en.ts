// Poisons, medicines and what a cat swallows or chews: the English terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const poisonEn = {
  TOXIN: [
    'coolant', 'radiator fluid', 'sweet smelling', 'smelled sweet', 'smells sweet', 'sweet smell', 'green liquid',
    'green fluid', 'green puddle',
    /** People's medicines: poison to a cat (`TOXIN`), and what someone may ask to give one (`HUMAN_MED`). */
    'tylenol', 'acetaminophen', 'acetaminofen', 'paracetamol', 'ibuprofen', 'advil', 'motrin', 'aleve', 'naproxen',
    'aspirin*', 'excedrin', 'adderall', 'xanax', 'prozac', 'antidepress*', 'sleeping pill*', 'exterminator',
    'orange powder', 'orange dust', 'fumigador', 'blue pellet*', 'green pellet*', 'pellet things', 'bait station*',
    'pollen', 'green stuff', 'exterminator*', 'fumigador*', 'blue blocks', 'bait block*', 'rodent block*', 'eucalypt*',
    'peppermint oil', 'citrus oil', 'oil diffuser', 'clove oil', 'pine oil', 'cinnamon oil', 'wintergreen',
    'cleaning liquid', 'cleaning fluid', 'cleaning spray', 'cleaning solution', 'cleaning stuff', 'cleaning supplies',
    'cleaning product', 'floor cleaner', 'limpiador*', 'disinfect*', 'lysol', 'windex', 'ajax', 'kerosen*',
    'paint thinner', 'thinner', 'fertiliz*', 'plant food', 'slug bait', 'snail bait', 'roach killer', 'nicotine',
    'cigarette*', 'vape*', 'alcohol', 'onion*', 'garlic', 'tulip*', 'daffodil*', 'pothos', 'rock salt', 'minoxidil',
    'rogaine', 'flea collar', 'lily', 'lilies', 'lilys', 'antifreeze', 'ethylene glycol', 'poison*', 'toxic*', 'toxin*',
    'rodenticid*', 'rat bait', 'mouse bait', 'bait', 'dcon', 'bleach', 'clorox', 'drain cleaner', 'cleaner',
    'chemical*', 'pesticid*', 'roach spray', 'bug spray', 'raid', 'pill', 'pills', 'tablet*', 'medicine*',
    'medication*', 'meds', 'drug', 'drugs', 'mothball*', 'essential oil*', 'tea tree', 'chocolate', 'xylitol', 'weed',
    'edible*', 'cannabis', 'detergent*', 'deterg*', 'ice melt', 'rat poison',
  ],
  POISONED: ['poisoned', 'was poisoned'],
  /** What a dog eats: not a dog's flea product ("se comió un puñao de comida de perro"). */
  DOG_FOOD: ['dog food', 'dogs food'],
  DOG_PRODUCT: [
    'dog flea*', 'dogs flea*',
    // The dog's flea drops, said after: "the flea drops from the dog".
    'flea drops from the dog', 'flea drops of the dog', 'flea drops from my dog', 'flea drops the dogs', 'for dogs',
    'for my dog', 'for the dog', 'permethrin', 'advantix', 'flea stuff for my dog',
  ],
  /** A flower's pollen, the way a lily's is described (on the cat's face or nose, it is licked off). */
  POLLEN: ['pollen', 'orange powder', 'orange dust', 'yellow powder', 'yellow dust'],
  STRING: [
    'string*', 'thread*', 'yarn', 'tinsel', 'ribbon*', 'floss', 'rubber band*', 'shoelace*', 'cordon', 'twine',
    'cordel*', 'needle',
  ],
  HANGING_OUT: ['hanging out', 'sticking out', 'coming out', 'hanging from'],
  CORD: [
    'christmas lights', 'string lights', 'fairy lights', 'lights cord', 'extension', 'cord', 'cords', 'cable*', 'wire*',
    'charger*', 'extension cord', 'plug', 'outlet',
  ],
  SHOCK: ['spark*', 'shock*', 'electrocut*', 'zapped'],
  BURN: [
    'boiling water', 'hot coffee', 'hot soup', 'hot grease', 'burn', 'burns', 'burned', 'burnt', 'scald*', 'hot oil',
  ],
  /** The person says the cat had no contact with it ("he hasn't been near it", "no lo ha tocado"). */
  NO_CONTACT: [
    'nothing spilled', 'nothing leaked', 'didnt spill', 'didnt open', 'cap was on', 'the cap on', 'still closed',
    'hasnt eaten it', 'didnt eat it', 'didnt eat any', 'hasnt been near it', 'hasnt gone near it', 'hasnt touched it',
    'didnt touch it', 'never touched it', 'didnt get any',
    // A near miss: "almost ate the lily but I grabbed it before he touched it".
    'almost ate', 'almost eat', 'almost chewed', 'almost licked', 'almost drank', 'almost got', 'almost bit',
    'nearly ate', 'nearly eat', 'nearly chewed', 'nearly licked', 'nearly drank', 'nearly got', 'nearly bit',
    'before he touched', 'before he even touched', 'before he could', 'before he even could', 'before he got to it',
    'before he even got to it', 'before he got any', 'before he even got any', 'before she touched',
    'before she even touched', 'before she could', 'before she even could', 'before she got to it',
    'before she even got to it', 'before she got any', 'before she even got any', 'before it touched',
    'before it even touched', 'before it could', 'before it even could', 'before it got to it',
    'before it even got to it', 'before it got any', 'before it even got any', 'before the cat touched',
    'before the cat even touched', 'before the cat could', 'before the cat even could', 'before the cat got to it',
    'before the cat even got to it', 'before the cat got any', 'before the cat even got any',
  ],
  CONTACT: [
    'on the store cat', 'on the shop cat', 'on the bodega cat', 'on her', 'on him', 'on the cat', 'on my cat',
    'on her whiskers', 'on his whiskers', 'on his mouth', 'on her mouth', 'around his mouth', 'around her mouth',
    'on her back', 'on his back', 'on her neck', 'on his neck', 'on his skin', 'on her skin', 'on her nose',
    'on his nose', 'on her face', 'on his face', 'all over her', 'all over him', 'on his fur', 'on her fur',
    'on his paws', 'on her paws', 'in his fur', 'in her fur', 'his paws', 'her paws', 'its paws', 'his fur', 'her fur',
  ],
  INDUCE: [
    'make him', 'make her', 'make it', 'make my cat', 'make the cat', 'induce*', 'get him to', 'get her to',
    'get it to', 'how to make',
  ],
  TOXIC_WORD: ['poison*', 'toxic*', 'toxin*'],
  /** Danger in general ("is craigslist dangerous?"): about poison only when a substance is named with it. */
  DANGER_WORD: ['dangerous', 'harmful', 'unsafe', 'safe for cats', 'safe for my cat', 'safe around cats', 'bad for'],
  PLANT: [
    'plant', 'plants', 'flower*', 'bouquet*', 'houseplant*',
    // A plant's parts: "mordió las hojas", "chewing the leaves" (not "he leaves", a verb).
    'leaf', 'the leaves', 'petal*',
  ],
  ATE_OBJECT: [
    'eat any', 'eat it', 'eat them', 'eat one', 'eat some', 'ate any', 'eaten any', 'touch it', 'touched it',
  ],
  GIVE: ['give', 'giving', 'gave'],
  HUMAN_MED: [
    /** People's medicines: poison to a cat (`TOXIN`), and what someone may ask to give one (`HUMAN_MED`). */
    'tylenol', 'acetaminophen', 'acetaminofen', 'paracetamol', 'ibuprofen', 'advil', 'motrin', 'aleve', 'naproxen',
    'aspirin*', 'excedrin', 'adderall', 'xanax', 'prozac', 'antidepress*', 'sleeping pill*', 'midol', 'nyquil',
    'dayquil', 'benadryl', 'painkiller*', 'pain killer*', 'analgesic*',
  ],
  PRESCRIBED: [
    'the vet gave', 'vet gave', 'prescribed', 'prescription', 'his medicine', 'her medicine', 'his meds', 'her meds',
    'his pills', 'her pills',
  ],
  /** Something leaked or dripped (from a car or van: coolant, antifreeze). */
  LEAK: ['puddle*', 'leak*', 'dripp*'],
  /** The worry of a swallowed thing is over: the whole thing was found. */
  FOUND_IT: [
    'found it',
    // Not "it was in the" or "estaba en el": where the thing was before he swallowed it ("que estaba en el zafacón").
    'it was in the closet', 'it was under', 'found the whole', 'found it all', 'all there', 'nothing missing',
  ],
  /** A cord with no power in it: chewing it shocks nothing. */
  UNPLUGGED: ['wasnt plugged in', 'not plugged in', 'unplugged'],
} satisfies ConceptTerms;
