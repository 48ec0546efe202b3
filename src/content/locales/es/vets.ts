import meta from '../../data/meta.json' with { type: 'json' };
import type { LocationPrecision } from '../../geo.ts';
import { shortenForDisplay, vetsPage as englishVetsPage, type ShortfallOrigin } from '../../pages/vets.ts';
import type { Translated } from '../types.ts';

// Spanish copy for /es/vets, translated from src/content/pages/vets.ts (terms: docs/glossary/es.md). The
// headings' numbers are passed in by the page, as in English. `lowCostQuery` stays English: it is the q value
// the filter matches against the directory's words (src/features/vet-directory/vet-filter-form.tsx).

const precisionWords: Record<Exclude<LocationPrecision, 'address'>, string> = {
  zip: 'zona del código postal',
  neighbourhood: 'zona del vecindario',
  borough: 'condado',
};

type EnglishVetsPage = typeof englishVetsPage;

const vetsWord = (n: number) => (n === 1 ? 'veterinario' : 'veterinarios');

/** "noviembre de 2026" from the directory's compile date (YYYY-MM-DD), read in UTC so no time zone shifts it. */
const compiledOn = new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
  new Date(`${meta.compiledOn}T00:00:00Z`),
);

/** 'el Bronx', 'Queens': a borough's name inside a Spanish sentence. */
const inSentence = (borough: string) => (borough === 'Bronx' ? 'el Bronx' : borough);

