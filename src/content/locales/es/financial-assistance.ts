import type { Translated } from '../types.ts';
import type { financialAssistancePage as englishFinancialAssistancePage } from '../../pages/financial-assistance.ts';

// Spanish copy for /es/financial-assistance, translated from src/content/pages/financial-assistance.ts (terms:
// docs/glossary/es.md). The organisations' own facts come from the sourced data and are not translated.

export const financialAssistancePage: Translated<typeof englishFinancialAssistancePage> = {
  lead: 'Ayuda para pagar el veterinario, la comida y la esterilización de un gato en la ciudad de Nueva York, y ayuda en una crisis, agrupada por lo que necesita.',
  jumpTo: 'En esta página',
  emergency: {
    title: '¿Es una emergencia?',
    body: 'No espere por una ayuda: vaya ya a un hospital de animales 24/7 y pregunte allí por planes de pago.',
    link: 'Ver hospitales de emergencia 24/7',
  },
  card: {
    whoQualifies: 'Quién puede pedirla',
    details: 'Detalles',
    fee: 'Costo',
    alsoOffers: 'También ofrece',
    email: 'Correo electrónico',
  },
  leftOff: (n: number) =>
    n === 1
      ? `${n} programa más de este tipo no se pudo confirmar que siga funcionando, así que no está en la lista.`
      : `${n} programas más de este tipo no se pudieron confirmar que sigan funcionando, así que no están en la lista.`,
  seeAlso: {
    'community-cats': [
      { route: 'communityCats', label: 'Un gato afuera de su tienda: callejeros, gatitos, colonias y gatos perdidos' },
      { route: 'spayNeuter', label: 'Guía de esterilización: clínicas y precios' },
    ],
    'fostering-crisis': [
      { route: 'surrender', label: 'Guía para entregar un gato: refugios y otras opciones' },
      { route: 'rehoming', label: 'Buscarle un nuevo hogar: grupos de rescate por condado' },
    ],
  },
  dataNote:
    'Las reglas, los precios y los teléfonos cambian: revise la página web o llame antes de contar con un programa, y avísenos cuando algo esté mal.',
};
