// The questions the sections of these guides answer: Help paying, finding a vet, and the help directory. Part of
// ../section-questions.ts, which says how they are written and read.
import { guideLink, queryLink } from '../../../config/guide-link.ts';

export const helpQuestions: Readonly<Record<string, readonly string[]>> = {
  [guideLink('financialAssistance')]: [
    'help paying the vet bill',
    'i cant afford the vet',
    'grants for pet care',
    'payment plan for vet bills',
    'ayuda para pagar el veterinario',
    'no tengo dinero para el veterinario',
  ],
  [guideLink('financialAssistance', 'food')]: [
    'free cat food',
    'pet food pantry',
    'cant afford cat food this month',
    'where to get food donations for my cat',
    'comida gratis para gatos',
    'banco de comida para mascotas',
  ],
  [guideLink('vets', 'money-saving-tips')]: [
    'how do i save money at the vet',
    'ask the vet for a payment plan',
    'what papers do low cost clinics want',
    'como ahorro en el veterinario',
  ],
  [queryLink('vets', { location: 'manhattan', q: 'cheap' })]: [
    'cheap vet in manhattan',
    'donde hay un veterinario barato en manhattan',
  ],
  [queryLink('vets', { location: 'brooklyn', q: 'cheap' })]: [
    'cheap vet in brooklyn',
    'donde hay un veterinario barato en brooklyn',
  ],
  [queryLink('vets', { location: 'queens', q: 'cheap' })]: [
    'cheap vet in queens',
    'donde hay un veterinario barato en queens',
  ],
  [queryLink('vets', { location: 'bronx', q: 'cheap' })]: ['cheap vet in the bronx', 'veterinario barato en el bronx'],
  [guideLink('vets')]: [
    'find a vet near me',
    'how much is a checkup',
    'vet that speaks spanish',
    'buscar un veterinario cerca',
  ],
  [guideLink('findHelp')]: ['where do i start if i need help with my cat', 'help for my shop cat', 'ayuda con mi gato'],
};
