import type { Translated } from '../types.ts';
import type { findHelpPage as englishFindHelpPage } from '../../pages/find-help.ts';

// Spanish copy for /es/find-help, translated from src/content/pages/find-help.ts (terms: docs/glossary/es.md).

export const findHelpPage: Translated<typeof englishFindHelpPage> = {
  lead: 'Dónde encontrar un veterinario que pueda pagar, ayuda para pagar la cuenta, esterilización, y qué hacer si un gato necesita un nuevo hogar. Todo aquí es gratis.',
  urgent: {
    title: '¿Su gato está herido o muy enfermo ahora mismo?',
    body: 'Vaya directo a los pasos de emergencia y a los hospitales de animales 24/7.',
    cta: 'Ayuda de emergencia',
  },
  cardsTitle: 'Escoja lo que necesita',
  cards: [
    {
      route: 'vets',
      title: 'Buscar un veterinario',
      body: (nycVetCount: number) =>
        `${nycVetCount} veterinarios y hospitales de animales en NYC, primero las clínicas de bajo costo, cada uno con la fecha en que lo confirmamos por última vez.`,
      cta: 'Ver la lista de veterinarios',
    },
    {
      route: 'vets',
      search: '?q=low%20cost',
      title: 'Veterinarios de bajo costo',
      body: 'Solo las clínicas con precios rebajados, según sus ingresos o gratis — la mayoría piden ingresos bajos o vivir en cierta zona.',
      cta: 'Ver clínicas de bajo costo',
    },
    {
      route: 'financialAssistance',
      title: 'Ayuda para pagar el veterinario',
      body: 'Clínicas gratis, fondos de caridad y planes de pago, bancos de comida para mascotas y programas para gatos de la calle.',
      cta: 'Ayuda económica',
    },
    {
      route: 'communityCats',
      title: 'Un gato afuera de su tienda',
      body: 'Un gato callejero en la puerta, gatitos detrás de las cajas, una colonia de gatos ferales o un gato perdido: qué hacer primero y quién ayuda.',
      cta: 'Guía de gatos de la calle',
    },
    {
      route: 'spayNeuter',
      title: 'Esterilizar o castrar',
      body: 'Esterilización gratis y de bajo costo en la ciudad, cómo prepararse y cómo cuidar a su gato después de la operación.',
      cta: 'Guía de esterilización',
    },
    {
      route: 'rehoming',
      title: 'Buscarle un nuevo hogar',
      body: 'Grupos de rescate y de adopción en cada condado, y cómo encontrarle usted mismo un hogar seguro a un gato.',
      cta: 'Ayuda para buscarle hogar',
    },
    {
      route: 'surrender',
      title: 'Entregarlo a un refugio',
      body: 'Qué significa entregar un gato, otras opciones antes de hacerlo, y cómo protegerse al buscarle hogar.',
      cta: 'Guía para entregar un gato',
    },
    {
      route: 'workingWithRescues',
      title: 'Trabajar con un grupo de rescate',
      body: 'Lo que un grupo de rescate le puede ofrecer a un gato de bodega, buenas señales, señales de alerta y qué preguntar.',
      cta: 'Guía de grupos de rescate',
    },
  ],
};
