// The concept lexicon the red flags in flags.ts are written in, English and Spanish (and so Spanglish). Terms are
// folded like the text: lower case, no accents, no apostrophes ("can't" → "cant", "está" → "esta"). "stem*"
// matches every word starting with the stem; a plain word matches itself; several words are a phrase.
// NEG, QUESTION, IF, PERSONAL and EXPOSED are read by the engine itself (negation.ts).
import type { ConceptLexicon } from './lexicon.ts';

export const CONCEPTS: ConceptLexicon = {
  // Read by the engine.
  NEG: ['no', 'not', 'never', 'nunca', 'ni', 'nor', 'without', 'sin', 'isnt', 'arent', 'wasnt', 'werent', 'hasnt', 'havent', 'hadnt', 'doesnt', 'dont', 'didnt', 'wont', 'wouldnt', 'aint', 'nobody', 'nadie', 'no one', 'neither', 'tampoco', 'ningun', 'ninguna'],
  QUESTION: ['what', 'which', 'how', 'are', 'is', 'can', 'could', 'do', 'does', 'should', 'would', 'will', 'why', 'when', 'where', 'que', 'cual', 'cuales', 'como', 'cuanto', 'cuanta', 'cuantos', 'puede', 'pueden', 'debo', 'deberia', 'donde', 'cuando', 'por que'],
  IF: ['if', 'si', 'in case', 'en caso', 'por si', 'for the future', 'just wondering', 'want to be ready', 'to be prepared', 'para estar preparad*', 'just asking', 'just curious', 'hypothetically', 'how do i keep', 'how to keep', 'how do i stop', 'how to stop', 'prevent*', 'cat proof*', 'evitar', 'como evito'],
  PERSONAL: ['my', 'mine', 'our', 'mi', 'mis', 'nuestro', 'nuestra', 'he', 'she', 'him', 'her', 'his', 'hers', 'hes', 'shes', 'el', 'ella', 'the cat', 'the kitten', 'this cat', 'this kitten', 'el gato', 'la gata', 'esta', 'tiene'],
  EXPOSED: ['ate', 'eaten', 'licked', 'lick', 'chewed', 'is chewing', 'was chewing', 'found him chewing', 'found her chewing', 'swallow*', 'drank', 'drunk', 'got into', 'got in', 'ingest*', 'munch*', 'nibbl*', 'bit into', 'bit through', 'comio', 'lamio', 'lamiendo', 'mordio', 'mordisque*', 'trago', 'tragado', 'bebio', 'se tomo', 'mastic*', 'gave him', 'gave her', 'gave it', 'given', 'le di', 'le dimos', 'le dio', 'used', 'put', 'applied', 'aplique', 'le puse', 'le eche', 'sprayed', 'spilled on'],
  // Breathing.
  BREATH: ['breath*', 'breathe*', 'respir*', 'air'],
  LABORED: ['hard', 'heavy', 'heavily', 'fast', 'rapid*', 'quick*', 'labored', 'laboured', 'struggl*', 'difficult*', 'trouble', 'weird', 'funny', 'strange', 'loud', 'noisy', 'shallow', 'heav*', 'rapido', 'rapida', 'dificil*', 'dificultad', 'fuerte', 'raro', 'rara', 'agitad*', 'mal', 'bien', 'well', 'right', 'properly', 'normal*', 'a lot'],
  NORMAL: ['normal*', 'fine', 'ok', 'okay', 'good', 'bien', 'calm*', 'anymore', 'ya no', 'again'],
  BAD_BREATH: ['bad breath', 'smelly breath', 'stinky breath', 'breath smell*', 'breath stink*', 'fishy breath', 'mal aliento'],
  PANT: ['pant*', 'jade*'],
  GASP: ['gasp*', 'boque*', 'catch his breath', 'catch her breath', 'get air', 'for air'],
  CHOKE: ['chok*', 'ahog*', 'asfix*', 'atragant*', 'suffocat*', 'something in his throat', 'something in her throat', 'algo en la garganta', 'stuck in his throat', 'stuck in her throat'],
  WHEEZE: ['wheez*', 'silbid*'],
  OPEN_MOUTH: ['open mouth*', 'mouth open', 'mouth wide open', 'boca abierta', 'open mouthed'],
  BLUE: ['blue*', 'bluish', 'grey', 'gray', 'purple', 'pale', 'white', 'azul*', 'morad*', 'palid*', 'blanc*'],
  GUMS: ['gum', 'gums', 'encia*', 'tongue', 'lengua', 'lips', 'labio*'],
  // Urinary.
  URINATE: ['pee', 'pees', 'peed', 'peeing', 'pipi', 'pis', 'piss*', 'urin*', 'orin*', 'wee', 'weeing'],
  STRAIN: ['strain*', 'push*', 'trying to', 'tries to', 'try to', 'keeps trying', 'squat*', 'hace fuerza', 'haciendo fuerza', 'hacer fuerza', 'puja*', 'intenta*', 'esforz*', 'contract*', 'contracci*'],
  INABLE: ['cant', 'cannot', 'can not', 'unable', 'not able', 'isnt able', 'no puede*', 'no pudo', 'couldnt', 'no logra*', 'no consigue'],
  NOTHING: ['nothing', 'nada', 'no sale', 'not coming', 'nothing coming', 'drop', 'drops', 'gota*', 'dribbl*', 'hardly', 'only a little', 'little or no', 'barely any'],
  LITTER: ['litter*', 'box', 'arena', 'caja', 'arenero'],
  CRY: ['cry*', 'crie*', 'yowl*', 'howl*', 'scream*', 'llor*', 'maull*', 'grit*'],
  IN_OUT: ['in and out', 'entra y sale', 'back and forth', 'keeps going', 'sigue yendo', 'va y viene'],
  BLOCKED: ['block*', 'bloque*', 'obstru*', 'tapad*'],
  MALE: ['male', 'boy', 'tom', 'he', 'him', 'his', 'hes', 'macho', 'varon', 'neutered male', 'intact male'],
  // Poisons and exposures.
  TOXIN: ['lil', 'lily', 'lilies', 'lillies', 'lilys', 'lirio*', 'azucena*', 'antifreeze', 'anticongelante', 'coolant', 'ethylene glycol', 'poison*', 'venen*', 'toxic*', 'toxin*', 'rodenticid*', 'rat bait', 'mouse bait', 'bait', 'cebo*', 'd con', 'dcon', 'bleach', 'cloro', 'clorox', 'lejia', 'drain cleaner', 'destapa*', 'cleaning product*', 'cleaner', 'chemical*', 'quimic*', 'insecticid*', 'pesticid*', 'roach spray', 'bug spray', 'raid', 'pill', 'pills', 'pastill*', 'tablet*', 'medicine*', 'medication*', 'medicina*', 'medicament*', 'meds', 'drug', 'drugs', 'droga*', 'tylenol', 'acetaminophen', 'paracetamol', 'ibuprofen', 'advil', 'motrin', 'aleve', 'naproxen', 'aspirin*', 'excedrin', 'mothball*', 'naftalina', 'essential oil*', 'tea tree', 'chocolate', 'xylitol', 'weed', 'marijuana', 'marihuana', 'edible*', 'cannabis', 'detergent*', 'deterg*', 'pine sol', 'fabuloso', 'amoniaco', 'ammonia', 'ice melt', 'rat poison', 'mata ratas', 'matarratas'],
  POISONED: ['poisoned', 'envenenad*', 'intoxicad*', 'was poisoned'],
  DOG_PRODUCT: ['dog flea*', 'dogs flea*', 'for dogs', 'for my dog', 'for the dog', 'del perro', 'de perro', 'para perro*', 'para el perro', 'permethrin', 'advantix', 'flea stuff for my dog'],
  // Bleeding.
  BLEED: ['bleed*', 'bled', 'sangrand*', 'sangra', 'sangro', 'sangrado', 'hemorrag*'],
  BLOOD: ['blood*', 'sangre*', 'sangrient*'],
  A_LOT: ['a lot', 'lots', 'everywhere', 'pouring', 'gushing', 'wont stop', 'doesnt stop', 'not stopping', 'keeps coming', 'mucha', 'mucho', 'no para', 'sin parar', 'no se detiene', 'soaked', 'badly', 'all over'],
  STOPPED: ['stopped', 'has stopped', 'paro', 'se detuvo', 'dejo de'],
  // Seizure.
  SEIZURE: ['seiz*', 'siez*', 'convuls*', 'epilep*', 'fit', 'fits', 'fitting', 'ataque*', 'espasmo*'],
  TREMBLE: ['shak*', 'trembl*', 'tembl*', 'twitch*', 'jerk*', 'spasm*', 'tirit*'],
  PADDLE: ['paddl*', 'pedale*'],
  FOAM: ['foam*', 'espuma*', 'drool*', 'babe*'],
  // Vehicles and attacks.
  VEHICLE: ['car', 'cars', 'carro*', 'coche*', 'auto', 'truck*', 'camion*', 'van', 'bike*', 'bicycl*', 'bici*', 'scooter*', 'moto*', 'motorcycl*', 'bus', 'taxi*', 'cab', 'vehicle*', 'vehiculo*', 'ebike*', 'citibike*', 'uber', 'suv', 'delivery guy'],
  HIT: ['hit', 'hits', 'struck', 'run over', 'ran over', 'runover', 'ran into', 'run into', 'backed into', 'backed over', 'knocked', 'clipped', 'atropell*', 'le pego', 'pego', 'choc*', 'paso por encima', 'drove over', 'went over', 'ran him over', 'ran her over', 'ran it over', 'arroll*'],
  ANIMAL: ['dog', 'dogs', 'perro*', 'pitbull*', 'pit bull', 'raccoon*', 'mapache*', 'coyote*', 'rat', 'rata'],
  ATTACKED: ['attack*', 'bit', 'bitten', 'bite', 'mauled', 'maul*', 'grabbed', 'ataco', 'mordio', 'mordid*', 'lo agarro', 'la agarro'],
  // Collapse.
  COLLAPSE: ['collaps*', 'colaps*', 'faint*', 'desmay*', 'unconscious*', 'inconscien*', 'passed out', 'wont wake', 'not waking', 'doesnt wake', 'no despierta', 'not responding', 'unresponsive', 'no responde', 'no reacciona', 'not moving', 'no se mueve', 'lifeless', 'sin vida', 'barely respond*', 'casi no reacciona'],
  FLOPPY: ['limp', 'floppy', 'flojo', 'floja', 'lying flat'],
  STAND: ['stand*', 'get up', 'getting up', 'gets up', 'levant*', 'parars*'],
  WALK: ['walk*', 'camin*', 'andar'],
  // Heat.
  HEATSTROKE: ['heat stroke', 'heatstroke', 'golpe de calor', 'insolacion', 'overheat*', 'over heat*', 'sobrecalent*', 'heat exhaustion', 'hyperthermia', 'hipertermia'],
  HOT: ['hot', 'heat', 'calor', 'caliente', 'degrees', 'grados', 'hot car'],
  // Legs.
  BACK_LEGS: ['back leg*', 'hind leg*', 'rear leg*', 'back end', 'hind end', 'patas de atras', 'patas traseras', 'pata trasera', 'pata de atras', 'back paws', 'hind paws'],
  PARALYSIS: ['paraly*', 'parali*', 'drag*', 'arrastr*', 'not working', 'stopped working', 'no funcionan', 'no le responden', 'wont move', 'cant move', 'no se mueven'],
  MOVE: ['mov*'],
  LIMP: ['limping', 'limps', 'limped', 'cojea*', 'cojo', 'coja', 'renque*'],
  // Eating.
  EAT: ['eat', 'eats', 'eating', 'ate', 'eaten', 'comer', 'come', 'comido', 'comiendo', 'comio', 'probado', 'touched his food', 'touched her food', 'touch his food', 'touch her food'],
  REFUSE: ['refus*', 'skip*', 'no appetite', 'lost his appetite', 'lost her appetite', 'sin apetito', 'inapeten*', 'off his food', 'off her food', 'rechaza*'],
  HEAVY: ['fat', 'heavy', 'big', 'chonk*', 'overweight', 'obes*', 'gord*', 'pounds', 'lbs', 'libras', 'chubby'],
  // Vomit and stool.
  VOMIT: ['vomit*', 'vomm*', 'threw up', 'throw up', 'throwing up', 'throws up', 'thrown up', 'puk*', 'being sick', 'devolvi*', 'trasbocando', 'regurgit*', 'arroj*'],
  HAIRBALL: ['hairball*', 'hair ball*', 'bola de pelo', 'bolas de pelo', 'grass'],
  STOOL: ['poop*', 'stool*', 'feces', 'faeces', 'poo', 'caca*', 'heces', 'excremento*', 'popo', 'bowel*', 'diarrh*', 'diarrea*'],
  DIARRHEA: ['diarrh*', 'diarrea*', 'loose stool*', 'runny poop', 'liquid poop', 'watery poop', 'the runs'],
  // Birth.
  BIRTH: ['labor*', 'labour*', 'birth*', 'pariendo', 'parir', 'parto*', 'embaraz*', 'pregnan*', 'have kittens', 'having kittens', 'dando a luz', 'dar a luz'],
  KITTEN: ['kitten*', 'kitty', 'gatito*', 'gatita*', 'baby', 'babies', 'bebe', 'bebes', 'newborn*', 'recien nacid*', 'neonat*'],
  STUCK: ['stuck', 'atascad*', 'atorad*', 'halfway out', 'partly out'],
  // Crush, door, falls.
  CRUSH: ['crush*', 'aplast*', 'squash*', 'pinch*', 'machuc*', 'prensad*', 'stepped on', 'step on', 'pise', 'sat on'],
  DOOR: ['door*', 'puerta*', 'gate*', 'reja*', 'porton*', 'shutter*', 'cortina metalica', 'rolling gate', 'drawer*', 'gaveta*', 'cajon*', 'recliner*'],
  CLOSE: ['clos*', 'shut*', 'slam*', 'came down', 'cerr*', 'caught'],
  ON_TOP: ['fell on', 'landed on him', 'landed on her', 'came down on', 'encima', 'on top of', 'cayo encima', 'le cayo'],
  FALL: ['fell', 'fall', 'falls', 'fallen', 'falling', 'cayo', 'se cayo', 'cae', 'caida', 'tumbl*', 'slipped', 'dropped'],
  JUMP_OUT: ['jumped out', 'jump out', 'jumps out', 'se tiro', 'se lanzo', 'salto por', 'salto de la ventana'],
  HEIGHT: ['window*', 'ventana*', 'balcon*', 'balcony', 'roof*', 'techo*', 'azotea*', 'shelf', 'shelves', 'estante*', 'repisa*', 'fire escape', 'escalera*', 'stairs', 'staircase', 'ladder', 'high', 'alto', 'altura', 'story', 'stories', 'storey*', 'floor', 'piso', 'fridge', 'refrigerador*', 'nevera', 'top of', 'counter', 'mostrador'],
  ASLEEP: ['fell asleep', 'falls asleep', 'se durmio', 'se quedo dormid*', 'dormido', 'dormida'],
  // String, cords, burns.
  STRING: ['string*', 'thread*', 'hilo*', 'yarn', 'tinsel', 'ribbon*', 'cinta*', 'floss', 'hair tie*', 'rubber band*', 'liga', 'estambre', 'cuerda*', 'shoelace*', 'cordon', 'twine', 'needle', 'aguja'],
  HANGING_OUT: ['hanging out', 'sticking out', 'coming out', 'hanging from', 'saliendo', 'le sale', 'cuelga*', 'colgando'],
  CORD: ['cord', 'cords', 'cable*', 'wire*', 'charger*', 'extension cord', 'enchufe*', 'plug', 'outlet'],
  SHOCK: ['shock*', 'electrocut*', 'descarga*', 'le dio corriente', 'zapped'],
  BURN: ['burn', 'burns', 'burned', 'burnt', 'quem*', 'scald*', 'hot oil', 'aceite caliente'],
  // Eyes.
  EYE: ['eye', 'eyes', 'eyeball*', 'ojo', 'ojos', 'cornea*'],
  EYE_HURT: ['injur*', 'hurt*', 'lastim*', 'poke*', 'poked', 'scratch*', 'arano', 'aranazo', 'cut', 'punct*', 'bulg*', 'popped out', 'pop out', 'se le salio', 'cloudy', 'nublad*', 'cant open', 'no lo puede abrir', 'swollen shut', 'something in', 'stuck in', 'fight*', 'pelea*', 'herid*', 'wound*'],
  SQUINT: ['squint*', 'watery', 'weeping', 'discharge*', 'goop*', 'goo', 'gunk*', 'lagan*', 'lagrim*', 'half shut', 'half closed', 'red', 'rojo', 'pink', 'conjuntiv*', 'legañas'],
  // Cold.
  HYPOTHERMIA: ['hypotherm*', 'hipoterm*', 'frostbit*', 'frost bit*', 'congelacion', 'congelad*'],
  COLD: ['cold', 'freez*', 'frozen', 'frio', 'fria', 'helad*', 'ice cold', 'chill*', 'congel*'],
  SNOW: ['snow*', 'nieve*', 'storm*', 'tormenta*', 'outside all night', 'afuera toda la noche', 'winter', 'invierno'],
  EAR: ['ear', 'ears', 'oreja*', 'ear tips'],
  BLACK: ['black*', 'negr*', 'dark'],
  WEAK: ['weak*', 'debil*', 'flojo', 'floja', 'letharg*', 'no energy', 'fading', 'fade*', 'floppy', 'limp', 'decaid*', 'apagad*'],
  NURSE: ['nurs*', 'suckl*', 'suck*', 'mamar', 'mamando', 'feed*', 'bottle'],
  // Face, allergy, jaundice, belly.
  ALLERGIC_REACTION: ['allergic reaction', 'reaccion alergica', 'hives', 'roncha*', 'urticaria', 'anaphyla*', 'anafila*', 'bee sting', 'stung', 'wasp*', 'avispa*', 'abeja*', 'picadura*'],
  SWELL: ['swell*', 'swollen', 'swelled', 'hinch*', 'inflam*', 'puff*', 'bloat*', 'distend*'],
  FACE: ['face', 'faces', 'cara', 'muzzle', 'hocico', 'snout', 'lip', 'lips', 'labio*', 'eyes', 'ojos', 'throat', 'garganta', 'tongue', 'lengua', 'head'],
  ABSCESS: ['absces*', 'lump*', 'bulto*', 'bite wound*', 'pus'],
  YELLOW: ['yellow*', 'amarill*'],
  JAUNDICE: ['jaundic*', 'icteri*'],
  SKIN: ['skin', 'piel'],
  BELLY: ['belly', 'bellies', 'stomach*', 'tummy', 'abdom*', 'barriga*', 'panza*', 'estomago*', 'vientre*', 'barrig*'],
  HARD: ['hard', 'tight', 'firm', 'dura', 'duro', 'rigid*', 'drum', 'tens*', 'piedra'],
  // With a vet now.
  ARRIVED: ['at the', 'are at', 'were at', 'im at', 'am at', 'here at', 'got to', 'get to the', 'arrived', 'made it to', 'with the', 'llegamos', 'estamos en', 'estoy en', 'ya estamos'],
  VET_PLACE: ['vet', 'vets', 'veterinar*', 'animal hospital', 'hospital*', 'clinic*', 'clinica*', 'er', 'emergencia*'],
  VET_HAS_CAT: ['has him', 'has her', 'has it', 'lo tiene', 'la tiene', 'lo estan atendiendo', 'la estan atendiendo', 'is seeing him', 'is seeing her', 'admitted', 'examining'],
  // Urgent (within 24 hours).
  SNEEZE: ['sneez*', 'estornud*'],
  THIRST: ['drinking way more', 'drinking a lot', 'drinks a lot', 'drinking more', 'thirsty', 'bebe mucha agua', 'toma mucha agua', 'sed'],
  HIDING: ['hiding', 'hides', 'not herself', 'not himself', 'se esconde', 'escondid*', 'sleeping more', 'no es el mismo', 'no es la misma'],
  EAR_PROBLEM: ['shaking his head', 'shaking her head', 'shakes his head', 'shakes her head', 'ear infection', 'scratching his ear*', 'scratching her ear*', 'sacude la cabeza'],
  WOUND: ['wound*', 'herida*', 'bite mark*', 'cut', 'gash*', 'sore', 'llaga*'],
};

/** Frequent misspellings that are more than one typo away from the word. */
export const MISSPELLINGS: Readonly<Record<string, string>> = {
  breating: 'breathing',
  brething: 'breathing',
  breething: 'breathing',
  vomming: 'vomiting',
  vomiring: 'vomiting',
  vomting: 'vomiting',
  bleding: 'bleeding',
  bledding: 'bleeding',
  bleading: 'bleeding',
  bleedin: 'bleeding',
  blod: 'blood',
  vomitting: 'vomiting',
  puking: 'puke',
  siezure: 'seizure',
  seisure: 'seizure',
  sezure: 'seizure',
  diarea: 'diarrea',
  diarhea: 'diarrhea',
  diahrea: 'diarrhea',
  diarreah: 'diarrhea',
  poisen: 'poison',
  posion: 'poison',
  collasped: 'collapsed',
  unconcious: 'unconscious',
  paralized: 'paralyzed',
  antifreez: 'antifreeze',
  lilly: 'lily',
  lillys: 'lilies',
};
