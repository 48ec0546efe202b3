import type { Translated } from '../types.ts';
import type { emergencyPage as englishEmergencyPage } from '../../pages/emergency.ts';

// Spanish copy for /es/emergency, translated from src/content/pages/emergency.ts (terms: docs/glossary/es.md).
// The same safety rules hold (docs/assistant-safety.md): no medicine names or doses, never "make the cat vomit".

export const emergencyPage: Translated<typeof englishEmergencyPage> = {
  lead: 'Si su gato tiene una emergencia, llame ya a un hospital de animales 24/7 y siga los pasos para lo que está pasando. Vaya directo al veterinario — no espere a ver si se mejora.',
  stepsHeading: 'Haga esto ya',
  dontHeading: 'NO haga esto',
  jumpHeading: '¿Qué está pasando?',
  situations: [
    {
      id: 'breathing',
      icon: 'wind',
      title: 'No puede respirar o respira con mucho esfuerzo',
      urgency:
        'Respirar con la boca abierta, jadear, respirar con ruido o tener las encías azules, grises o pálidas es una emergencia. Los gatos normalmente no jadean.',
      steps: [
        'Llame ya al veterinario 24/7 y diga que su gato tiene problemas para respirar.',
        'Mantenga al gato calmado y en silencio. Apague la música alta y aleje a la gente y a otros animales.',
        'Ponga al gato con cuidado en una transportadora o en una caja con huecos para el aire. No lo apriete alrededor del pecho.',
        'Vaya ya. Mantenga el carro o el taxi fresco y deje entrar aire.',
      ],
      dont: [
        'No le meta los dedos en la garganta.',
        'No le dé comida, agua ni ninguna medicina.',
        'No espere a ver si se mejora.',
      ],
      guide: { kind: 'breathing', label: 'Guía completa: no puede respirar' },
    },
    {
      id: 'bleeding',
      icon: 'bandage',
      title: 'Está sangrando',
      urgency:
        'Si el sangrado no para al apretar, o si la herida es profunda, necesita veterinario hoy — si sangra mucho, lo necesita ya.',
      steps: [
        'Apriete fuerte la herida con un paño limpio o una gasa por 2-3 minutos, sin levantarlo para mirar.',
        'Si la sangre pasa el paño, ponga otro encima y siga apretando.',
        'Envuelva al gato en una toalla para que se sienta seguro y no pueda arañar ni morder.',
        'Llame al veterinario 24/7 y vaya si el sangrado no para.',
      ],
      dont: [
        'No saque nada que esté clavado en la herida.',
        'No amarre una pata con una banda apretada (torniquete).',
        'No le ponga cremas ni medicinas de personas en la herida.',
      ],
      guide: { kind: 'firstAid', topic: 'cuts-wounds', label: 'Primeros auxilios para cortadas y heridas' },
    },
    {
      id: 'poisoning',
      icon: 'flask',
      title: 'Envenenamiento',
      urgency:
        'Actúe aunque el gato parezca estar bien: algunos venenos tardan horas en hacer efecto. Los lirios (cualquier parte, hasta el polen o el agua del florero), el Tylenol (acetaminofén), el ibuprofeno y otras pastillas para el dolor de personas, el veneno para ratas, el anticongelante, los productos contra pulgas para perros y los químicos de limpieza son veneno para los gatos.',
      steps: [
        'Aleje al gato del veneno.',
        'Llame ya al veterinario 24/7 o a una línea de control de envenenamiento para animales.',
        'Guarde el paquete, la planta o la etiqueta y llévelos con usted.',
        'Si tiene químico en el pelo, envuélvalo en una toalla para que no se lo lama, y pregúntele al veterinario qué hacer.',
      ],
      dont: [
        'Nunca trate de hacer vomitar al gato — ni con sal, ni con aceite, ni con agua oxigenada. Eso puede matar a un gato.',
        'No le dé leche, comida ni ninguna medicina.',
        'No espere a que aparezcan señales.',
      ],
      guide: { kind: 'firstAid', topic: 'poisoning', label: 'Primeros auxilios para envenenamiento' },
    },
    {
      id: 'urinary',
      icon: 'droplet',
      title: 'Gato macho no puede orinar',
      urgency:
        'Un gato macho que va y viene a la caja de arena, puja o llora y le sale poco o nada de orina se puede morir en 1-2 días. Muchas veces se confunde con estreñimiento.',
      steps: [
        'Llame ya al veterinario 24/7 y diga: “mi gato macho está pujando y no puede orinar.”',
        'Ponga al gato en una transportadora y vaya ya, aunque sea de noche.',
        'Si sabe cuándo orinó por última vez, anótelo y llévelo.',
      ],
      dont: ['No espere a mañana.', 'No le apriete la barriga.', 'No le dé ninguna medicina.'],
    },
    {
      id: 'seizure',
      icon: 'bolt',
      title: 'Convulsión',
      urgency:
        'Una convulsión de más de 2 minutos, o más de una convulsión, necesita veterinario ya. Cualquier primera convulsión necesita veterinario.',
      steps: [
        'Quite las cosas de alrededor para que el gato no se golpee. Baje las luces y mantenga el lugar en silencio.',
        'Mida cuánto dura la convulsión con su teléfono.',
        'No acerque las manos a la boca del gato.',
        'Cuando pare, envuelva al gato en una toalla, póngalo en una transportadora y llame al veterinario.',
      ],
      dont: ['No le meta nada en la boca — los gatos no se tragan la lengua.', 'No sujete al gato contra el piso.'],
      guide: { kind: 'firstAid', topic: 'seizures', label: 'Primeros auxilios para convulsiones' },
    },
    {
      id: 'injury',
      icon: 'car',
      title: 'Atropellado o se cayó',
      urgency:
        'Vaya al veterinario aunque el gato parezca estar bien: un sangrado por dentro o un golpe en los pulmones puede notarse horas después.',
      steps: [
        'Cuídese usted primero: mire el tráfico antes de ir por el gato.',
        'Pase una toalla, una tabla o una caja plana por debajo del gato y levántelo con cuidado, con la espalda derecha.',
        'Ponga al gato en una transportadora o una caja y manténgalo calientito y quieto.',
        'Llame al veterinario 24/7 en el camino.',
      ],
      dont: ['No deje que el gato camine para “ver si está bien”.', 'No le dé comida, agua ni ninguna medicina.'],
      guide: { kind: 'firstAid', topic: 'cuts-wounds', label: 'Primeros auxilios para cortadas y heridas' },
    },
  ],
  poisonControl: {
    title: 'Líneas de control de envenenamiento para animales',
    intro:
      'Estas líneas nacionales tienen expertos en venenos de animales las 24 horas del día. Cobran por cada caso. Si su gato no puede respirar, tiene convulsiones o se desplomó, llame primero a un veterinario 24/7 — que otra persona llame a control de envenenamiento en el camino.',
  },
  emergencyVet: {
    id: 'emergency-vet',
    title: 'Veterinarios de emergencia 24/7',
    intro:
      'Estos hospitales de animales están abiertos 24 horas, 7 días a la semana. Solo ponemos los hospitales cuyo horario 24/7 pudimos confirmar.',
    callBoxTitle: 'Llame ya',
    nycHeading: 'En la ciudad de Nueva York',
    nearbyHeading: 'Fuera de la ciudad (un viaje más largo)',
    vetsLink: 'Vea todos los veterinarios, también las clínicas de bajo costo',
  },
  printNote: 'Imprima esta página y téngala junto a la caja.',
};
