// At the vet, on the way, or treated: the Spanish (and Spanglish) terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const vetEs = {
  VET_CLEARED: [
    'sano', 'sana', 'saludable', 'no infection', 'no tiene nada', 'no le encontro nada', 'no le encontraron nada',
    'todo normal',
  ],
  HERE: ['ya llegamos', 'llegamos', 'estamos aqui', 'ya estamos aqui', 'ya estoy aqui'],
  ARRIVED: [
    // "Ya lo tengo en la clínica de emergencia".
    'lo tengo en', 'la tengo en', 'ya lo tengo en', 'ya la tengo en', 'lo llevamos a', 'la llevamos a', 'lo lleve a',
    'la lleve a', 'fuimos a la', 'fuimos al', 'ya llegamos', 'estamos aqui', 'en la emergencia', 'llegamos',
    'estamos en', 'estoy en', 'ya estamos',
  ],
  VET_PLACE: ['spay van', 'veterinar*', 'centro medico', 'clinica*', 'emergencia*'],
  VET_DID: [
    'le quitaron', 'le sacaron', 'le dieron', 'ya lo vieron', 'ya la vieron', 'lo curaron', 'la curaron', 'lo cosieron',
    'la cosieron', 'lo atendieron', 'la atendieron',
  ],
  HOME_AGAIN: [
    'esta en casa', 'esta bien en casa', 'esta en la tienda', 'esta en la bodega', 'ya esta en casa',
    'ya esta bien en casa', 'ya esta en la tienda', 'ya esta en la bodega', 'ya en casa', 'ya bien en casa',
    'ya en la tienda', 'ya en la bodega',
  ],
  NO_VET: [
    'no money for', 'no vet', 'no puedo pagar', 'no puedo llevarlo', 'no puedo llevarla', 'no tengo dinero',
    'no tengo para', 'no tengo como', 'no lo lleve', 'no la lleve', 'no lo llevamos', 'no la llevamos', 'no fuimos',
    'cerrado', 'cerrada',
  ],
  IN_SURGERY: [
    'en cirugia', 'en la cirugia', 'en el quirofano', 'lo estan operando', 'la estan operando', 'hospitalizad*',
    'internad*', 'en cuidados intensivos',
    // A stay that is over: the vet had the cat ("estuvo en el hospital dos noches porque no podía orinar").
    'estuvo en el hospital',
  ],
  VET_CUSTODY: [
    // "Ya lo están atendiendo": the hospital has the cat now.
    'lo estan atendiendo', 'la estan atendiendo', 'ya lo atienden', 'ya la atienden', 'lo tienen', 'la tienen',
    'esta con el', 'esta con la', 'ya esta con', 'ya lo tienen', 'ya la tienen',
  ],
  VET_HAS_CAT: [
    'gato esta en', 'gata esta en', 'gato ta en', 'gata ta en', 'esta en el hospital', 'esta en la clinica', 'sonda',
    'suero', 'internado', 'internada', 'pusieron', 'lo operaron', 'la operaron', 'cirugia', 'dijo', 'nos dijo',
    'recomendo', 'en la casa', 'trajimos a casa', 'le puso', 'le pusieron', 'se queda la noche', 'hospitaliz*',
    'internad*', 'took x rays', 'x ray*', 'lo vio', 'la vio', 'lo revisaron', 'la revisaron', 'le hicieron',
    'dieron de alta', 'salio del hospital', 'salio de la clinica', 'lo tiene', 'la tiene', 'lo estan atendiendo',
    'la estan atendiendo',
  ],
} satisfies ConceptTerms;
