import type { Translated } from '../types.ts';
import type { communityCatsPage as englishCommunityCatsPage } from '../../pages/community-cats.ts';

// Spanish copy for /es/community-cats, translated from src/content/pages/community-cats.ts (terms:
// docs/glossary/es.md). Each step keeps its source (`from`); the organisations' names, phones and emails are shown
// from the sourced records, not translated here.

export const communityCatsPage: Translated<typeof englishCommunityCatsPage> = {
  lead: 'Un gato callejero en la puerta, gatitos detrás de las cajas, una colonia en el solar o un gato que se perdió: qué hacer primero y quién ayuda en la ciudad de Nueva York.',
  emergency: {
    title: '¿El gato está herido, o hay un animal que se porta de forma peligrosa?',
    body: 'Un animal que se porta de forma peligrosa: llame al 911. Un animal enfermo o herido en la calle: llame al 311. Si es su propio gato, vaya a un hospital de animales 24/7.',
  },
  stepSource: 'Fuente',
  contactsTitle: 'A quién llamar',
  email: 'Correo electrónico',
  textOnly: 'Solo mensajes de texto (gatitos enfermos o heridos)',
  sections: [
    {
      id: 'stray',
      title: 'Un gato callejero en la puerta',
      intro:
        'Primero averigüe de quién es: la mascota de alguien, un gato de una colonia, o un gato que necesita ayuda ya.',
      steps: [
        {
          text: 'Un gato sano en la calle quizás no está perdido ni es callejero: muchos tienen casa o alguien que los cuida cerca. El refugio de la ciudad no recoge gatos callejeros o ferales sanos ni toma reportes de ellos.',
          from: 'accCommunityCats',
        },
        {
          text: '¿Tiene dueño? Un gato manso puede ser la mascota de alguien: busque una placa, pida a un veterinario o a un refugio que le lean el microchip, y repórtelo como encontrado en Petco Love Lost.',
          from: 'accLostFound',
        },
        {
          text: '¿Tiene la punta de la oreja cortada? Un gato con la punta de una oreja cortada recta fue esterilizado y devuelto por un programa de atrapar, esterilizar y devolver (TNR): es de una colonia que alguien cuida.',
          from: 'neighborhoodCats',
        },
        {
          text: '¿Está enfermo o herido? No agarre ni sujete a un gato asustado o agresivo. Si puede encerrarlo sin peligro y no puede llevarlo a un veterinario, llame o escriba a Animal Care Centers (ACC) para acordar cómo llevarlo.',
          from: 'accCommunityCats',
        },
        {
          text: 'Un gato manso, de casa, que fue abandonado: ACC toma reportes por teléfono en horas de oficina, o usted puede llevar el gato a un centro de ACC.',
          from: 'accCommunityCats',
        },
      ],
      contacts: ['accCommunityCats', 'accLostFound'],
    },
    {
      id: 'kittens',
      title: 'Encontró gatitos',
      intro:
        'La mayoría de los gatitos que se encuentran solos no están abandonados: la madre está cerca. Llevárselos muy pronto les hace daño.',
      steps: [
        {
          text: 'Cuándo dejarlos: nunca separe a los gatitos de su madre. Mire desde lejos por unas horas — ella puede estar cazando o escondiéndose de la gente.',
          from: 'accKittens',
        },
        {
          text: 'Para saber si ella vuelve, eche un círculo de harina alrededor del nido y busque huellas unas horas después.',
          from: 'accKittens',
        },
        {
          text: 'Si ella vuelve, ponga comida y agua fresca y revise no más de una vez al día, para no molestar el nido. Los gatitos deben mamar por lo menos 5 semanas.',
          from: 'accKittens',
        },
        {
          text: 'Cuándo actuar: los gatitos de menos de 3 semanas no pueden calentarse solos y necesitan una fuente de calor. Nunca les dé leche de vaca — solo leche para gatitos (KMR). Si un gatito está enfermo o herido, mande un texto a la línea de gatitos de ACC o escriba a su equipo de gatos comunitarios para que lo evalúen.',
          from: 'accKittens',
        },
        {
          text: 'Cuando los gatitos ya coman solos, escriba al equipo de gatos comunitarios de ACC para que le ayuden a buscarles hogar. Los gatitos aprenden a confiar en la gente hasta más o menos las 9 semanas.',
          from: 'accKittens',
        },
        {
          text: 'Quién los recibe: para entregar gatitos que encontró, escriba primero a ACC para pedir una cita. En una emergencia médica, llame antes de salir para estar seguro de que el centro está abierto.',
          from: 'accKittens',
        },
        {
          text: 'Si puede quedarse con ellos un tiempo, el programa de hogares temporales de ACC da comida, arena, medicinas y apoyo. La ASPCA Kitten Nursery recibe gatitos de menos de 8 semanas, casi siempre enviados por ACC — no deje gatitos allí.',
          from: 'accFoster',
        },
        {
          text: 'Si no se puede agarrar a la madre ni a los gatitos, lo mejor es atrapar, esterilizar y devolver (vea la parte de colonias más abajo).',
          from: 'accKittens',
        },
      ],
      contacts: ['accKittens', 'accFoster', 'aspcaKittenNursery'],
    },
    {
      id: 'colony',
      title: 'Una colonia de gatos ferales',
      intro:
        'Los gatos que viven afuera y no se dejan agarrar son una colonia. Atrapar, esterilizar y devolver (TNR) acaba con las camadas y deja a los gatos donde viven.',
      steps: [
        {
          text: 'TNR es la forma recomendada de cuidar gatos ferales: atraparlos, esterilizarlos y vacunarlos, y devolverlos a su territorio. El 311 manda las preguntas sobre TNR al Feral Cat Initiative de Bideawee.',
          from: 'accCommunityCats',
        },
        {
          text: 'Certifíquese y pida trampas prestadas: el Feral Cat Initiative da un curso gratis para certificarse en TNR, talleres sobre gatitos y refugios para el invierno, y presta trampas humanitarias.',
          from: 'feralCatInitiative',
        },
        {
          text: 'Registre la colonia: Neighborhood Cats lleva el registro de colonias Cat Stats NYC, y Bideawee lleva sus propios registros. Son aparte — regístrela en los dos.',
          from: 'colonyAlerts',
        },
        {
          text: 'Por qué registrarla: cuando un gato con la oreja cortada llega a un refugio de ACC, ACC le pide a Neighborhood Cats que busque a quien cuida la colonia — mucho más fácil si la colonia está registrada.',
          from: 'colonyAlerts',
        },
        {
          text: 'Ayuda con el costo: un programa piloto pagado por el Concejo Municipal cubre esterilización de bajo costo en Flatbush Vet, en Brooklyn, para voluntarios de TNR, rescatistas y dueños de bajos ingresos.',
          from: 'flatbushPilot',
        },
        {
          text: 'Por ley de la ciudad, un gato que sale a la calle tiene que estar esterilizado.',
          from: 'outdoorCatLaw',
        },
      ],
      contacts: ['feralCatInitiative', 'neighborhoodCats', 'colonyAlerts', 'flatbushPilot'],
    },
    {
      id: 'lost-cat',
      title: 'Un gato perdido',
      intro: 'Si el gato de la tienda se pierde, empiece a buscarlo el mismo día: la mayoría aparecen cerca de casa.',
      steps: [
        {
          text: 'Reporte el gato en Petco Love Lost con una foto clara de la cara: compara las fotos con los gatos que llegan a los refugios y con lo que publican los vecinos. ACC les pide a dueños y a quienes encuentran gatos en NYC que lo usen.',
          from: 'petcoLoveLost',
        },
        {
          text: 'Busque en una milla a la redonda, ponga volantes y actualice sus datos de contacto en el microchip del gato.',
          from: 'accLostFound',
        },
        {
          text: 'Visite los centros del refugio: los gatos callejeros se guardan tres días (72 horas); después pueden darse en adopción, mandarse a otro lugar o a un grupo de rescate.',
          from: 'accLostFound',
        },
        {
          text: 'Para llevarse a su gato, traiga una prueba de que es suyo, como una foto o un papel del veterinario; hay que pagar una tarifa.',
          from: 'accLostFound',
        },
        {
          text: 'Si un gato de tienda con la oreja cortada es de una colonia registrada y llega a ACC, pueden encontrarlo a usted.',
          from: 'colonyAlerts',
        },
      ],
      contacts: ['accLostFound', 'petcoLoveLost'],
    },
    {
      id: 'working-cat',
      title: 'Buscarle trabajo a un gato',
      intro:
        'Algunos gatos nunca van a ser mascotas. Unos pocos grupos les buscan hogar como gatos de trabajo, que mantienen a los ratones lejos.',
      steps: [
        {
          text: 'Hard Hat Cats coloca gatos ferales y ariscos como gatos de trabajo en cervecerías, almacenes, bodegas, huertos comunitarios y edificios, junto con ACC.',
          from: 'hardHatCats',
        },
        {
          text: 'Quienes reciben un gato de trabajo le dan techo, comida, agua y veterinario.',
          from: 'hardHatCats',
        },
        {
          text: 'El Barn Cat Initiative de PuppyKittyNYC ha colocado gatos sanos y esterilizados de la ciudad, que no podían quedarse donde estaban, con dueños de graneros en el norte del estado.',
          from: 'barnCats',
        },
        {
          text: 'Vaya a donde vaya, si el gato va a salir afuera tiene que estar esterilizado antes.',
          from: 'outdoorCatLaw',
        },
      ],
      contacts: ['hardHatCats', 'barnCats'],
    },
  ],
};
