// Signs of feeling unwell: the Spanish (and Spanglish) terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const unwellEs = {
  WEAK: [
    'aplatanad*', 'muy cansado', 'muy cansada', 'se le doblan', 'se le dobla', 'debil*', 'flojo', 'floja', 'no energy',
    'decaid*', 'apagad*',
  ],
  DISORIENTED: [
    'no me reconocia', 'no me reconoce', 'no me conoce', 'no nos conoce', 'como perdido', 'como perdida',
    'desorientad*',
  ],
  SLOW: ['lento', 'lenta', 'casi no se mueve'],
  THIRST: [
    'bebe de todo', 'toma de todo', 'la arena empapada', 'la caja empapada', 'bebe mucho', 'toma mucho', 'bebe mucha',
    'bebe muchisima', 'toma muchisima', 'bebiendo mucha', 'tomando mucha', 'toma mucha', 'mas agua', 'pegao al tazon',
    'pegado al tazon', 'bebe mucha agua', 'toma mucha agua', 'sed',
  ],
  HIDING: ['no quiere salir', 'se esconde', 'escondid*', 'no es el mismo', 'no es la misma'],
  WEIGHT_LOSS: [
    'mas flaco', 'mas flaca', 'se le ven los huesos', 'se le ve el espinazo', 'se puso flaco', 'se puso flaca',
    'esta flaquito', 'esta flaquita', 'bajando de peso', 'perdiendo peso', 'adelgazando',
  ],
  DRINK: ['bebe', 'bebiendo', 'toma agua', 'tomando agua'],
  OFF: [
    'no es el mismo', 'no es la misma', 'no salio a saludar', 'no sale a saludar', 'no vino a saludar',
    'no viene a saludar', 'no quiere jugar', 'apenas se mueve de', 'duerme mas', 'duerme mucho mas', 'no le interesa',
    'se toca la boca',
    /** A warm nose or ears: a fever (feeling unwell, `OFF`), not the heat of the place (so `OTHER_SENSE` too). */
    'nariz caliente', 'nariz seca y caliente', 'orejas calientes', 'fiebre', 'fever', 'calentura', 'decaid*',
  ],
  PAIN_HANDLED: [
    'flinches when i pick', 'flinches when i touch', 'flinches when you touch', 'flinches if i touch',
    'flinches when i lift', 'se queja cuando lo', 'se queja cuando la', 'llora cuando lo cargo',
    'llora cuando la cargo', 'se queja si lo', 'se queja si la',
  ],
} satisfies ConceptTerms;
