// The questions each guide section answers, in the words owners use rather than the section's own ("fixed" for
// spayed, "cans" for wet food, "shots" for vaccines), in English and Spanish. The site search and the
// assistant read them as lay words (src/composition/): the assistant as its section's, the search as its guide
// entry's, so a question phrased the way people ask finds the section whose text answers it. Written from each
// section's text; every path must be a section the guides render (src/composition/section-questions.test.ts).
import { pageOf } from '../../core/search/links.ts';
import type { GuideEntry } from '../../core/search/types.ts';
import { guideLink, queryLink, tabLink } from '../../config/guide-link.ts';

export const sectionQuestions: Readonly<Record<string, readonly string[]>> = {
  [guideLink('feeding', 'rules')]: [
    'basic rules for feeding a store cat',
    'can customers feed him',
    'switching him to a new food',
    'how do i change brands without upsetting his stomach',
    'reglas para darle de comer al gato',
    'los clientes le dan comida, esta bien',
  ],
  [guideLink('feeding', 'foods')]: [
    'wet or dry food which is better',
    'is kibble enough or does he need cans',
    'what kind of food should a shop cat eat',
    'can i give him plain chicken as a treat',
    'que comida le doy al gato',
    'comida mojada o seca',
  ],
  [guideLink('feeding', 'schedule')]: [
    'how often should i feed my cat',
    'how many meals a day',
    'what time should he eat',
    'feeding times before opening and after closing',
    'cuantas veces al dia come un gato',
    'a que hora le doy la comida',
  ],
  [guideLink('feeding', 'portions')]: [
    'how much food per day',
    'how many cans a day',
    'am i feeding him too much',
    'how much dry food for a 10 pound cat',
    'cuanta comida le doy',
    'cuantas latas al dia',
  ],
  [guideLink('feeding', 'special')]: [
    'food for a kitten',
    'what should an old cat eat',
    'my cat is fat how do i help him lose weight',
    'diet for an overweight cat',
    'comida para gato viejo',
    'el gato esta muy gordo que hago',
  ],
  [guideLink('feeding', 'food-safety')]: [
    'what foods are poisonous to cats',
    'can cats drink milk',
    'is ham or deli meat ok for him',
    'can he eat tuna from the can',
    'que comidas son malas para los gatos',
    'le puedo dar leche al gato',
  ],
  [guideLink('feeding', 'budget')]: [
    'cheap way to feed a cat',
    'cat food on a tight budget',
    'best value food brand',
    'save money on cat food',
    'comida de gato barata',
    'como ahorro en la comida del gato',
  ],
  [guideLink('feeding', 'well-fed')]: [
    'how do i know he is eating enough',
    'is my cat too skinny',
    'healthy weight for a cat',
    'should i feel his ribs',
    'como se si mi gato esta en buen peso',
    'el gato esta muy flaco',
  ],
  [tabLink('behavioralWellness', 'problems')]: [
    'cat scratching the merchandise how do i stop it',
    'he bites customers',
    'cat spraying on the boxes',
    'zoomies at night knocking things over',
    'two cats fighting',
    'el gato rasguna todo',
    'el gato muerde a la gente',
    'el gato orina en las cajas marcando',
  ],
  [tabLink('behavioralWellness', 'stress')]: [
    'how many hours a day does a cat sleep',
    'he naps most of the day, should i worry',
    'el gato duerme mucho, es por estres',
    'cat hiding since the construction started',
    'is my cat stressed',
    'he is scared of the noise',
    'over grooming and licking himself bald',
    'el gato esta estresado',
    'se esconde por el ruido',
  ],
  [tabLink('behavioralWellness', 'enrichment')]: [
    'my cat is bored',
    'toys for a store cat',
    'how do i keep him busy',
    'does he need to play',
    'el gato esta aburrido',
    'juguetes para el gato',
  ],
  [guideLink('dailyCare', 'shop-safety')]: [
    'how do i make the store safe for a cat',
    'cat proof the windows',
    'keep him from running out the door',
    'he chews wires and cords',
    'where do i keep the bleach and cleaning stuff',
    'keep him away from the roll gate',
    'como evito que el gato se salga a la calle',
    'el gato muerde los cables',
  ],
  [guideLink('dailyCare', 'legal')]: [
    'is it legal to have a cat in a bodega',
    'health inspector and the cat',
    'can i get a fine for the store cat',
    'do i have to hide the cat from the inspector',
    'es legal tener gato en la bodega',
    'multa por el gato en la tienda',
  ],
  [guideLink('dailyCare', 'sick-signs')]: [
    'how do i know if my cat is sick',
    'signs he is not feeling well',
    'how can i tell if he is in pain',
    'when should i worry',
    'como se si mi gato esta enfermo',
    'senales de que el gato esta malo',
  ],
  [guideLink('dailyCare', 'litter')]: [
    'how often do i clean the litter box',
    'litter box smells bad',
    'where should the box go in the store',
    'what litter is best',
    'cada cuanto limpio la arena',
    'la caja de arena huele mal',
  ],
  [guideLink('spayNeuter', 'why')]: [
    'why should i get my cat fixed',
    'is neutering really necessary if he stays inside',
    'does spaying stop the yowling in heat',
    'benefits of neutering a male',
    'por que castrar al gato',
    'vale la pena operar a la gata',
  ],
  [guideLink('spayNeuter', 'costs')]: [
    'how much does the operation cost',
    'price to sterilize a cat',
    'what do i bring to get the discount',
    'who qualifies for the free program',
    'cuanto cuesta castrar un gato',
    'que papeles necesito para la castracion barata',
  ],
  [guideLink('spayNeuter', 'citywide')]: [
    'free program to operate on my cat in nyc',
    'low cost sterilization program',
    'where is the cheapest place for the surgery',
    'mobile clinic that does the operation',
    'donde castran gatos gratis',
    'programas de castracion baratos',
  ],
  [guideLink('spayNeuter', 'community-cats')]: [
    'trap neuter return for street cats',
    'stray cats behind the store keep having kittens',
    'who traps feral cats',
    'tnr help for a colony',
    'gatos de la calle atrapar y castrar',
    'muchos gatos callejeros detras de la tienda',
  ],
  [guideLink('spayNeuter', 'after-surgery')]: [
    'care after neuter surgery',
    'she got spayed yesterday what do i do',
    'cone after spay',
    'when can he eat after surgery',
    'cuidados despues de castrar',
    'la operaron ayer que hago',
  ],
  [guideLink('firstAid', 'kit')]: [
    'what goes in a cat first aid kit',
    'what should i keep at the store for emergencies',
    'supplies to have ready just in case',
    'botiquin para gatos',
    'que debo tener en la tienda por si acaso',
  ],
  [guideLink('firstAid', 'prevention')]: [
    'how do i prepare for a cat emergency',
    'emergency plan for the shop cat',
    'save the vet number in my phone',
    'como me preparo para una emergencia',
  ],
  [tabLink('preventiveHealth', 'vaccines')]: [
    'what shots does my cat need',
    'rabies vaccine',
    'vaccine schedule for a kitten',
    'how often does he need boosters',
    'que vacunas necesita el gato',
    'vacuna de la rabia',
  ],
  [tabLink('preventiveHealth', 'preventive')]: [
    'flea treatment',
    'how do i get rid of fleas',
    'deworming',
    'worms in my cat',
    'yearly cost of keeping him healthy',
    'tiene pulgas que le pongo',
    'desparasitar al gato',
  ],
  [tabLink('preventiveHealth', 'checkups')]: [
    'how often should he see the vet',
    'yearly checkup',
    'what to check at home each week',
    'cada cuanto lo llevo al veterinario',
    'chequeo anual',
  ],
  [tabLink('preventiveHealth', 'warning')]: [
    'when is it serious enough to go to the vet',
    'warning signs in a cat',
    'symptoms that need a vet',
    'cuando lo llevo al veterinario',
    'sintomas graves en gatos',
  ],
  [tabLink('grooming', 'daily')]: [
    'how do i brush my cat',
    'trim his nails',
    'clean his ears',
    'brush his teeth',
    'como le corto las unas',
    'limpiarle los oidos',
  ],
  [tabLink('grooming', 'tools')]: [
    'what brush should i buy',
    'best nail clippers for a cat',
    'grooming supplies',
    'que cepillo compro',
  ],
  [tabLink('grooming', 'bathing')]: [
    'how do i give a cat a bath',
    'can i use human shampoo',
    'does a cat need baths',
    'como banar al gato',
    'champu para gatos',
  ],
  [tabLink('grooming', 'problems')]: [
    'matted fur',
    'knots in his coat',
    'shedding everywhere',
    'hairballs',
    'he hates being brushed',
    'el pelo enredado',
    'bolas de pelo',
    'bota mucho pelo',
  ],
  [tabLink('grooming', 'professional')]: [
    'how much is a groomer',
    'should i take him to a groomer',
    'professional grooming for a cat',
    'peluqueria para gatos',
    'cuanto cobra un groomer',
  ],
  [guideLink('financialAssistance')]: [
    'help paying the vet bill',
    'i cant afford the vet',
    'grants for pet care',
    'payment plan for vet bills',
    'ayuda para pagar el veterinario',
    'no tengo dinero para el veterinario',
  ],
  [guideLink('financialAssistance', 'food')]: [
    'free cat food',
    'pet food pantry',
    'cant afford cat food this month',
    'where to get food donations for my cat',
    'comida gratis para gatos',
    'banco de comida para mascotas',
  ],
  [guideLink('rehoming', 'self-rehoming')]: [
    'find my cat a new home myself',
    'how do i give away my cat safely',
    'advertise a cat for adoption',
    'buscarle un hogar al gato',
    'regalar mi gato',
  ],
  [tabLink('surrender', 'options')]: [
    'where can i surrender my cat',
    'shelters that take cats',
    'i cant keep my cat anymore',
    'donde dejo un gato que no puedo cuidar',
    'refugio que acepte gatos',
  ],
  [tabLink('surrender', 'alternatives')]: [
    'anything to try before giving up my cat',
    'allergic to the cat what can i do',
    'keep my cat instead of surrendering',
    'alternativas antes de entregar al gato',
  ],
  [guideLink('communityCats', 'stray')]: [
    'a stray cat keeps coming to my store',
    'cat showing up at the door every night is it somebody’s',
    'how do i know if a cat outside is owned',
    'what does a cut ear on a cat mean',
    'will the city pick up a stray cat',
    'hay un gato callejero en la puerta de la tienda',
    'el gato tiene la oreja cortada que significa',
  ],
  [guideLink('communityCats', 'kittens')]: [
    'found kittens',
    'found kittens behind the boxes in the back',
    'kittens outside with no mom what do i do',
    'should i take the kittens i found',
    'who takes found kittens',
    'encontre gatitos',
    'encontre gatitos atras de las cajas',
    'gatitos sin mama en la calle que hago',
  ],
  [guideLink('communityCats', 'colony')]: [
    'feral cats outside my store',
    'a colony of feral cats in the lot',
    'where do i borrow a cat trap',
    'tnr certification class',
    'register a cat colony',
    'gatos ferales afuera de mi tienda',
    'una colonia de gatos en el patio',
  ],
  [guideLink('communityCats', 'lost-cat')]: [
    'lost my cat',
    'my shop cat is missing',
    'the cat ran away from the store',
    'how do i find a lost cat',
    'perdi mi gato',
    'se perdio el gato de la tienda',
    'mi gato se escapo',
  ],
  [guideLink('communityCats', 'working-cat')]: [
    'find a home for a feral cat as a working cat',
    'place a cat that cant be a pet',
    'barn cat or warehouse cat program',
    'gato trabajador para un almacen',
  ],
  [guideLink('workingWithRescues', 'red-flags')]: [
    'is this rescue legit',
    'rescue wants money upfront',
    'warning signs of a bad rescue',
    'scam rescue',
    'como se si un rescate es confiable',
  ],
  [guideLink('workingWithRescues', 'what-rescues-offer')]: [
    'what can a rescue do for me',
    'will a rescue take the kittens',
    'do rescues help with vet costs',
    'que hacen los rescatistas',
  ],
  [guideLink('emergency', 'emergency-vet')]: [
    'where is the nearest 24 hour animal hospital',
    'emergency vet open now',
    'how much does the emergency vet cost',
    'donde hay un veterinario de emergencia abierto ahora',
  ],
  [guideLink('spayNeuter', 'brooklyn')]: [
    'cheap neuter clinic in brooklyn',
    'spay my cat in brooklyn for free',
    'donde castran gatos en brooklyn',
  ],
  [guideLink('spayNeuter', 'before-surgery')]: [
    'how do i get ready for the spay appointment',
    'can she eat the night before surgery',
    'what to bring the day of the neuter',
    'que hago antes de la operacion',
    'puede comer antes de castrarla',
  ],
  [guideLink('rehoming', 'reasons')]: [
    'is it wrong to give up my cat',
    'the store is closing what happens to the cat',
    'landlord says the cat has to go',
    'me siento mal por regalar el gato',
  ],
  [guideLink('rehoming', 'surrender-process')]: [
    'how does surrendering to the shelter work',
    'will the shelter put my cat down',
    'what do i need to bring to surrender a cat',
    'como funciona entregar un gato al refugio',
  ],
  [guideLink('rehoming', 'tips')]: [
    'tips to get my cat adopted faster',
    'how to write a good ad for my cat',
    'what to send with the cat to the new home',
    'consejos para que adopten a mi gato',
  ],
  [tabLink('surrender', 'safety')]: [
    'how do i screen someone who wants my cat',
    'free to good home is it safe',
    'how to know the new owner is good people',
    'como se si la persona que quiere el gato es buena',
  ],
  [guideLink('workingWithRescues', 'good-signs')]: [
    'how do i know a rescue is good',
    'signs of a trustworthy rescue group',
    'como reconozco un buen rescate',
  ],
  [guideLink('workingWithRescues', 'questions-to-ask')]: [
    'what should i ask a rescue before giving them the cat',
    'questions for a rescue group',
    'que le pregunto al rescatista',
  ],
  [guideLink('workingWithRescues', 'protecting-yourself')]: [
    'get the rescue agreement in writing',
    'can i change my mind before they take the cat',
    'necesito un papel firmado del rescate',
  ],
  [guideLink('workingWithRescues', 'common-misunderstandings')]: [
    'will fixing him stop him catching mice',
    'do rescues just take cats away',
    'is rescue help always free',
    'si lo castro deja de cazar ratones',
  ],
  [guideLink('workingWithRescues', 'say-yes')]: [
    'when should i accept a rescue offer',
    'the rescue offered to fix him should i say yes',
    'cuando digo que si al rescate',
  ],
  [guideLink('workingWithRescues', 'say-no')]: [
    'the rescue is pressuring me to decide now',
    'they wont say where the cat goes',
    'cuando le digo que no al rescate',
  ],
  [guideLink('workingWithRescues', 'when-rehoming-may-be-right')]: [
    'should my cat live somewhere else',
    'the cat keeps getting out into traffic maybe a new home',
    'el gato no esta seguro en la tienda, le busco otro hogar',
  ],
  [guideLink('workingWithRescues', 'bottom-line')]: [
    'how do i work with a rescue and keep my cat',
    'como trabajo con un rescate sin perder el gato',
  ],
  [guideLink('vets', 'money-saving-tips')]: [
    'how do i save money at the vet',
    'ask the vet for a payment plan',
    'what papers do low cost clinics want',
    'como ahorro en el veterinario',
  ],
  [guideLink('emergency', 'breathing')]: [
    'my cat cant breathe what do i do',
    'cat breathing hard with his mouth open',
    'mi gato no puede respirar',
  ],
  [guideLink('emergency', 'bleeding')]: [
    'how do i stop my cat bleeding',
    'deep cut wont stop bleeding',
    'mi gato esta sangrando mucho',
  ],
  [guideLink('emergency', 'poisoning')]: [
    'my cat ate something poisonous',
    'cat licked rat poison',
    'mi gato comio veneno',
  ],
  [guideLink('emergency', 'urinary')]: [
    'my male cat cant pee',
    'he keeps straining in the box and nothing comes out',
    'mi gato no puede orinar',
  ],
  [guideLink('emergency', 'seizure')]: [
    'my cat is having a seizure',
    'cat shaking and paddling on the floor',
    'mi gato esta convulsionando',
  ],
  [guideLink('emergency', 'injury')]: [
    'se cayo del techo o de la ventana',
    'caught under the store gate or a door',
    'my cat got hit by a car',
    'cat fell out of the window',
    'how do i move an injured cat',
    'a mi gato lo atropello un carro',
  ],
  [guideLink('breathing', 'critical-signs')]: [
    'signs a cat cant breathe',
    'blue gums breathing',
    'open mouth breathing is it an emergency',
    'senales de que el gato no respira bien',
  ],
  [guideLink('breathing', 'warning-signs')]: [
    'cat breathing fast while sleeping',
    'how many breaths a minute is too many',
    'cat wheezing sometimes',
    'el gato respira rapido mientras duerme',
  ],
  [guideLink('breathing', 'dont')]: [
    'what not to do when a cat cant breathe',
    'should i give water to a cat struggling to breathe',
    'que no debo hacer si no respira',
  ],
  [guideLink('breathing', 'transport')]: [
    'how do i take a cat that cant breathe to the vet',
    'no car how do i get him to the emergency vet',
    'como llevo al gato al veterinario',
  ],
  [guideLink('breathing', 'causes')]: [
    'why is my cat wheezing',
    'what causes breathing problems in cats',
    'asthma in cats',
    'por que mi gato respira raro',
  ],
  [guideLink('breathing', 'prevention')]: [
    'is smoke bad for my cats lungs',
    'dust and air fresheners near the cat',
    'el humo le hace dano al gato',
  ],
  [guideLink('firstAid', 'topic-cuts-wounds')]: [
    'how do i clean a small cut on my cat',
    'scratch from a cat fight do i clean it',
    'como limpio una herida del gato',
  ],
  [guideLink('firstAid', 'topic-breathing')]: ['first aid when a cat is choking', 'primeros auxilios si se ahoga'],
  [guideLink('firstAid', 'topic-poisoning')]: [
    'first aid for poisoning',
    'chemical on his fur what do i do',
    'se le cayo cloro encima al gato',
  ],
  [guideLink('firstAid', 'topic-seizures')]: ['what do i do during a seizure', 'que hago si convulsiona'],
  [guideLink('firstAid', 'topic-burns')]: [
    'my cat burned his paw',
    'what do i put on a burn',
    'se quemo la pata que le pongo',
  ],
  [guideLink('firstAid', 'topic-heat-stroke')]: [
    'signs of heat stroke in a cat',
    'store is too hot in summer for the cat',
    'how do i cool down an overheated cat',
    'golpe de calor en gatos',
  ],
  [guideLink('firstAid', 'always-emergency')]: [
    'when is it an emergency',
    'which symptoms mean go now',
    'cuando es una emergencia',
  ],
  [guideLink('firstAid', 'vitals')]: [
    'normal temperature for a cat',
    'normal heart rate for a cat',
    'how do i count his breathing',
    'temperatura normal de un gato',
  ],
  [guideLink('firstAid', 'while-you-wait')]: [
    'what do i do while waiting for the vet',
    'on the way to the emergency vet what should i do',
    'que hago mientras espero al veterinario',
  ],
  [queryLink('vets', { location: 'manhattan', q: 'cheap' })]: [
    'cheap vet in manhattan',
    'donde hay un veterinario barato en manhattan',
  ],
  [queryLink('vets', { location: 'brooklyn', q: 'cheap' })]: [
    'cheap vet in brooklyn',
    'donde hay un veterinario barato en brooklyn',
  ],
  [queryLink('vets', { location: 'queens', q: 'cheap' })]: [
    'cheap vet in queens',
    'donde hay un veterinario barato en queens',
  ],
  [queryLink('vets', { location: 'bronx', q: 'cheap' })]: ['cheap vet in the bronx', 'veterinario barato en el bronx'],
  [guideLink('vets')]: [
    'find a vet near me',
    'how much is a checkup',
    'vet that speaks spanish',
    'buscar un veterinario cerca',
  ],
  [guideLink('findHelp')]: ['where do i start if i need help with my cat', 'help for my shop cat', 'ayuda con mi gato'],
};

