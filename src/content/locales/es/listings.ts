// Spanish for the words of listing cards, hospital tables, the call-ahead advice and the printed sheet
// (src/content/pages/listings.ts); words as in docs/glossary/es.md. Every {placeholder} of the English is kept;
// the code fills in names, places, prices and dates.
import type { Translated } from '../types.ts';
import type { listings as English } from '../../pages/listings.ts';

export const listings: Translated<typeof English> = {
  print: 'Imprimir',
  callAhead: {
    title: 'Llame antes de salir',
    body: 'Las salas de emergencia para animales de NYC a veces no reciben pacientes nuevos y la espera puede ser de horas. Llame antes de salir para que le digan si pueden atender a su gato ya o si debe ir a otro lugar.',
  },
  hospitalTable: {
    caption: 'Hospitales de emergencia 24/7 por condado',
    columns: { name: 'Hospital', where: 'Barrio', call: 'Llamar' },
    callAhead: 'Teléfono sin confirmar — mire la página web y llame antes',
    noWebsite: 'Teléfono sin confirmar — llame antes',
    website: 'Página web',
    noneCallable: 'Ningún hospital 24/7 en {place} tiene un teléfono confirmado. El más cercano que sí tiene:',
    noneListed: 'No tenemos ningún hospital 24/7 en {place}. El más cercano con teléfono confirmado:',
    cost: 'Una visita de emergencia suele costar unos {range} solo por el examen, antes de cualquier tratamiento (precios de {date}).',
    costLink: 'Ayuda para pagar el veterinario',
  },
  printSheet: {
    columns: { name: 'Hospital', where: 'Dónde', phone: 'Teléfono' },
    unconfirmedSuffix: '(sin confirmar: verifique antes)',
    hiddenPhone: 'Sin confirmar: llame antes / mire la página web',
  },
  listing: {
    open24: 'Abierto 24/7',
    call: 'Llamar',
    website: 'Página web',
    directions: 'Cómo llegar',
    reportWrongInfo: 'Avisar de un dato equivocado',
    phoneHiddenBefore: 'Teléfono sin confirmar — mire la',
    phoneHiddenLink: 'página web',
    phoneHiddenAfter: 'antes de ir',
    phoneHiddenNoWebsite: 'Teléfono sin confirmar — busque el nombre o llame al 311 antes de ir',
    phoneUnconfirmed: '(sin confirmar — verifique antes de ir)',
    mayHaveChanged: 'Algunos datos pueden haber cambiado — confírmelos con el lugar.',
    lastChecked: 'Revisado por última vez: {date}',
    noDate: 'Revisado por última vez: fecha desconocida',
    outOfDate: 'Puede estar desactualizado — llame antes',
    feeUnknown: 'Llame para preguntar',
    feeLabel: 'Costo',
    feeUnverified: 'Costo sin confirmar — pregunte cuánto cuesta cuando llame.',
  },
};
