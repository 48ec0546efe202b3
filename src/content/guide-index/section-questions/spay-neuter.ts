// The questions the sections of these guides answer: Spaying and neutering. Part of ../section-questions.ts, which says
// how they are written and read.
import { guideLink } from '../../../config/guide-link.ts';

export const spayNeuterQuestions: Readonly<Record<string, readonly string[]>> = {
  [guideLink('spayNeuter', 'why')]: [
    'why should i get my cat fixed',
    'is neutering really necessary if he stays inside',
    'does spaying stop the yowling in heat',
    'benefits of neutering a male',
    'por que castrar al gato',
    'vale la pena operar a la gata',
  ],
  [guideLink('spayNeuter', 'costs')]: [
    'how much does the operation cost',
    'price to sterilize a cat',
    'what do i bring to get the discount',
    'who qualifies for the free program',
    'cuanto cuesta castrar un gato',
    'que papeles necesito para la castracion barata',
  ],
  [guideLink('spayNeuter', 'citywide')]: [
    'free program to operate on my cat in nyc',
    'low cost sterilization program',
    'where is the cheapest place for the surgery',
    'mobile clinic that does the operation',
    'donde castran gatos gratis',
    'programas de castracion baratos',
  ],
  [guideLink('spayNeuter', 'community-cats')]: [
    'trap neuter return for street cats',
    'stray cats behind the store keep having kittens',
    'who traps feral cats',
    'tnr help for a colony',
    'gatos de la calle atrapar y castrar',
    'muchos gatos callejeros detras de la tienda',
  ],
  [guideLink('spayNeuter', 'after-surgery')]: [
    'care after neuter surgery',
    'she got spayed yesterday what do i do',
    'cone after spay',
    'when can he eat after surgery',
    'cuidados despues de castrar',
    'la operaron ayer que hago',
  ],
  [guideLink('spayNeuter', 'brooklyn')]: [
    'cheap neuter clinic in brooklyn',
    'spay my cat in brooklyn for free',
    'donde castran gatos en brooklyn',
  ],
  [guideLink('spayNeuter', 'before-surgery')]: [
    'how do i get ready for the spay appointment',
    'can she eat the night before surgery',
    'what to bring the day of the neuter',
    'que hago antes de la operacion',
    'puede comer antes de castrarla',
  ],
};
