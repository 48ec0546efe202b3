import type { Translated } from '../types.ts';
import type {
  dailyCarePage as englishDailyCarePage,
  litterFigures as englishLitterFigures,
  typicalPriceNote as englishTypicalPriceNote,
} from '../../pages/daily-care.ts';

// Spanish copy for /es/daily-care, translated from src/content/pages/daily-care.ts (terms: docs/glossary/es.md).
// Same tone as the English: never shame the owner, always say what to do.

export const typicalPriceNote: Translated<typeof englishTypicalPriceNote> =
  'Precios comunes en la ciudad de Nueva York según nuestras notas de precios (enero de 2025 y julio de 2025), no los precios de un lugar en particular. Los precios cambian — siempre pregunte el precio antes.';

export const litterFigures: Translated<typeof englishLitterFigures> = {
  scoop: 'todos los días',
  fullClean: '2 veces por semana',
};

export const dailyCarePage: Translated<typeof englishDailyCarePage> = {
  lead: 'La mayoría de los días no hay emergencias. Este es el cuidado de todos los días que mantiene sano a un gato de bodega — comida, arena, aseo, vacunas y tranquilidad — y las reglas para gatos en tiendas de NYC.',
  guidesTitle: 'Guías de cuidado diario',
  guides: [
    {
      route: 'feeding',
      label: 'Guía de comida',
      description: 'Qué darle de comer, 3 comidas al día, cuánto, y las comidas que son veneno para los gatos.',
    },
    {
      route: 'grooming',
      label: 'Aseo',
      description:
        'Cepillado, uñas, una rutina diaria de 10-15 minutos, herramientas y precios de peluquería para gatos.',
    },
    {
      route: 'preventiveHealth',
      label: 'Salud preventiva',
      description: 'Vacunas (la de la rabia es obligatoria por ley), chequeos, costos del año y señales de alarma.',
    },
    {
      route: 'behavioralWellness',
      label: 'Comportamiento y bienestar',
      description: 'Señales de estrés, ideas para entretenerlo y ayuda con problemas de comportamiento comunes.',
    },
  ],
  sickSigns: {
    title: 'Señales de que su gato puede estar enfermo',
    intro:
      'Usted ve a su gato todos los días, así que es el primero en notar un cambio. Darse cuenta a tiempo es mejor para el gato y le sale más barato a usted.',
    earlyTitle: 'Llame a su veterinario en uno o dos días si ve',
    urgentTitle: 'Llame ya a un hospital de animales 24/7 si ve',
    urgentAction: 'Qué hacer en una emergencia',
    callLabel: 'Llamar 24/7',
    moreLabel: 'Todas las señales de alarma',
  },
  litter: {
    title: 'Cuidado de la caja de arena',
    intro:
      'Una caja limpia hace que el gato la siga usando, evita malos olores para los clientes y le deja ver problemas de salud a tiempo.',
    steps: [
      `Saque los grumos ${litterFigures.scoop}: quite los grumos y la caca cada día, mejor antes de abrir.`,
      `Limpie toda la caja ${litterFigures.fullClean}: bote toda la arena, lave la caja con jabón suave y agua caliente, séquela y vuelva a llenarla.`,
      'Ponga la caja en un lugar tranquilo, lejos de la comida, la mercancía de comer y los platos del gato.',
      'Use arena que se hace grumos, sin olor, de unas 2 pulgadas de alto; a muchos gatos no les gustan los olores fuertes.',
      'Lávese las manos cada vez que limpie, y mantenga la arena lejos de donde se prepara comida.',
    ],
    watchTitle: 'Lo que le dice la caja de arena',
    watch: [
      'Mucha más o mucha menos orina que de costumbre, o con sangre — llame a su veterinario hoy.',
      'Un gato macho que puja en la caja y le sale poco o nada es una emergencia — llame ya a un hospital 24/7.',
      'Diarrea por más de un día, o estreñimiento con pujos — llame a su veterinario.',
      'Si hace fuera de la caja, muchas veces es por estrés o dolor, no porque se porte mal — vea la guía de comportamiento.',
    ],
  },
  shopSafety: {
    title: 'Una bodega segura para el gato',
    intro:
      'La mayoría de los accidentes de los gatos de bodega pasan en los mismos lugares. Unas costumbres sencillas evitan caídas, aplastones y cosas tragadas que terminan en el veterinario de emergencia.',
    items: [
      'Ponga una malla fuerte y bien ajustada en cada ventana a la que llegue el gato, y mantenga cerrada la ventana de la escalera de incendios. Los gatos se caen de pisos bajos y de pisos altos.',
      'Fíjese dónde está el gato antes de bajar la reja o la cortina de metal, cerrar la nevera o una puerta pesada, o mover mercancía.',
      'Guarde hilos, cintas, ligas y adornos brillosos, y mantenga los cables fuera de su alcance o tapados.',
      'Guarde los productos de limpieza, el veneno para ratas y el anticongelante donde el gato no llegue, y no tenga lirios en la bodega.',
      'Dele al gato su lugar favorito lejos de la puerta, para que no le den ganas de salir corriendo a la calle.',
    ],
  },
  legal: {
    title: 'Reglas de NYC para gatos en tiendas',
    intro:
      'Muchas bodegas tienen gato, y muchos dueños no saben bien qué dicen las reglas. Esto es lo que dicen hoy, según fuentes oficiales, con la fecha en que revisamos cada una. Es información general, no consejo legal.',
    todayTitle: 'Lo que se permite hoy',
    today: [
      'Hoy no se permite: el Código de Salud de NYC dice que no se puede tener ningún animal vivo en un negocio de servicio de comida, y las reglas del Estado de Nueva York para tiendas de comida (bodegas) prohíben tener animales vivos en la tienda. Una ley de la ciudad sola no puede cambiar la regla del estado.',
      'Se permite y es obligatorio: todo gato tiene que estar vacunado contra la rabia, viva donde viva. Un gato de bodega que está con los clientes necesita su vacuna de la rabia al día.',
      'Ninguna de estas reglas le pide que se deshaga de su gato. Si le preocupa una inspección, mantenga al gato lejos de la comida, tenga a mano su certificado de la rabia, y hable con un grupo de rescate o con su veterinario sobre sus opciones.',
    ],
    rulesTitle: 'Reglas vigentes',
    pendingTitle: 'Propuestas pendientes — todavía no son ley',
    pendingIntro:
      'Estos proyectos de ley cambiarían las reglas para los gatos de bodega. No son ley a menos que cambie su estado; revise la página oficial para ver lo último.',
    statusLabel: 'Estado según lo anotamos',
    pointsLabel: 'Lo que dice',
    sourcesLabel: 'Fuentes',
    confirmedLabel: 'Confirmado por última vez',
    undatedLabel: 'Fuente sin fecha',
    conflictNote: 'Las fuentes no están de acuerdo en la multa, así que no damos una cifra — revise la ley misma.',
  },
};