export const vetsPage: Translated<typeof englishVetsPage> = {
  heading({ location, lowCost }: Parameters<EnglishVetsPage['heading']>[0]): string {
    const base = lowCost ? 'Veterinarios de bajo costo' : 'Veterinarios';
    return location ? `${base} que coinciden con “${shortenForDisplay(location)}”` : `${base} en NYC`;
  },
  summary({
    location,
    lowCost,
    count,
    lowCostCount,
    newJerseyCount = 0,
  }: Parameters<EnglishVetsPage['summary']>[0]): string {
    if (!location && !lowCost) {
      return `${count} ${vetsWord(count)} en los cinco condados, ${lowCostCount} de ellos de bajo costo o con precio rebajado, y ${newJerseyCount} cerca, en New Jersey. Cada uno dice cuándo lo confirmamos por última vez — llame antes de ir.`;
    }
    const what = lowCost ? `${vetsWord(count)} de bajo costo` : vetsWord(count);
    const where = location ? ` que coinciden con “${shortenForDisplay(location)}”` : ' en NYC';
    return `Se encontraron ${count} ${what}${where}.`;
  },
  filter: {
    legend: 'Buscar un veterinario',
    locationLabel: 'Condado, vecindario o código postal (ZIP)',
    locationHint: 'Por ejemplo: Brooklyn, Astoria o 10065',
    lowCostLabel: 'Solo clínicas de bajo costo',
    lowCostQuery: englishVetsPage.filter.lowCostQuery,
    submit: 'Buscar',
    clear: 'Ver todos los veterinarios',
  },
  nearMe: {
    button: 'Ordenar por distancia desde donde estoy',
    stop: 'Dejar de ordenar por distancia',
    locating: 'Buscando dónde está…',
    privacy: 'Su ubicación se queda en su teléfono: solo se usa para ordenar esta lista.',
    heading: 'Los más cerca de usted',
    distance(miles: number, precision: LocationPrecision | null): string {
      const rounded = miles < 10 ? miles.toFixed(1) : String(Math.round(miles));
      const where = precision && precision !== 'address' ? ` — ${precisionWords[precision]}` : '';
      return `A unas ${rounded} millas${where}`;
    },
    noPoint: (borough: string) => `En algún lugar de ${borough} — no tenemos la dirección`,
    noCoordinates:
      'Ninguno de los veterinarios de esta lista tiene su lugar en el mapa en nuestros datos, así que no los podemos ordenar por distancia. Mejor escriba su condado, vecindario o código postal.',
    denied:
      'No se dio permiso para usar su ubicación, así que no podemos ordenar por distancia. Escriba su condado, vecindario o código postal, o permita la ubicación para este sitio en la configuración de su navegador.',
    unavailable:
      'Su ubicación no está disponible en este aparato ahora mismo. Mejor escriba su condado, vecindario o código postal.',
  },
  shortfall: {
    id: 'borough-shortfall',
    title(borough: string, callable: number): string {
      return callable === 0
        ? `No tenemos ningún veterinario en ${inSentence(borough)} con un teléfono confirmado`
        : `Solo tenemos ${callable} ${vetsWord(callable)} en ${inSentence(borough)} con un teléfono confirmado`;
    },
    body(borough: string, listed: number): string {
      return `Nuestra lista tiene ${listed} ${vetsWord(listed)} en ${inSentence(borough)} en total. Un teléfono cuenta como confirmado cuando la página de la clínica o dos fuentes distintas lo dan. Abajo están los lugares más cercanos con teléfono confirmado en otros condados — llame antes de ir.`;
    },
    nearestTitle: 'Los más cercanos con teléfono confirmado, en otros condados',
    distanceFrom(origin: ShortfallOrigin, borough: string): string {
      if (origin.kind === 'you') return 'Las distancias son millas en línea recta desde donde usted está.';
      if (origin.kind === 'zip')
        return `Las distancias son millas en línea recta desde el código postal ${origin.zip}.`;
      return `Las distancias son millas en línea recta desde el centro de ${inSentence(borough)}.`;
    },
    findMoreTitle: 'Encuentre más cerca de usted',
    findMore: [
      {
        key: 'city311',
        label: 'NYC 311: pregúntele a la ciudad por atención para animales cerca de usted (o marque 311)',
      },
      { key: 'aspca', label: 'Clínicas veterinarias comunitarias de la ASPCA en el Bronx, Brooklyn y Queens' },
      { key: 'acc', label: 'Animal Care Centers of NYC: centros de cuidado y ayuda por condado' },
    ],
  },
  emergencyBox: {
    title: '¿Emergencia con su gato? Llame ya a un hospital de animales 24/7',
  },
  emergencyList: {
    id: 'emergency-hospitals',
    title: 'Hospitales de animales de emergencia 24/7',
    intro:
      'Solo hospitales cuyo horario 24/7 está confirmado por su propia página o por dos fuentes. Llame antes de ir.',
  },
  topLowCost: {
    id: 'top-low-cost',
    title: 'Clínicas de bajo costo recomendadas',
    intro:
      'Atención con precio rebajado o de bajo costo. Muchas piden ingresos bajos o vivir en cierta zona: lea quién puede ir antes de salir.',
  },
  results: { id: 'results', title: 'Resultados' },
  byBorough: {
    id: 'by-borough',
    title: 'Veterinarios por condado',
    intro: 'Toque un condado para ver sus veterinarios. Las clínicas de bajo costo salen primero.',
    count: (n: number, low: number) => `${n} ${vetsWord(n)} · ${low} de bajo costo`,
  },
  empty: {
    title: 'No encontramos veterinarios con lo que buscó',
    hint: 'Pruebe con otro lugar o vea todos los veterinarios abajo.',
  },
  card: {
    specialty: 'Especialidad',
    examFee: 'Costo de la consulta',
    eligibility: 'Quién puede ir',
    services: 'Servicios',
    walkIns: 'Atienden sin cita',
    status: 'Estado',
    costLevels: {
      low: 'Bajo costo',
      moderate: 'Costo moderado',
      expensive: 'Costo más alto',
      unknown: 'Costo no conocido',
    },
  },
  tips: {
    id: 'money-saving-tips',
    title: 'Cómo ahorrar dinero',
    items: [
      'Llame primero y pregunte cuánto cuesta una consulta básica y cómo se puede pagar — los precios cambian y muchas clínicas no los publican.',
      'Las clínicas de bajo costo muchas veces piden prueba de ingresos, de ayuda del gobierno o de dónde vive. Llévela la primera vez.',
      'Pregúntele a cualquier veterinario por planes de pago, y si trabajan con organizaciones que ayudan a pagar.',
      'La esterilización y la vacuna de la rabia cuestan menos con los programas de la ciudad y de organizaciones sin fines de lucro que con la mayoría de los veterinarios privados.',
      'Mantenga al día las vacunas y los chequeos: encontrar un problema a tiempo casi siempre sale más barato que una emergencia.',
      'Si el gato vive en su bodega, pregunte a los grupos de rescate y de TNR del barrio — algunos ayudan con los gastos del veterinario.',
    ],
    financialLink: 'Ver ayuda económica y fondos para emergencias',
  },
  lastVerified: {
    id: 'last-verified',
    title: '¿Qué tan al día está esta lista?',
    body: `Esta lista se hizo en ${compiledOn} con fuentes públicas que tienen fecha. Cada lugar dice cuándo se confirmaron sus datos por última vez y qué tan seguros son. Las clínicas se mudan, cierran y cambian precios: llame antes de ir, y avísenos si algo está mal.`,
  },
};
