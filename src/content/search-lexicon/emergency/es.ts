// Emergencies: poisons and medicines, breathing, bleeding, seizures, falls, heat, collapse, the 24/7 vets and first
// aid; the words that say a question is an emergency, and those that set an alarming word in an everyday question
// (docs/search.md, "Intents").
// Here the Spanish words. How a word is written and which file it goes in: docs/search.md.
import type { SearchLexiconPart } from '../group-names.ts';

export const emergencyEs: SearchLexiconPart = {
  synonyms: {
    EMERGENCY: ['emergencia', 'urgencia'],
    LILY: ['lirio', 'lirios'],
    ANTIFREEZE: ['anticongelante'],
    RAT_POISON: ['veneno para ratas'],
    POISON: ['veneno', 'envenenado', 'toxico'],
    BREATHING: ['tos', 'tose', 'tosiendo', 'respira', 'respirar', 'jadea', 'jadeando'],
    SMOKE: ['humo', 'polvo', 'pulmones', 'asma'],
    BURN: ['quemadura', 'quemaduras', 'quemado', 'quemada', 'se quemo'],
    ELECTRIC_SHOCK: ['enchufe', 'corrientazo'],
    BLEEDING: ['sangre', 'sangrando', 'sangrar', 'herida', 'se corto'],
    SEIZURE: ['convulsiones', 'pataleando'],
    FALL: ['atropellado', 'se cayo', 'aplastado'],
    HEAT_STROKE: ['golpe de calor', 'sin aire', 'calor', 'caliente'],
    COLLAPSE: ['congelado'],
    OPEN_ALL_NIGHT: ['24 horas'],
    FIRST_AID: ['primeros auxilios'],
    FIRST_AID_KIT: ['botiquin'],
  },
  intents: {
    emergency: [
      'emergencia', 'urgencia', 'no respira', 'sangrando', 'sangre', 'veneno', 'envenenado', 'convulsiones',
      'atropellado', 'lirio', 'respira', 'respirar', 'respirando', 'se ahoga', 'ahogando', 'encias azules', 'sangra',
      'sangrar', 'se cayo', 'convulsiona', 'convulsionando', 'se desmayo', 'no puede orinar', 'golpe de calor',
    ],
  },
  // Everyday frames: an alarming word in one of these questions asks about everyday care, not an emergency.
  everydayFrames: ['analisis de sangre', 'examen de sangre', 'es normal'],
  // Emergency words that name a test, not a cat in trouble (asked with a price, an everyday question).
  testWords: ['sangre'],
  // Emergency words that name what is toxic, and the words that say a cat met it.
  toxicWords: ['veneno', 'lirio'],
  exposureWords: ['comio', 'se comio', 'lamio', 'lamiendo', 'mordio', 'trago', 'bebio'],
};
