// The word lists the triage reads token by token (lexicon/word-list-names.ts): the Spanish words.
// How a word is written and which file it goes in: docs/triage.md.
import type { WordListTerms } from '../word-list-names.ts';

export const wordsEs = {
  AND: ['y'],
  /** Articles and possessives between what was done and to whom ("pateó a un perro"). */
  ARTICLES: ['al', 'unos', 'unas', 'mi', 'mis', 'su', 'sus', 'tu', 'la', 'el', 'los', 'las', 'un', 'una'],
  /** "Le", "les" before a verb of what befalls someone ("le dan convulsiones", "le dio un ataque"). */
  BEFALLS_IT: ['le', 'les'],
  BEFALLS: ['da', 'dan', 'dio', 'dieron', 'daba', 'daban', 'pasa', 'paso', 'pasaba', 'duele', 'dolia'],
  CAT_POINTERS: [
    'gato', 'gata', 'gatos', 'gatas', 'gatito', 'gatita', 'gatitos', 'gatitas', 'gatico', 'gatica', 'gaticos',
    'minino', 'minina', 'michi', 'lo', 'le', 'ella', 'dice', 'dijo', 'dicen', 'vio', 've', 'vieron', 'cuenta',
    'conto', 'cree', 'penso', 'oyo', 'encontro',
  ],
  /** "Si" opens a condition only where a clause starts. */
  CONDITION: ['si'],
  /** Determiners before an owner ("el gato de mi tía"). */
  DETERMINERS: ['mi', 'mis', 'su', 'sus', 'tu', 'la', 'el', 'los', 'las', 'un', 'una'],
  /** "Me da miedo cortarle…": a fear of the person's own act. */
  FEAR_OF_ACT: ['de', 'miedo'],
  FEAR_SUBJECTS: ['el', 'ella'],
  /** "Todavía lo extrañamos": a feeling after "still". */
  FEELINGS: ['extranamos', 'extrano', 'extrana', 'recordamos', 'lloramos'],
  /** Spanish "hace": with "tener" near, a time is how long something has been so ("lo tenemos hace un año"). */
  HACE: ['hace'],
  /** "Tener" now. */
  HAVING: ['tengo', 'tenemos', 'tiene', 'tienen', 'tienes'],
  IT_WORDS: ['eso', 'esa', 'ese', 'esto'],
  /** "Cómo sabría si …", "cómo saber si …": a "si" that asks how to tell, wherever it stands. */
  KNOW_IF: ['saber', 'sabria', 'sabes', 'se'],
  MODALS: ['puede', 'podra', 'podria'],
  NOTHING: ['nada'],
  /** Spanish "de", "del": a creature after them owns what comes before ("el gato de mi tía"). */
  OF: ['de', 'del'],
  PASSIVE: ['fue'],
  POINTS_BACK: [
    'eso', 'esa', 'ese', 'esos', 'esas', 'uno', 'una', 'unos', 'unas', 'lo', 'la', 'los', 'las', 'poquito', 'pedazo',
    'pedacito', 'hoja', 'hojas', 'petalo', 'petalos', 'tallo',
  ],
  REASON: ['porque', 'pq', 'xq'],
  /** Verbs that report after "me preocupa que" ("…que no ha orinado"), where a fear would be subjunctive. */
  REPORTING: ['ha', 'lleva', 'esta', 'tiene', 'sigue', 'hace'],
  SINCE: ['desde'],
  SUBJECT_OF: [
    'esta', 'estaba', 'estaban', 'estan', 'tiene', 'tenia', 'tenian', 'que', 'se', 'fue', 'llego', 'vino',
  ],
  /** Spanish "a", "al" before the one something was done to. */
  TO_WHOM: ['a', 'al'],
  WORRY: ['miedo', 'preocupa'],
} satisfies WordListTerms;
