// Legs and limping: the Spanish (and Spanglish) terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const legsEs = {
  BACK_LEGS: [
    'parar de atras', 'pararse de atras', 'levantarse de atras', 'levantar de atras', 'rear end', 'patitas traseras',
    'patita trasera', 'las patitas de atras', 'caminar de atras', 'camina de atras', 'parte de atras', 'parte trasera',
    'rear ones', 'las de atras', 'las traseras', 'patitas de atras', 'cuartos traseros', 'rear leg*', 'patas de atras',
    'patas traseras', 'pata trasera', 'pata de atras',
  ],
  PARALYSIS: ['peso muerto', 'parali*', 'arrastr*', 'no funcionan', 'no le responden', 'no se mueven'],
  MOVE: ['mueve', 'mueven', 'mover', 'moviendo'],
  LIMP: [
    'tres patas', 'apoyandola un poco', 'apoya poco', 'camina raro', 'camina extrano', 'camina mal', 'no apoya',
    'no pisa', 'cojo', 'cojea*', 'coja', 'renque*',
  ],
  LEGS: ['pata', 'patas', 'patitas', 'las de atras', 'las traseras'],
  FRONT_ONLY: [
    'con las de alante', 'con las de adelante', 'con las delanteras', 'de alante nada mas', 'de adelante nada mas',
    'solo las de alante', 'solo las de adelante', 'solo con las de adelante', 'solo con las patas de adelante',
    'solo las delanteras', 'con las delanteras nada mas',
  ],
} satisfies ConceptTerms;
