import { emergencyContact } from '../content/contacts.ts';
import { emergencyOpening, telLink, triage } from './triage.ts';

describe('triage', () => {
  it.each([
    ['my boy cat keeps going in the litter box and nothing comes out', 'urinary-blockage'],
    ['male cat straining to pee, only a few drops', 'urinary-blockage'],
    ['he is crying in the litter box', 'urinary-blockage'],
    ['my cat ate part of a lily', 'poisoning'],
    ['she licked antifreeze in the basement', 'poisoning'],
    ['found rat poison pellets chewed open', 'poisoning'],
    ['can I give my cat Tylenol', 'poisoning'],
    ['I used dog flea drops on the cat', 'poisoning'],
    ['mi gato comió veneno', 'poisoning'],
    ['my cat is panting after running', 'breathing'],
    ['her gums look pale', 'breathing'],
    ['cat is breathing fast', 'breathing'],
    ['paw is bleeding and won\'t stop', 'bleeding'],
    ['the cat is having a seizure', 'seizure'],
    ['our cat was hit by a car', 'trauma'],
    ['she fell from the third floor window', 'trauma'],
    ['my cat collapsed behind the counter', 'collapse'],
    ['cat seems to have heat stroke, the store is too hot', 'heat-stroke'],
    ['he is dragging his back legs and crying', 'hind-legs'],
  ])('%s → %s', (message, id) => {
    const result = triage(message);
    expect(result.emergency).toBe(true);
    expect(result.matches.map((m) => m.id)).toContain(id);
  });

  it.each([
    'how often should I clean the litter box',
    'my cat has bad breath',
    'what food is best for an adult cat',
    'cheap vet in Queens',
    'how do I trim my cat’s nails',
    'how much does spay cost',
    'my cat pees outside the box sometimes',
  ])('%s is not an emergency', (message) => {
    expect(triage(message).emergency).toBe(false);
  });

  it('opens with the 24/7 number as a tel: link and the matching guide', () => {
    const opening = emergencyOpening(triage('my cat ate a lily'));
    const [first, second] = opening.split('\n');
    expect(first).toContain(`[${emergencyContact.phone}](${telLink(emergencyContact.phone)})`);
    expect(second).toContain('(/emergency#poisoning)');
  });
});
