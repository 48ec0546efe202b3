import { countForm } from '../fill.ts';
import type { Translated } from '../types.ts';
import type { homePage as englishHomePage } from '../../pages/home.ts';

// Spanish copy for the home page, translated from src/content/pages/home.ts (terms: docs/glossary/es.md).

export const homePage: Translated<typeof englishHomePage> = {
  title: 'Ayuda gratis para los gatos de bodega de NYC',
  emergencyHeading: '¿Su gato tiene una emergencia? Toque lo que está pasando:',
  emergencyCards: [
    { anchor: 'breathing', label: 'No puede respirar', icon: 'wind' },
    { anchor: 'bleeding', label: 'Está sangrando', icon: 'bandage' },
    { anchor: 'poisoning', label: 'Envenenamiento', icon: 'flask' },
    { anchor: 'urinary', label: 'Gato macho no puede orinar', icon: 'droplet' },
    { anchor: 'seizure', label: 'Convulsión', icon: 'bolt' },
    { anchor: 'injury', label: 'Atropellado o se cayó', icon: 'car' },
  ],
  lead: 'Ayuda en palabras sencillas para dueños de bodega y quienes cuidan gatos: qué hacer en una emergencia, veterinarios 24/7 y de bajo costo, precios y el cuidado de todos los días. Solo para informar — no es consejo veterinario.',
  categories: [
    {
      route: 'emergency',
      title: 'Emergencias',
      body: 'Qué hacer primero si no puede respirar, está sangrando, se envenenó y más, y los hospitales de animales 24/7.',
      tone: 'emergency',
    },
    {
      route: 'findHelp',
      title: 'Buscar ayuda',
      body: 'Veterinarios de bajo costo, ayuda para pagar, esterilización, grupos de rescate y cómo buscarle un nuevo hogar, en los cinco condados.',
      tone: 'brand',
    },
    {
      route: 'dailyCare',
      title: 'Cuidado diario',
      body: 'Comida, arena, aseo, vacunas y las señales de que su gato está enfermo.',
      tone: 'brand',
    },
  ],
  categoriesHeading: '¿Qué necesita?',
  factsHeading: 'Bueno saber',
  facts: {
    vetsListed: (count: number) =>
      `${count} ${countForm('es', count, { one: 'veterinario', other: 'veterinarios' })} de NYC en la lista`,
    vetsNote:
      'Hospitales de emergencia y clínicas en los cinco condados, cada uno con la fecha en que lo confirmamos por última vez.',
    checkup: '$75-200',
    checkupLabel: 'Lo que cuesta un chequeo normalmente',
    checkupNote: 'Precios comunes en NYC en enero de 2025 — pregunte el precio en la clínica.',
    freeLabel: 'Gratis',
    freeNote: 'Este sitio es gratis: no tiene que registrarse ni abrir una cuenta.',
  },
  healthCheck: {
    title: 'Revisión rápida de salud',
    intro: 'Mire bien a su gato un minuto cada día. Un cambio es muchas veces la primera señal de un problema.',
    goodTitle: 'Buenas señales',
    good: [
      'Come y bebe como siempre',
      'Orina y hace caca en la caja de arena todos los días',
      'Ojos claros y brillantes, y la nariz limpia',
      'Encías rosadas',
      'Respira tranquilo, sin esfuerzo y con la boca cerrada',
      'Se lame para limpiarse y se mueve normal',
    ],
    warningTitle: 'Señales de alarma — llame al veterinario',
    warning: [
      'No come en todo un día, o se esconde',
      'Vomita o tiene diarrea más de una vez, o con sangre',
      'Puja en la caja de arena (si es gato macho: vaya ya)',
      'Respira con la boca abierta, o tiene las encías pálidas o azules (vaya ya)',
      'Cojea, tiene una herida o algo hinchado',
      'Pierde peso, o bebe mucha más agua que de costumbre',
    ],
    moreLink: 'Más señales de que su gato está enfermo',
  },
};
