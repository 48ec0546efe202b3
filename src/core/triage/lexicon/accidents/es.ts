// Accidents: vehicles, attacks, kicks, crushes and falls: the Spanish (and Spanglish) terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const accidentsEs = {
  VEHICLE: [
    'guagua*', 'montacarga*', 'carretilla*', 'carrito', 'carro*', 'coche*', 'auto', 'camion*', 'van', 'bici*', 'moto*',
    'vehiculo*',
  ],
  HIT: [
    'choco', 'chocaron', 'choque', 'chocado', 'le dio', 'lo golpeo', 'la golpeo', 'agarro', 'cogio', 'runover',
    'atropell*', 'le pego', 'pego', 'paso por encima', 'arroll*',
  ],
  ATTACKED: [
    'zangolote*', 'lo sacudio', 'la sacudio', 'agarro a mi', 'maul*', 'ataco', 'mordio', 'mordid*', 'lo agarro',
    'la agarro',
  ],
  STUCK: ['no sale mas', 'no termina de salir', 'a medio salir', 'atascad*', 'atorad*'],
  CRUSH: [
    'le cayo encima', 'se le cayo encima', 'estaba debajo', 'lo sacamos de abajo', 'la sacamos de abajo',
    'atrapado contra', 'atrapada contra', 'apretado contra', 'apretada contra', 'aplast*', 'machuc*', 'prensad*',
    'se sento encima', 'se le sento', 'quedo atrapado', 'quedo atrapada',
  ],
  GLASS: ['vidrio*', 'cristal*'],
  DOOR: ['cortina', 'puerta*', 'reja*', 'porton*', 'cortina metalica', 'gaveta*', 'cajon*', 'recliner*'],
  CLOSE: ['baje la', 'bajo y', 'agarr*', 'atrap*', 'cerr*'],
  ON_TOP: ['quedo debajo', 'quedo abajo', 'le cayo encima', 'encima', 'cayo encima', 'le cayo'],
  FALL: [
    'esmand*', 'se esmando', 'se desbarranco', 'se esnuco', 'se vino abajo', 'se fue abajo', 'se rodo', 'rodo por',
    'se resbalo por', 'se jonde*', 'jonde*', 'se esmolle*', 'se resbalo', 'se fue por', 'cayo', 'se cayo', 'cae',
    'caida',
  ],
  JUMP_OUT: [
    'se salio por la', 'salio por la ventana', 'se tiro por', 'se aviento', 'se tiro', 'se lanzo', 'salto por',
    'salto de la ventana',
  ],
  HEIGHT: [
    'ventana*', 'techo*', 'azotea*', 'terraza*', 'balcon*', 'cornisa*', 'baranda*', 'piso', 'toldo*', 'andamio*',
    'gabinete*', 'estante*', 'repisa*', 'escalera*', 'alto', 'altura', 'refrigerador*', 'nevera', 'mostrador',
  ],
  ASLEEP: ['se durmio', 'se quedo dormid*', 'dormido', 'dormida'],
  KICKED: [
    'lo pateo', 'la pateo', 'le dio una patada', 'le dieron una patada', 'patearon', 'pateado', 'pateada', 'golpeado',
    'golpeada', 'le pegaron', 'lo tiraron', 'la tiraron',
  ],
  EXTREMITY: ['cola', 'colita', 'pata', 'patita'],
  DESCEND: ['bajo del', 'bajo de', 'se bajo'],
  HIGH_PLACE: [
    'ventana*', 'techo*', 'azotea*', 'terraza*', 'balcon*', 'cornisa*', 'baranda*', 'piso', 'toldo*', 'andamio*',
    'escalera de incendio*', 'barandal*', 'pisos', 'segundo piso', 'tercer piso', 'cuarto piso', 'quinto piso',
  ],
  JUMP_FROM: [
    'leapt from', 'leapt off', 'salto de', 'salto del', 'salto desde', 'salto por', 'se tiro de', 'se tiro del',
    'se tiro desde', 'se tiro por', 'brinco de', 'brinco del', 'brinco desde', 'brinco por', 'se lanzo de',
    'se lanzo del', 'se lanzo por', 'se aviento de', 'se aviento del', 'se aviento por',
  ],
  RUN_OVER: [
    'atropell*', 'runover', 'arroll*', 'lo golpeo un', 'la golpeo un', 'le dio un carro', 'le paso un carro',
    'le paso por arriba', 'le paso por encima',
  ],
  LANDED: ['cayo sobre el', 'cayo en el piso', 'cayo en el suelo', 'cayo en el cemento'],
  HARD_GROUND: ['cemento', 'concreto', 'acera', 'pavimento'],
  SHUT_IN: ['encerrad*', 'atrapad*'],
  KICK: ['pateo', 'patearon', 'pateado', 'pateada', 'patada', 'patadas'],
} satisfies ConceptTerms;