/**
 * A page's entry takes this many questions of each of its sections: a long list would drown its own words. Each
 * section lists its English questions first, then Spanish: five takes the first Spanish one of most sections, so
 * "cuánta comida le doy" finds the feeding guide, not the one entry (the food pantry) whose few questions say
 * "comida".
 */
const PER_SECTION_ON_PAGE = 5;

/**
 * Where several entries link the same page, the one that stands for the page; the others are one topic on it
 * (heat stroke on /first-aid) and take no other section's questions.
 */
const PAGE_ENTRY: Readonly<Record<string, string>> = {
  [guideLink('firstAid')]: 'first-aid',
  [guideLink('vets')]: 'vet-visit-costs',
};

/**
 * The guide index with each entry's questions among its synonyms: its own path's, and for the entry that stands
 * for a whole page ("/feeding"), those of the page's sections that have no entry of their own.
 */
export function withSectionQuestions(entries: readonly GuideEntry[]): GuideEntry[] {
  const ownEntry = new Set(entries.map((e) => e.path));
  const questionsFor = (entry: GuideEntry) => {
    const own = sectionQuestions[entry.path] ?? [];
    const standsFor = PAGE_ENTRY[entry.path];
    if (/[?#]/.test(entry.path) || (standsFor !== undefined && standsFor !== entry.id)) return own;
    return [
      ...own,
      ...Object.entries(sectionQuestions).flatMap(([section, questions]) =>
        section !== entry.path && pageOf(section) === entry.path && !ownEntry.has(section)
          ? questions.slice(0, PER_SECTION_ON_PAGE)
          : [],
      ),
    ];
  };
  return entries.map((entry) => ({ ...entry, synonyms: [...entry.synonyms, ...questionsFor(entry)] }));
}
