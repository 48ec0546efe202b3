// Breathing, the nose and the mouth: the Spanish (and Spanglish) terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const breathingEs = {
  BREATH: ['costados', 'la barriga sube', 'pecho', 'costillas', 'respir*'],
  LABORED: [
    'suena', 'ruido*', 'con la barriga', 'rapid*', 'rapido', 'rapida', 'dificil*', 'dificultad', 'fuerte', 'raro',
    'rara', 'agitad*', 'mal', 'bien',
  ],
  BREATH_OFF: [
    'no respira bien', 'no respira normal*', 'no respira como siempre', 'no respirando bien', 'no respirando normal*',
    'no respirando como siempre', 'no respirar bien', 'no respirar normal*', 'no respirar como siempre',
    'no esta respira bien', 'no esta respira normal*', 'no esta respira como siempre', 'no esta respirando bien',
    'no esta respirando normal*', 'no esta respirando como siempre', 'no esta respirar bien',
    'no esta respirar normal*', 'no esta respirar como siempre', 'no anda respira bien', 'no anda respira normal*',
    'no anda respira como siempre', 'no anda respirando bien', 'no anda respirando normal*',
    'no anda respirando como siempre', 'no anda respirar bien', 'no anda respirar normal*',
    'no anda respirar como siempre',
  ],
  BAD_BREATH: ['mal aliento'],
  PANT: ['jade*', 'respira como perro', 'respira como un perro'],
  GASP: ['boque*', 'struggles for air'],
  CHOKE: ['ahog*', 'algo en la garganta'],
  WHEEZE: ['pito', 'pitido', 'silba*', 'chifl*', 'ronca*', 'hervidero', 'silbid*'],
  OPEN_MOUTH: ['boquita abierta', 'lengua afuera', 'con la lengua afuera', 'boca abierta'],
  BLUE: ['azul*', 'morad*', 'palid*', 'blanc*'],
  GUMS: ['encia*', 'lengua', 'labio*'],
  ELBOWS_OUT: ['cuello estirado', 'estira el cuello', 'codos afuera'],
  MOVES_FAST: ['sube y baja', 'hella fast', 'muy rapido', 'bien rapido'],
  COUGH: ['tos', 'tose', 'tosiendo', 'toser', 'tosio'],
  SNEEZE: ['moco', 'nariz tapada', 'mocos', 'estornud*'],
  NOSE: ['noses', 'nariz', 'naricita'],
  STUFFY: ['de la nariz', 'por la nariz', 'nariz tapada', 'nariz tapa', 'congestionad*', 'boca cerrada'],
  GOT_IT_OUT: ['lo escupio', 'lo boto', 'lo saco solo'],
  AFTER_PLAY: ['despues de jugar', 'despues de correr'],
  CHATTER: ['castanetea*'],
  PURR: ['ronrone*'],
} satisfies ConceptTerms;
