import type { Translated } from '../types.ts';
import type { breathingPage as englishBreathingPage } from '../../pages/breathing.ts';

// Spanish copy for /es/breathing, translated from src/content/pages/breathing.ts (terms: docs/glossary/es.md).

export const breathingPage: Translated<typeof englishBreathingPage> = {
  title: 'Emergencia: el gato no puede respirar',
  lead: 'Los gatos normalmente no respiran con la boca abierta ni jadean. Si a su gato le cuesta respirar, llame a un veterinario 24/7 y vaya ya.',
  callNowTitle: 'Llame ya a un veterinario de emergencia 24/7',
  critical: {
    title: 'Señales graves — vaya ya',
    items: [
      'Respira con la boca abierta, o jadea',
      'Encías o lengua azules, grises, blancas o muy pálidas',
      'Respira rápido y con fuerza, y la barriga se mueve mucho',
      'Estira el cuello, saca los codos hacia afuera y lucha por aire',
      'Se desploma o no responde',
      'Se atraganta o tiene arcadas que no paran',
    ],
  },
  warning: {
    title: 'Señales de alarma — llame al veterinario hoy',
    items: [
      'Respira más rápido de lo normal cuando descansa o duerme (más de unas 30 respiraciones por minuto)',
      'Tose o le suena el pecho (silbido), aunque se le pase',
      'Respira con ruido o ronca, y antes no lo hacía',
      'Estornuda y le sale moco espeso de la nariz o de los ojos',
      'Está cansado, se esconde o no come, junto con cualquier cambio al respirar',
    ],
  },
  dont: {
    title: 'Lo que NO debe hacer',
    items: [
      'No le meta los dedos en la garganta si no ve ningún objeto.',
      'No le dé comida, agua ni ninguna medicina — las medicinas de personas pueden matar a un gato.',
      'No lo agarre apretado, no lo sujete contra el piso ni le apriete el pecho.',
      'No espere a ver si se mejora, y no espere a mañana.',
      'No deje que el gato se caliente ni se estrese.',
    ],
  },
  transport: {
    title: 'Cómo llegar al veterinario',
    items: [
      'Llame al hospital en el camino para que lo estén esperando.',
      'Ponga al gato con cuidado en una transportadora o una caja con huecos para el aire; deje la tapa abierta o fácil de abrir.',
      'Si el gato está más cómodo echado sobre el pecho, déjelo así; no lo obligue a acostarse de lado.',
      'Mantenga el carro o el taxi fresco, con aire, y sin ruido.',
      'Lleve cualquier cosa que el gato pudo haber comido o respirado (paquetes, plantas, químicos).',
    ],
  },
  causes: {
    title: 'Causas comunes',
    intro:
      'Solo un veterinario puede saber qué tiene. Los problemas para respirar en los gatos pueden venir, por ejemplo, de:',
    items: [
      'Asma y alergias (humo, polvo, sprays, productos con olor)',
      'Enfermedad del corazón, que puede no dar señales antes',
      'Líquido en el pecho',
      'Un golpe por una caída o un carro',
      'Algo atorado en la garganta o en la nariz',
      'Golpe de calor',
      'Una infección, como un catarro fuerte o una pulmonía',
      'Envenenamiento',
    ],
  },
  prevention: {
    title: 'Cómo prevenir',
    items: [
      'No fume ni use sprays, ambientadores o limpiadores fuertes cerca del gato.',
      'Mantenga la bodega fresca en el verano y dele al gato un lugar con sombra y agua.',
      'Guarde hilos, ligas, bolsas y cosas pequeñas donde el gato no llegue.',
      'Ponga malla en las ventanas y asegure el sótano y las escaleras para que no se caiga.',
      'Llévelo al veterinario para un chequeo cada año, así se encuentran temprano los problemas del corazón y los pulmones.',
      'Aprenda cuántas veces respira su gato normalmente mientras duerme.',
    ],
  },
  firstAidLink: 'Primeros auxilios: no puede respirar',
};
