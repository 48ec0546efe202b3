import type { routeDescriptions as englishDescriptions } from '../../../config/route-head.ts';
import type { Translated } from '../types.ts';

// The Spanish meta descriptions of every route (src/config/route-head.ts), moved here from this language's
// chrome.ts unchanged. Only the prerender reads them (src/app/head-words.ts): the browser never loads this file.

export const routeDescriptions: Translated<typeof englishDescriptions> = {
  home: 'Ayuda gratis y en palabras sencillas para quien cuida gatos de bodega y de negocio en NYC: qué hacer en una emergencia, veterinarios 24/7, clínicas de bajo costo, costos, cuidado diario y rescates.',
  search:
    'Busque en todas las guías de Bodega Cat Care NYC: emergencias, veterinarios, costos, comida, esterilización y más.',
  emergency:
    'Qué hacer ya si su gato no puede respirar, está sangrando o se envenenó, y los hospitales de animales de NYC abiertos 24/7.',
  check:
    '¿No sabe si su gato necesita un veterinario ya? Conteste con unos toques y sepa si debe ir ahora a un hospital de animales 24/7, ver a un veterinario en un día, o cuidarlo en casa.',
  findHelp:
    'Veterinarios de bajo costo, ayuda para pagar, esterilización, cómo dar un gato en adopción y grupos de rescate para gatos de bodega y de la calle en NYC.',
  dailyCare:
    'Comida, arena, aseo, vacunas y señales de alarma para gatos que viven en negocios de NYC, y las reglas para gatos de negocio.',
  spayNeuter:
    'Esterilización gratis y de bajo costo en NYC, cómo prepararse y cómo cuidar al gato después de la operación.',
  surrender: 'Refugios, otras opciones antes de entregar un gato y cómo buscarle un nuevo hogar con cuidado en NYC.',
  workingWithRescues:
    'Qué puede ofrecer un grupo de rescate a un gato de negocio, buenas señales, señales de alerta y qué preguntar.',
  behavioralWellness:
    'Señales de estrés, ideas para entretenerlo y soluciones a problemas de conducta comunes en gatos de negocio.',
  vets: 'Hospitales de emergencia y veterinarios de bajo costo en los cinco condados, con la fecha en que se confirmó cada uno.',
  rehoming: 'Grupos de rescate y adopción de NYC por condado, y cómo buscarle un nuevo hogar a un gato con cuidado.',
  breathing:
    'Señales de que la respiración de un gato es una emergencia, qué no hacer y cómo llegar a un veterinario 24/7.',
  firstAid:
    'Primeros auxilios paso a paso para heridas, problemas para respirar, envenenamiento, convulsiones, quemaduras y golpe de calor.',
  feeding: 'Qué, cuándo y cuánto darle de comer a un gato de negocio, las comidas que son veneno y cómo ahorrar.',
  grooming: 'Aseo diario, herramientas, baños, problemas comunes y precios de peluquería para gatos en NYC.',
  preventiveHealth:
    'Vacunas, chequeos, costos del cuidado preventivo y las primeras señales de alarma en gatos de negocio.',
  financialAssistance:
    'Clínicas gratis y de bajo costo, fondos para emergencias, despensas de comida para mascotas y otras ayudas para pagar el cuidado del gato.',
  communityCats:
    'Un gato callejero en la puerta, gatitos detrás de las cajas, una colonia de gatos ferales en el lote o un gato perdido: qué hacer en NYC y quién ayuda.',
  feedback: 'Recomiende un veterinario o un recurso, avísenos de un dato equivocado o sugiera una mejora.',
  terms: 'Condiciones de uso de Bodega Cat Care NYC, un recurso educativo.',
  privacy: 'Qué datos recoge Bodega Cat Care NYC, para qué, y sus derechos.',
  about: 'Nuestra misión, a quién ayudamos, cómo revisamos la información y cómo contactarnos.',
};
