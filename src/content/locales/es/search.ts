import type { Translated } from '../types.ts';
import type { searchCopy as englishSearchCopy } from '../../pages/search.ts';

// Spanish copy for the nav search box and /es/search, translated from src/content/pages/search.ts (terms:
// docs/glossary/es.md). The suggested and popular searches are Spanish words a person would type.

export const searchCopy: Translated<typeof englishSearchCopy> = {
  box: {
    searching: 'Buscando…',
    opening: (title: string) => `Abriendo ${title}…`,
    viewAll: (count: number) => `Ver los ${count} resultados`,
    noMatch: (query: string) => `No encontramos guías para "${query}"`,
    tryLabel: 'Pruebe a buscar:',
    tryTerms: ['emergencia', 'veterinario', 'comida', 'esterilizar'],
    suggestionsLabel: 'Sugerencias',
    status: (count: number) =>
      count === 0
        ? 'No hay resultados.'
        : `${count} resultado${count === 1 ? '' : 's'} disponible${count === 1 ? '' : 's'}.`,
  },
  help: {
    title: '¿Necesita más ayuda?',
    text: '¿No encuentra lo que busca? Pregunte por su gato con sus propias palabras.',
    button: 'Preguntarle al asistente (IA)',
  },
  page: {
    inputLabel: 'Buscar',
    placeholder: 'Busque ayuda de emergencia, precios del veterinario, consejos de cuidado...',
    submit: 'Buscar',
    resultCount: (count: number, query: string) => `${count} resultado${count === 1 ? '' : 's'} para "${query}"`,
    emergencyTitle: 'Hay resultados de emergencia.',
    emergencyText: 'Si su gato está en peligro ahora mismo, llame al hospital de animales 24/7:',
    noResultsTitle: (query: string) => `No hay resultados para "${query}"`,
    noResultsHint: 'Pruebe con otras palabras, o con una de estas búsquedas comunes:',
    careNotice: '¿Necesita atención ahora mismo? Llame a emergencias 24/7:',
    emptyTitle: '¿Qué está buscando?',
    emptyHint: 'Escriba una pregunta arriba, o escoja una búsqueda común:',
    popularLabel: 'Búsquedas comunes',
    popularSearches: [
      'veterinario de emergencia',
      'veterinario barato',
      'mi gato no quiere comer',
      'cuánto cuesta esterilizar',
      'problemas para respirar',
      'ayuda para pagar',
    ],
  },
  urgencyLabels: { emergency: 'Emergencia', urgent: 'Urgente', normal: 'Normal' },
  sectionLabels: {
    Emergency: 'Emergencia',
    'Find Help': 'Buscar ayuda',
    'Cost Guide': 'Costos',
    'Financial Help': 'Ayuda con los gastos',
    'Daily Care': 'Cuidado diario',
    'Working with Rescues': 'Grupos de rescate',
  },
};
