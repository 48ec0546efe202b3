// Seizures, collapse, standing and walking: the Spanish (and Spanglish) terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const collapseEs = {
  SEIZURE: ['ojos en blanco', 'ojos volteados', 'convuls*', 'ataque*', 'espasmo*'],
  TREMBLE: ['castane*', 'sacud*', 'temblequ*', 'escalofri*', 'tembl*', 'tirit*'],
  PADDLE: ['como si corriera', 'como corriendo', 'patale*', 'pedale*'],
  FOAM: ['espuma*', 'babe*'],
  COLLAPSE: [
    'no levanta la cabeza', 'no responde', 'no reacciona', 'no se mueve cuando', 'tirado sin moverse',
    'tirada sin moverse', 'tirado en el piso', 'tirada en el piso', 'tirado en el suelo', 'tirada en el suelo',
    'como ido', 'como ida', 'no me mira', 'no wake up', 'no waking up', 'no waking', 'no la puedo despertar',
    'no lo puedo despertar', 'no puedo despertarla', 'no puedo despertarlo', 'no se despierta', 'cayo de lado',
    'apenas se mueve', 'casi no se mueve', 'no se mueve casi', 'tirado ahi', 'tirada ahi', 'mirando a la nada',
    'se privo', 'privado', 'privada', 'se desmayo', 'tirado de lado', 'tirada de lado', 'se desplomo',
    'se cayo de lado', 'no se para', 'colaps*', 'desmay*', 'inconscien*', 'no despierta', 'no se mueve', 'sin vida',
    'casi no reacciona',
  ],
  FLOPPY: ['como trapo', 'desgonzad*'],
  STAND: [
    'parar', 'pararse', 'se para', 'ponerse de pie', 'bear weight on anything', 'apoya ninguna', 'apoyar ninguna',
    'levant*', 'parars*',
  ],
  WALK: ['camin*', 'andar'],
  RECOGNIZE: ['reconoce', 'reconocio'],
  WOBBLY: [
    'camina como borracho', 'camina como borracha', 'tambale*', 'mareado', 'mareada', 'como borracho', 'como borracha',
    'dando vueltas', 'no camina derecho',
  ],
  STIFF: ['tieso', 'tiesa', 'rigido', 'rigida', 'estirado', 'estirada'],
  UNEVEN_PUPILS: ['una pupila', 'pupilas diferentes', 'pupilas distintas'],
  WHILE_ASLEEP: ['mientras duerme', 'cuando duerme', 'mientras esta dormido', 'mientras esta dormida'],
} satisfies ConceptTerms;
