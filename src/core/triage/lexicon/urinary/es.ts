// Peeing and the litter box: the Spanish (and Spanglish) terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const urinaryEs = {
  URINATE: [
    // A clump in the litter is pee ("ni una bolita de pipí": not one clump).
    'bolita de pipi', 'bolita de orina', 'bolitas de pipi', 'bolitas de orina', 'bola de pipi', 'bola de orina',
    'bolas de pipi', 'bolas de orina', 'mea', 'meando', 'mear', 'meado', 'orinar', 'hace pipi', 'hacer pipi',
    'hacer pis', 'pipi', 'pis', 'orin*',
  ],
  STRAIN: [
    'trata', 'tratando', 'trato', 'hace fuerza', 'haciendo fuerza', 'hacer fuerza', 'puja*', 'intenta*', 'esforz*',
    'contracci*',
  ],
  INABLE: ['no se puede', 'no se pudo', 'no se logra', 'no puede*', 'no pudo', 'no logra*', 'no consigue'],
  NOTHING_OUT: ['no sale nada', 'no le sale nada', 'nada sale', 'nada le sale'],
  DROPS: ['gota*', 'gotita*'],
  NOTHING: ['gotita*', 'nada', 'no sale', 'gota*', 'little or no'],
  LITTER: ['usado el arenero', 'usado la caja', 'ido al arenero', 'usado la arena', 'arena', 'caja', 'arenero'],
  CRY: ['crie*', 'grita*', 'llor*', 'maull*', 'grit*', 'miau*'],
  IN_OUT: [
    'entra y sale', 'sigue yendo', 'va y viene',
    // To the box over and over: "va a la caja mas seguido", "every few minutes".
    'mas seguido', 'muy seguido', 'a cada rato', 'cada ratito',
  ],
  BLOCKED: ['bloqueo', 'obstru*', 'tapad*'],
  GENITAL: ['partes', 'pene', 'sus partes'],
  DRY: [
    'no pee clumps', 'no pee', 'sin orina', 'no hay orina', 'no hay pipi', 'no hay pis', 'seca', 'seco', 'no clumps',
    'no wet spots',
  ],
  OUTSIDE_BOX: [
    'peed en', 'pee en', 'pees en', 'peeing en', 'en la ducha', 'en el fregadero', 'en el lavamanos', 'en la banera',
    'orino en', 'orina en', 'meo en', 'mea en', 'hizo pipi en', 'hace pipi en', 'en los sacos', 'en el mostrador',
    'en la alfombra', 'en las cajas', 'fuera de la caja', 'fuera de la arena', 'en el piso', 'en el suelo',
  ],
  NOT_IN_BOX: [
    'en vez de la caja', 'en vez de la arena', 'en vez de su caja', 'en vez de su arena', 'fuera de la caja',
    'fuera de la arena', 'fuera de su caja', 'fuera de su arena', 'afuera de la caja', 'afuera de la arena',
    'afuera de su caja', 'afuera de su arena', 'no en la caja', 'no en la arena', 'no en su caja', 'no en su arena',
    'en vez del arenero', 'fuera del arenero', 'afuera del arenero',
  ],
  SPRAY: ['marcando'],
  PINK: ['rosad*', 'rosit*'],
  URINE_OK: [
    'pipi normal', 'pipi fine', 'pipi bien', 'pipi ok', 'pipi okay', 'pipi lo hace normal', 'pipi lo hace bien',
    'pee bien', 'pee lo hace normal', 'pee lo hace bien', 'pees bien', 'pees lo hace normal', 'pees lo hace bien',
    'peeing bien', 'peeing lo hace normal', 'peeing lo hace bien', 'orina normal', 'orina fine', 'orina bien',
    'orina ok', 'orina okay', 'orina lo hace normal', 'orina lo hace bien', 'orinando normal', 'orinando fine',
    'orinando bien', 'orinando ok', 'orinando okay', 'orinando lo hace normal', 'orinando lo hace bien',
    'buenos charcos', 'si hace pipi', 'si orina',
  ],
  IN_HEAT: [
    'en celo', 'celo', 'levanta la cola', 'levanta el trasero', 'colita para arriba', 'calling for males',
    'no esta operada', 'no esta esterilizada', 'no esta castrada', 'no esta castrado', 'no esta operado',
  ],
  GONE: ['ido'],
  INCONTINENT: ['se orino encima', 'se hizo pipi encima'],
} satisfies ConceptTerms;
