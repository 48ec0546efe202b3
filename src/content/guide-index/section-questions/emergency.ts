// The questions the sections of these guides answer: Emergencies, breathing trouble and first aid. Part of ../section-
// questions.ts, which says how they are written and read.
import { guideLink } from '../../../config/guide-link.ts';

export const emergencyQuestions: Readonly<Record<string, readonly string[]>> = {
  [guideLink('firstAid', 'kit')]: [
    'what goes in a cat first aid kit',
    'what should i keep at the store for emergencies',
    'supplies to have ready just in case',
    'botiquin para gatos',
    'que debo tener en la tienda por si acaso',
  ],
  [guideLink('firstAid', 'prevention')]: [
    'how do i prepare for a cat emergency',
    'emergency plan for the shop cat',
    'save the vet number in my phone',
    'como me preparo para una emergencia',
  ],
  [guideLink('emergency', 'emergency-vet')]: [
    'where is the nearest 24 hour animal hospital',
    'emergency vet open now',
    'how much does the emergency vet cost',
    'donde hay un veterinario de emergencia abierto ahora',
  ],
  [guideLink('emergency', 'breathing')]: [
    'my cat cant breathe what do i do',
    'cat breathing hard with his mouth open',
    'mi gato no puede respirar',
  ],
  [guideLink('emergency', 'bleeding')]: [
    'how do i stop my cat bleeding',
    'deep cut wont stop bleeding',
    'mi gato esta sangrando mucho',
  ],
  [guideLink('emergency', 'poisoning')]: [
    'my cat ate something poisonous',
    'cat licked rat poison',
    'mi gato comio veneno',
  ],
  [guideLink('emergency', 'urinary')]: [
    'my male cat cant pee',
    'he keeps straining in the box and nothing comes out',
    'mi gato no puede orinar',
  ],
  [guideLink('emergency', 'seizure')]: [
    'my cat is having a seizure',
    'cat shaking and paddling on the floor',
    'mi gato esta convulsionando',
  ],
  [guideLink('emergency', 'injury')]: [
    'se cayo del techo o de la ventana',
    'caught under the store gate or a door',
    'my cat got hit by a car',
    'cat fell out of the window',
    'how do i move an injured cat',
    'a mi gato lo atropello un carro',
  ],
  [guideLink('breathing', 'critical-signs')]: [
    'signs a cat cant breathe',
    'blue gums breathing',
    'open mouth breathing is it an emergency',
    'senales de que el gato no respira bien',
  ],
  [guideLink('breathing', 'warning-signs')]: [
    'cat breathing fast while sleeping',
    'how many breaths a minute is too many',
    'cat wheezing sometimes',
    'el gato respira rapido mientras duerme',
  ],
  [guideLink('breathing', 'dont')]: [
    'what not to do when a cat cant breathe',
    'should i give water to a cat struggling to breathe',
    'que no debo hacer si no respira',
  ],
  [guideLink('breathing', 'transport')]: [
    'how do i take a cat that cant breathe to the vet',
    'no car how do i get him to the emergency vet',
    'como llevo al gato al veterinario',
  ],
  [guideLink('breathing', 'causes')]: [
    'why is my cat wheezing',
    'what causes breathing problems in cats',
    'asthma in cats',
    'por que mi gato respira raro',
  ],
  [guideLink('breathing', 'prevention')]: [
    'is smoke bad for my cats lungs',
    'dust and air fresheners near the cat',
    'el humo le hace dano al gato',
  ],
  [guideLink('firstAid', 'topic-cuts-wounds')]: [
    'how do i clean a small cut on my cat',
    'scratch from a cat fight do i clean it',
    'como limpio una herida del gato',
  ],
  [guideLink('firstAid', 'topic-breathing')]: ['first aid when a cat is choking', 'primeros auxilios si se ahoga'],
  [guideLink('firstAid', 'topic-poisoning')]: [
    'first aid for poisoning',
    'chemical on his fur what do i do',
    'se le cayo cloro encima al gato',
  ],
  [guideLink('firstAid', 'topic-seizures')]: ['what do i do during a seizure', 'que hago si convulsiona'],
  [guideLink('firstAid', 'topic-burns')]: [
    'my cat burned his paw',
    'what do i put on a burn',
    'se quemo la pata que le pongo',
  ],
  [guideLink('firstAid', 'topic-heat-stroke')]: [
    'signs of heat stroke in a cat',
    'store is too hot in summer for the cat',
    'how do i cool down an overheated cat',
    'golpe de calor en gatos',
  ],
  [guideLink('firstAid', 'always-emergency')]: [
    'when is it an emergency',
    'which symptoms mean go now',
    'cuando es una emergencia',
  ],
  [guideLink('firstAid', 'vitals')]: [
    'normal temperature for a cat',
    'normal heart rate for a cat',
    'how do i count his breathing',
    'temperatura normal de un gato',
  ],
  [guideLink('firstAid', 'while-you-wait')]: [
    'what do i do while waiting for the vet',
    'on the way to the emergency vet what should i do',
    'que hago mientras espero al veterinario',
  ],
};
