// Birth, kittens and nursing: the Spanish (and Spanglish) terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const birthEs = {
  BIRTH: [
    'primera camada', 'camada', 'the mama', 'the momma', 'la mama', 'mama gata', 'gata mama', 'prenada', 'prenadas',
    'panzona', 'esperando gatitos', 'momma cat', 'mama cat', 'gata madre', 'contracci*', 'rompio fuente',
    'rompio la fuente', 'rompio aguas', 'en trabajo de parto', 'labor*', 'pariendo', 'parir', 'parto*', 'embaraz*',
    'dando a luz', 'dar a luz',
  ],
  BIRTH_TROUBLE: [
    'no kitten coming', 'no kitten comes out', 'dificultad para parir', 'dificultad para dar a luz',
    'problemas para parir', 'problemas para dar a luz', 'le cuesta parir', 'le cuesta dar a luz', 'no puede parir',
    'no puede dar a luz', 'no sale el gatito', 'no sale ningun gatito', 'no salen los gatitos', 'gatito atorado',
    'gatito atascado',
  ],
  KITTEN: [
    'los chiquitos', 'las chiquitas', 'los chiquititos', 'uno de los chiquitos', 'los bebitos', 'crias', 'gatic*',
    'camada', 'litter mate*', 'hermanitos', 'hermanitas', 'gatito*', 'gatita*', 'bebe', 'bebes', 'recien nacid*',
  ],
  NURSE: ['busca la leche', 'busca la teta', 'mamar', 'mamando'],
  SUCKLE: [
    'tomar la leche', 'tomando la leche', 'la mamila', 'el biberon', 'la tetera', 'nurses', 'mamar', 'mamando',
    'mama de', 'chupar',
  ],
} satisfies ConceptTerms;
