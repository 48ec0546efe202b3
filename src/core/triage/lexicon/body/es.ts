// Eyes, ears, skin colour and the belly: the Spanish (and Spanglish) terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const bodyEs = {
  EYE: ['ojo', 'ojos', 'cornea*'],
  EYE_HURT: [
    'se le clavo', 'clavo algo', 'clavado', 'clavada', 'saltado', 'saltones', 'brotado', 'astilla*', 'fuera', 'salido',
    'reventad*', 'sangr*', 'lastim*', 'arano', 'aranazo', 'se le salio', 'nublad*', 'no lo puede abrir', 'pelea*',
    'herid*',
  ],
  SQUINT: [
    'pegad*', 'lo cierra', 'la cierra', 'cierra el ojo', 'cierra el ojito', 'tercer parpado',
    // The third eyelid, as people see it: "una telita blanca en los ojos".
    'telita', 'tela blanca', 'telilla', 'lloros*', 'medio cerrao', 'medio cerrado', 'medio cerrada', 'lagan*',
    'lagrim*', 'rojo', 'conjuntiv*', 'leganas',
  ],
  EAR: ['oreja*'],
  YELLOW: ['mostaza', 'amarill*'],
  JAUNDICE: ['icteri*'],
  BELLY: ['bellies', 'barriga*', 'panza*', 'estomago*', 'vientre*', 'barrig*'],
  HARD: ['dura', 'duro', 'piedra'],
  GUNK: ['cera', 'sucio*', 'sucia*', 'mugre', 'borra'],
  EAR_PROBLEM: [
    'sacudiendo la cabeza', 'rasca* la oreja', 'rasca* las orejas', 'ear mites', 'acaros', 'sacude la cabeza',
  ],
} satisfies ConceptTerms;
