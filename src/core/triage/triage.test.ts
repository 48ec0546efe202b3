import dev from '../../../eval/triage/development.json' with { type: 'json' };
import { siteTriage, triageOptions } from '../../composition/site-assistant.ts';
import { URGENT_LEAD } from '../chat-copy.ts';
import { RED_FLAGS } from '../../composition/red-flags.ts';
import { telHref } from '../phone.ts';
import { triage } from './index.ts';
import type { HistoryTurn } from './types.ts';

interface Case {
  text: string;
  history?: HistoryTurn[];
  urgency: string;
  flag?: string;
}

const ids = (text: string, history: HistoryTurn[] = []) => siteTriage(text, history).matches.map((m) => m.id);
const urgencyOf = (text: string, history: HistoryTurn[] = []) => siteTriage(text, history).urgency;

describe('triage on the development cases', () => {
  const cases = dev.cases as Case[];
  const emergencies = cases.filter((c) => c.urgency === 'emergency');

  it('has every emergency red flag among its cases', () => {
    const covered = new Set(emergencies.map((c) => c.flag));
    for (const flag of RED_FLAGS.filter((f) => f.level === 'emergency')) expect(covered).toContain(flag.id);
  });

  it('recalls 100% of the emergencies, nearly all with their own red flag', () => {
    const missed = emergencies.filter((c) => !siteTriage(c.text, c.history ?? []).emergency);
    expect(missed.map((c) => c.text)).toEqual([]);
    // Every one is answered as an emergency; a few are answered under another red flag than the one expected
    // ("didn't see her, she was under it … now she's breathing fast" as breathing, not the crush). The guide
    // linked differs, not the call to go now. In-sample, with the spent held-back halves among the cases.
    const otherFlag = emergencies.filter((c) => !ids(c.text, c.history).includes(c.flag ?? ''));
    expect(otherFlag.length, otherFlag.map((c) => c.text).join('\n')).toBeLessThanOrEqual(emergencies.length * 0.004);
  });

  // The non-emergencies are not tuned case by case: the latest batches were added as they were written, and a rule
  // for one phrasing is no fix. Their level is held to the rates below (npm run eval:chat lists each miss).
  it('raises almost no false alarm and sets almost every other level right', () => {
    const others = cases.filter((c) => c.urgency !== 'emergency');
    const got = others.map((c) => ({ c, urgency: urgencyOf(c.text, c.history ?? []) }));
    const falseAlarms = got.filter((g) => g.urgency === 'emergency').map((g) => g.c.text);
    const wrong = got.filter((g) => g.urgency !== g.c.urgency).map((g) => g.c.text);
    expect(falseAlarms.length, falseAlarms.join('\n')).toBeLessThanOrEqual(others.length * 0.01);
    // In-sample, with the hardest blind batches (neighbours' long messages, regional Spanish) among the cases.
    expect(wrong.length, wrong.join('\n')).toBeLessThanOrEqual(others.length * 0.03);
  });
});

// Each emergency red flag, said once in English and once in Spanish, in words the dev cases don't use.
const BOTH_LANGUAGES: Record<string, [string, string]> = {
  'urinary-blockage': [
    'my tom keeps straining in the litter and only drips come out',
    'mi gato intenta orinar y no puede',
  ],
  'no-urine': ['he is a male and has not peed for 13 hours', 'es macho y no ha hecho pipi en 20 horas'],
  poisoning: ['she chewed a tablet of ibuprofen', 'la gata se comio un lirio'],
  breathing: ['he is gasping', 'mi gata respira con dificultad'],
  bleeding: ['her ear keeps bleeding', 'le sale sangre y no para, mucha sangre'],
  seizure: ['my cat had a convulsion', 'tuvo una convulsion hace un rato'],
  trauma: ['a van ran over his paw', 'un camion atropello al gato'],
  fall: ['he fell off the balcony', 'se cayo del techo'],
  crush: ['the door slammed on her paw', 'la puerta se cerro sobre su cola'],
  collapse: ['he collapsed and is not responding', 'esta inconsciente'],
  'heat-stroke': ['I think she has heatstroke', 'tiene un golpe de calor'],
  'hind-legs': ['his hind legs are paralysed', 'las patas traseras estan paralizadas'],
  'not-eating': ['she has not eaten for 3 days', 'no ha comido en tres dias'],
  'vomiting-blood': ['there is blood in his vomit', 'esta vomitando una y otra vez'],
  'difficult-birth': ['she is in labor straining for 2 hours', 'la gata esta de parto y hace fuerza hace 2 horas'],
  string: ['she swallowed some yarn', 'el gato se trago una cinta'],
  electrical: ['he bit an electric cable', 'se quemo la pata'],
  'eye-injury': ['his eye got scratched in a fight', 'se lastimo el ojo'],
  hypothermia: ['I think he has frostbite on his ears', 'tiene hipotermia'],
  'fading-kitten': ['the newborn kitten is weak', 'el gatito recien nacido esta muy debil'],
  allergic: ['her face swelled up', 'tiene una reaccion alergica'],
  jaundice: ['his eyes are yellow', 'tiene las encias amarillas'],
  'swollen-belly': ['her stomach is swollen and hard', 'tiene el estomago inflamado'],
};

describe('every red flag, in English and in Spanish', () => {
  it('covers every emergency flag', () => {
    expect(Object.keys(BOTH_LANGUAGES).sort()).toEqual(
      RED_FLAGS.filter((f) => f.level === 'emergency')
        .map((f) => f.id)
        .sort(),
    );
  });

  it.each(
    Object.entries(BOTH_LANGUAGES).flatMap(([id, [en, es]]) => [
      [id, en],
      [id, es],
    ]),
  )('%s: %s', (id, text) => {
    const result = siteTriage(text);
    expect(result.urgency).toBe('emergency');
    expect(result.matches.map((m) => m.id)).toContain(id);
  });
});

describe('denied symptoms and general questions are not emergencies', () => {
  it.each([
    'she is not bleeding',
    'no está vomitando',
    "he isn't breathing hard",
    'no tiene sangre en la orina',
    'my cat did not fall, she jumped down like always',
    'nobody hit him, the car only scared him',
    'what plants are toxic to cats?',
    'are lilies poisonous',
    'is antifreeze dangerous for cats?',
    'que plantas son toxicas para los gatos',
    'what do I do if a cat has a seizure',
    'how do I keep my cat from chewing cords?',
    'my cat has bad breath',
    'he fell asleep on the shelf',
  ])('%s', (text) => {
    expect(urgencyOf(text)).not.toBe('emergency');
  });

  it.each([
    ['my cat ate a lily', 'poisoning'],
    ['my cat licked a lily', 'poisoning'],
    ['she chewed the lily leaves', 'poisoning'],
    ['se comió una pastilla', 'poisoning'],
    ['is it bad that my cat ate a lily?', 'poisoning'],
    ['he is not breathing', 'breathing'],
    ["my cat can't breathe", 'breathing'],
    ['why is my cat breathing so fast?', 'breathing'],
  ])('but a fact or a present symptom is: %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });
});

describe('how a sentence is said', () => {
  it.each([
    ['he wont stop throwing up', 'vomiting-blood'],
    ['no para de vomitar', 'vomiting-blood'],
    ["it hasn't stopped bleeding", 'bleeding'],
  ])('"keeps on" is not a denial: %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    'he got hit by a car years ago and limps a bit in the cold',
    'hace meses se cayo del techo pero se recupero',
    'the bike almost hit him',
    'por poco la cortina le cae encima',
  ])('a long-past event or a near miss raises nothing: %s', (text) => {
    expect(urgencyOf(text)).not.toBe('emergency');
  });

  it.each([
    ['He is a big boy. He has not eaten anything since last night', 'not-eating'],
    ['no pee at all since 9 last night and its 10am now. hes a male', 'no-urine'],
  ])('a fact about the cat said in one sentence holds in the others: %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    'tengo miedo que se caiga por la ventana',
    "I'm worried she might eat the lilies a customer left",
    'the health inspector comes monday, do i have to hide the cat',
  ])('a worry, or a person hiding the cat, is not an emergency: %s', (text) => {
    expect(urgencyOf(text)).toBe('routine');
  });

  it.each([
    'looking for a food pantry for pets, money is tight',
    'what toy is her favorite',
    'he is pushy with customers near the litter box',
    'la semana pasada un cliente le dio jamon',
    'I want to know which plants are safe for the shop',
    'my senior cat needs a parasite check, what does it cost',
    'my two cats fight when the store is open',
    'my cat is confused about the new litter',
  ])('an everyday word is not read as a red-flag word: %s', (text) => {
    expect(urgencyOf(text)).toBe('routine');
  });

  it('a person kicking things around is not a kicked cat', () => {
    expect(urgencyOf('the delivery guy kicks boxes around all day')).toBe('routine');
    expect(ids('customer kick the cat very hard')).toContain('trauma');
  });

  it('a denied action denies what comes right after it', () => {
    expect(urgencyOf('not vomiting blood or anything, just a hairball once a week')).toBe('routine');
  });

  it('"not much" is denied with the action before it', () => {
    expect(urgencyOf('there is a cut on his paw, it is not bleeding much')).toBe('urgent');
    expect(ids('there is a cut on his paw and it is bleeding a lot')).toContain('bleeding');
  });

  it('a scab or a healing wound is not a fresh one; a wound that is not healing still is', () => {
    expect(urgencyOf('the cut on her nose scabbed and looks fine')).toBe('routine');
    expect(urgencyOf('the cut on her nose is not healing')).toBe('urgent');
  });

  it.each([
    ['la gata hace pipi poquito, es vieja, si quiere la llevo manana', 'urgent'],
    ['he is throwing up and it happened twice, if it goes on i call', 'urgent'],
    ['he is a male, what if he gets blocked one day', 'routine'],
  ])('a clause that opens with "if" is a condition; what comes before it is told: %s', (text, level) => {
    expect(urgencyOf(text)).toBe(level);
  });

  it.each([
    ['last ate friday morning, today is sunday', 'not-eating'],
    ['es macho y no le sale nada', 'urinary-blockage'],
    ['her cheeks and muzzle blew up after a bee got her', 'allergic'],
  ])('things described, not named: %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    'i read that boy cats can get blocked, what signs do i watch for',
    'saw a video of a cat getting shocked by a cord, how do i hide the wires',
    'cut my finger on the box cutter, blood all over, anyway how often do i trim his nails',
    'my boss fell off the step stool lol, where should the litter box go',
    'had diarrhea last month, the vet treated it and he is all better now, what food is gentle',
  ])('something read, a person hurt, or a trouble long over is not this cat now: %s', (text) => {
    expect(urgencyOf(text)).toBe('routine');
  });

  it.each([
    ['she was chewing the bait blocks the exterminator left and a piece is still in her mouth', 'poisoning'],
    ['a dog with no leash bit him on the neck and shook him', 'trauma'],
    ['vomitó algo como borra de café', 'vomiting-blood'],
  ])('an emergency in other words: %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['how can i tell if my cat is sick or just lazy', 'routine'],
    ['there is flea dirt all over his back, what flea treatment works', 'routine'],
    ['hace 3 semanas tuvo una convulsión, ya está bien con la medicina. ¿dónde hay un vet 24 horas?', 'routine'],
    ['a mouse bit her nose when she caught it, small bite, she is fine', 'urgent'],
    ['he is losing weight, i can feel his spine now', 'urgent'],
  ])('read at its level: %s', (text, level) => {
    expect(urgencyOf(text)).toBe(level);
  });

  it.each([
    ['a box of cans fell on top of him from the top shelf', 'trauma'],
    ['glass from a broken bottle went in her eye', 'eye-injury'],
    ['he chased a bird off the 4th floor fire escape and jumped for it', 'fall'],
  ])('who or what was hurt, and how: %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['if my cat ever licked antifreeze what would happen? just want to be ready', 'routine'],
    ['she collapses on the mat when i pet her, so dramatic lol', 'routine'],
    ['he is drinking a lot more water than before', 'urgent'],
  ])('preparing, a show, or a change: %s', (text, level) => {
    expect(urgencyOf(text)).toBe(level);
  });

  it.each([
    ['what do i do when he eats a lily? asking to plan ahead, he is fine', 'routine'],
    ['how long is too long for a cat to go without peeing', 'routine'],
    ['the roll gate sticks sometimes, how can i make sure he never gets under it', 'routine'],
    ['the bodega dog ate a chocolate bar, are cats as sensitive to it?', 'routine'],
    ['my sisters cat was blocked and couldnt pee a few months ago, what should i look for in mine', 'routine'],
    ['a quien le pregunto si veo gatitos solos en el parque, se ven sanos', 'routine'],
  ])('planning, a threshold, someone else’s cat or animal, asked in general: %s', (text, level) => {
    expect(urgencyOf(text)).toBe(level);
  });

  it.each([
    ['she pees a lot more than before, huge clumps', 'urgent'],
    ['orina mas de lo normal', 'urgent'],
    ['he has been coughing for two days, no hairball comes up', 'urgent'],
    ['no ha hecho caca en dos dias pero come', 'urgent'],
    ['she seems constipated', 'urgent'],
    ['ate about half her usual breakfast, otherwise fine', 'urgent'],
  ])('more than before, a cough that goes on, no stool, eating less: %s', (text, level) => {
    expect(urgencyOf(text)).toBe(level);
  });

  it.each([
    ['casi no se mueve, esta en el piso y no responde', 'collapse'],
    ['the shelf gave way and a case of soda landed right on him', 'trauma'],
    ['she bit the fairy lights on the window and there was a spark', 'electrical'],
    ['the mama cat is having her kittens and bleeding a lot, she looks weak', 'difficult-birth'],
    ['he has not touched food since the weekend and it is wednesday', 'not-eating'],
    ['the freezer slid and she got pinned against the wall', 'crush'],
  ])('an emergency in this round’s words: %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['there are three drops of pink pee and he howls, hes a boy', 'urinary-blockage'],
    ['the gash on her hip is deep, you can see inside', 'bleeding'],
    ['still blood soaking through the gauze after ten minutes', 'bleeding'],
    ['shaking on his side and he doesnt know me', 'seizure'],
    ['es la tercera vez hoy que convulsiona', 'seizure'],
    ['a wasp got her and now she is throwing up and weak', 'allergic'],
    ['the fan is too weak and its 95 degrees, she is panting', 'heat-stroke'],
  ])('an emergency in the seventh batch’s words: %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['he keeps licking the cut, he is not limping or crying', 'urgent'],
    ['a wasp got her on the ear, a little swollen, otherwise normal', 'urgent'],
    ['my neighbors cat got run over last night, so sad. how do i keep mine inside', 'routine'],
    ['our new kitten hides under the register all day', 'routine'],
    ['the kittens are about 6 weeks old, the mama cat is nursing them, when do they get shots', 'routine'],
    ['they put in a catheter at the animal hospital, we are at the er now, how do we pay', 'routine'],
    ['the exterminator left poison in the basement, he has not touched it', 'routine'],
  ])(
    '"or" after a denial, a sting alone, someone else’s cat, a new cat, an age, a vet treating, no contact: %s',
    (text, level) => {
      expect(urgencyOf(text)).toBe(level);
    },
  );

  it('a carried blockage ends when the answer is "female, and she is peeing"', () => {
    const asked: HistoryTurn[] = [
      { role: 'user', content: 'he keeps going in and out of the litter box' },
      { role: 'assistant', content: 'Is your cat male or female, and does pee come out?' },
    ];
    expect(urgencyOf('oh sorry, female. she pees fine, normal clumps', asked)).not.toBe('emergency');
    expect(urgencyOf('male, and nothing comes out', asked)).toBe('emergency');
  });

  it('vomiting three times or more is an emergency unless the cat is otherwise normal', () => {
    expect(urgencyOf('vomited 4 times since the morning but acting normal, eating')).toBe('urgent');
    expect(ids('vomited 4 times since the morning and is not acting normal')).toContain('vomiting-blood');
  });

  it('a later "if" does not make what comes before it a "what if"', () => {
    expect(ids('he is in the litter box straining and nothing comes out, he yowls if i pick him up')).toContain(
      'urinary-blockage',
    );
  });

  it('a long-past event that still goes on does', () => {
    expect(ids('he fell off the roof last month and still drags his back legs')).toContain('fall');
  });
});

describe('what an inability, the weather and the rest of the message say', () => {
  it.each([
    ['my boy cant eat anything since yesterday', 'not-eating'],
    ['la gata no puede mover las patas traseras y grita', 'hind-legs'],
    ['el gato no puede usar las patitas de atras de repente', 'hind-legs'],
  ])('"can\'t" denies the action that follows, not the body part: %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['he is breathing with his mouth open and drooling. its like 97 out today', 'heat-stroke'],
    ['found her in the snow this morning, shes moving so slow. like 10 degrees', 'hypothermia'],
  ])('a temperature in one sentence is the weather of the whole message: %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it('a hard landing or a measured height is a fall', () => {
    expect(
      ids('jumped for a fly off the top of the freezer and landed on the tile floor, now he wont get up'),
    ).toContain('fall');
    expect(ids('she slipped off the fire escape, dropped maybe 12 feet')).toContain('fall');
  });

  it('a message that rules out its own red flag does not raise it', () => {
    expect(urgencyOf('hes pushing to poop in the litter, tiny hard balls. pee clumps are normal')).toBe('urgent');
    expect(ids('hes pushing in the litter and crying, nothing comes out')).toContain('urinary-blockage');
  });

  it('a choke the cat cleared by itself is not a breathing emergency', () => {
    expect(urgencyOf('she choked on a piece of kibble but spat it out, totally fine since')).not.toBe('emergency');
    expect(ids('she is choking on something and pawing at her mouth')).toContain('breathing');
  });

  it('reads the -ing form written without its g', () => {
    expect(ids('theres tinsel hangin out of her mouth')).toContain('string');
  });

  it('a denial reaches past the cat named on the way to what it denies', () => {
    expect(ids('we havent seen our big male cat pee since last night, 15 hrs')).toContain('no-urine');
  });

  it('meals skipped one after another are half a day or more', () => {
    expect(ids('hes a chunky 16 lb boy and he skipped breakfast and lunch and dinner')).toContain('not-eating');
    expect(urgencyOf('he ate breakfast and dinner fine, is wet food better')).toBe('routine');
  });

  it('"just asking" asks in general', () => {
    expect(urgencyOf('can cats have grapes? mine didnt eat any, just asking')).toBe('routine');
  });

  it('a message that says the cat itself is fine is not about its bleeding', () => {
    expect(urgencyOf('the delivery guy sliced his thumb and is bleeding all over, the cat is fine')).toBe('routine');
  });

  it('an aside that asks ("just asking") leaves what was told before it told', () => {
    expect(ids('he fell off the roof ledge 4 stories, seems ok, just curious if i should take him in')).toContain(
      'fall',
    );
  });

  it('what a clause tells of another creature is not the cat’s', () => {
    expect(urgencyOf('a rat in the basement was bleeding from its leg, how do i keep the cat away')).toBe('routine');
    expect(urgencyOf('the pigeon on the awning got hit by a bus this morning, gross')).toBe('routine');
    expect(urgencyOf('una clienta estaba ahogándose con un sandwich y el gato ni se movió')).not.toBe('emergency');
    expect(urgencyOf('el perro de la esquina estaba sangrando por la pata')).toBe('routine');
  });

  it('but a creature that does something to the cat, or names what the cat met, still counts', () => {
    expect(ids('a dog bit him behind the store and now hes bleeding a lot')).toEqual(
      expect.arrayContaining(['trauma']),
    );
    expect(ids('a pitbull got her by the neck')).toContain('trauma');
    expect(ids('he licked the rat poison we put behind the fridge')).toContain('poisoning');
    expect(ids('the dog was sick and my cat ate the dog flea pills')).toContain('poisoning');
    expect(ids('a guy was running and kicked her into the street')).toContain('trauma');
  });

  it('a "nothing" that ends a list of denials is not "nothing comes out"', () => {
    expect(urgencyOf('no vomit no diarrhea nothing, he just sleeps more than usual')).not.toBe('emergency');
    expect(urgencyOf('he pees normal big clumps no straining nothing like that, which litter is best')).toBe('routine');
    expect(urgencyOf('no tiene sangre en la caca ni nada, solo quiero saber cuanta comida darle')).toBe('routine');
    expect(ids('my boy cat squats in the box and nothing comes')).toContain('urinary-blockage');
  });

  it('a person in the family, not the cat, is the one hurt when the clause is about them', () => {
    expect(urgencyOf('mi hermano se cortó con el cuchillo y está sangrando, el gato está bien')).toBe('routine');
    expect(ids('my son kicked the cat by accident running to school')).toContain('trauma');
  });

  it('"nada de sangre" and "zero blood" deny the blood', () => {
    expect(ids('vomitó dos veces hoy, nada de sangre, sigue comiendo')).toEqual(['vomiting']);
    expect(urgencyOf('zero blood, he just threw up once')).not.toBe('emergency');
  });

  it('a female passing a few drops is a vet today; a male, or any cat with nothing coming out, an emergency', () => {
    expect(ids('my female cat keeps going in the litter box and nothing comes out')).toContain('urinary-blockage');
    expect(ids('la gata va a la caja y no sale nada')).toContain('urinary-blockage');
    expect(urgencyOf('my female cat keeps going in the litter box and only little drops come out')).toBe('urgent');
    expect(urgencyOf('la gatita va mucho a la caja y solo hace gotitas de pipí')).toBe('urgent');
    expect(ids('my male cat keeps going in the litter box and only little drops come out')).toContain(
      'urinary-blockage',
    );
  });

  it('set phrases that only sound alarming: fits in a hand, choking on one’s coffee, a story read online', () => {
    expect(urgencyOf('the kitten is so small she fits in my hand, eating and playing fine, how much food')).toBe(
      'routine',
    );
    expect(urgencyOf('choking on my water when i saw what the vet charged')).toBe('routine');
    expect(urgencyOf('saw on facebook a cat got hit by a car on fordham, how do i keep mine inside')).toBe('routine');
    expect(ids('he is choking on my hair tie')).toContain('breathing');
  });

  it('a choke that brings up a hairball is a hairball', () => {
    expect(urgencyOf('she was hacking like she was choking and a hairball came up, now shes fine')).toBe('routine');
  });

  it("someone else's cat with a trouble that goes on since yesterday is still an emergency", () => {
    expect(ids('my neighbors cat hasnt peed since yesterday morning and hes a boy, what do i tell her')).toContain(
      'no-urine',
    );
  });

  it('a vet seeing the cat is read across the whole sentence, however long', () => {
    expect(
      urgencyOf(
        'we are sitting in the waiting room of the animal hospital on 62nd with the cat that got into the rat poison and the doctor is seeing him right now, do they take payment plans',
      ),
    ).toBe('routine');
  });

  it('reads the words of the spent held-back half that it missed, said another way', () => {
    expect(ids('the metal shutter come down on her when i closed up')).toContain('crush');
    expect(
      ids('ni una bolita de pipí en la arena desde anoche a las 8 y ya son las 10 de la mañana, es macho'),
    ).toContain('no-urine');
    expect(ids('she threw up brown stuff like coffee grounds')).toContain('vomiting-blood');
    expect(ids('theres red in her poop today')).toContain('vomiting-blood');
    expect(ids('he only ate less than half his can today, otherwise normal')).toEqual(['eating-less']);
  });

  it('a sting with a swollen face is a reaction, however lumpy; a bow or a ribbon is a string', () => {
    expect(ids('a wasp got him on the porch and now his muzzle is puffed up with bumps')).toContain('allergic');
    expect(ids('le pico una abeja y tiene la cara hinchada con bolitas')).toContain('allergic');
    expect(ids('se trago el lazo de la bolsa de regalo')).toContain('string');
    expect(ids('she was chewing a gift ribbon and now i cant find it, it was long')).toContain('string');
  });

  it('a "still" that asks what can still be done, or says it stayed fine, is not trouble going on', () => {
    expect(urgencyOf('she was hit by a bike three years ago and healed fine, can she still be spayed')).toBe('routine');
    expect(
      urgencyOf('he jumped out the window two years ago, the vet checked him and hes been normal ever since'),
    ).toBe('routine');
    expect(urgencyOf('fell off the fridge last yr, all fine now, what shelves are safe')).toBe('routine');
    // A long-past event whose trouble is still there still counts.
    expect(urgencyOf('he fell off the fire escape last year and still drags his back leg')).not.toBe('routine');
  });

  it('the shop cat is the patient even when the writer does not own it', () => {
    expect(ids('el gato de la bodega se cayo del techo anoche y ahora no apoya la pata')).toContain('fall');
    expect(ids('la gata de la tienda lleva desde ayer sin comer nada y es gordita')).toContain('not-eating');
  });

  it("another shop's cat that an attack killed is over; an attack on the person's own cat is not", () => {
    expect(urgencyOf('un perro mato al gato del colmado de enfrente, como protejo al mio')).toBe('routine');
    expect(
      urgencyOf('a dog went after the cat from the laundromat and it didnt make it, how do i keep mine safe'),
    ).toBe('routine');
    expect(ids('a dog attacked my cat and then the neighbors cat, the neighbors one died')).toContain('trauma');
  });

  it('nothing out of a sneezing nose is not a blocked cat; someone sitting on the cat is a crush, the cat on a lap is not', () => {
    expect(urgencyOf('he sneezes a lot but nothing comes out, hes a male, eating fine')).not.toBe('emergency');
    expect(urgencyOf('nothing coming out of his nose when he sneezes, he is a boy')).not.toBe('emergency');
    expect(ids('my customer sat on him by accident on the stool and now he limps and cries')).toContain('crush');
    expect(urgencyOf('the cat sat on my lap all afternoon, how do i get him to sleep in his bed')).toBe('routine');
  });

  it('dried blood on a small wound is an old one; "ya lo están atendiendo" is a vet treating the cat', () => {
    expect(urgencyOf('found a small scratch on his ear with some dried blood, he is acting normal')).not.toBe(
      'emergency',
    );
    const going: HistoryTurn[] = [{ role: 'user', content: 'le cayo una caja encima al gato' }];
    expect(urgencyOf('ya esta en la clinica de emergencia y lo estan atendiendo, como pago esto', going)).toBe(
      'routine',
    );
  });

  it('the weather holds in its whole sentence, however far the sign it explains', () => {
    expect(
      ids(
        'the fan in the back broke on monday and its like 96 degrees in there today, i went down to grab two cases of ' +
          'water for the fridge out front and he is lying on the concrete with his mouth open breathing fast',
      ),
    ).toContain('heat-stroke');
  });

  it('"before the cat gets heat stroke" prepares for it', () => {
    expect(urgencyOf('before the cat gets heat stroke in the basement this july, what should we set up?')).toBe(
      'routine',
    );
  });

  it('an emergency a vet treated and that is over, another animal eating a poison, and a norm asked, are routine', () => {
    expect(urgencyOf('estuvo dos dias internado por el veneno de ratas y ya ta bien, que comida le doy')).toBe(
      'routine',
    );
    expect(urgencyOf('el perro de mi primo se comió un chocolate entero, los gatos tambien se enferman con eso?')).toBe(
      'routine',
    );
    expect(urgencyOf('if he ever eats a rubber band what do i do? i just want to know before')).toBe('routine');
    expect(urgencyOf('how many times should a cat pee in a day')).toBe('routine');
    // A person who saw or says something tells of the cat: "mi vecina dice que vio al gatico lamiendo anticongelante".
    expect(ids('mi vecina dice que vio al gatico lamiendo anticongelante')).toContain('poisoning');
  });

  it('eating little is not eating nothing', () => {
    expect(urgencyOf('desde ayer casi no come, solo un poquito de atun')).toBe('urgent');
    expect(urgencyOf('desde ayer no come nada')).toBe('emergency');
  });

  it('reads past a "right" between the words of a phrase', () => {
    expect(ids('the delivery scooter went right over him at the curb')).toContain('trauma');
  });

  it("someone else's cat set against the person's own raises nothing for it", () => {
    expect(urgencyOf('a un gato de la cuadra lo atropello un carro, que hago pa que el mio no salga')).toBe('routine');
  });

  it('vomiting three times while still drinking is a vet today, not the emergency room', () => {
    expect(urgencyOf('threw up 3 times since last night, no blood, still drinking')).toBe('urgent');
  });

  it('a chewed cord with no power in it shocks nothing; grey back paws on legs that stopped are a clot', () => {
    expect(urgencyOf('he bit through the old lamp cable but it was unplugged, no marks')).not.toBe('emergency');
    expect(ids('her back legs wont move and the back paws look greyish')).toContain('hind-legs');
  });

  it('a place near the freezer is not a cat shut in the cold', () => {
    expect(urgencyOf('he sleeps behind the freezer all day, is he bored')).not.toBe('emergency');
    expect(ids('she got locked in the walk in freezer overnight and is shivering')).toContain('hypothermia');
  });

  it('a fever, a hot nose, is feeling unwell, not heat stroke', () => {
    expect(urgencyOf('tiene la nariz caliente y esta decaido')).toBe('urgent');
  });

  it('"gotta" is not "gota"; a pigeon bleeding, a lady who fainted and a cousin allergic to cats are not the cat', () => {
    expect(urgencyOf('i gotta change the litter all the way, how often')).toBe('routine');
    expect(urgencyOf('theres a pigeon bleeding on the sidewalk, who do i call, my cat is inside and fine')).toBe(
      'routine',
    );
    expect(urgencyOf('a lady fainted at the register today, how much should the cat eat')).toBe('routine');
    expect(urgencyOf('mi prima es alergica a los gatos, se le hincha la cara, si lo baño ayuda?')).toBe('routine');
    expect(ids('mi gata tiene la cara hinchada de repente')).toContain('allergic');
    expect(ids('the dog door closed on her tail')).toContain('crush');
  });

  it("a vet's care does not hide what began after it", () => {
    expect(ids('the vet gave him fluids and sent him home but now hes vomiting blood')).toContain('vomiting-blood');
    expect(urgencyOf('at the er they put in a catheter, how much will this cost')).toBe('routine');
  });

  it('a birth that is not going is a difficult birth, said outright or described', () => {
    expect(ids('shes having trouble giving birth')).toContain('difficult-birth');
    expect(ids('la gata tiene problemas para parir')).toContain('difficult-birth');
    expect(ids('la gata lleva horas pujando y no sale el gatito')[0]).toBe('difficult-birth');
    expect(urgencyOf('she gave birth last week, is she eating normal')).toBe('routine');
  });

  it('"salió bien" and "she made it" say an emergency back then is over', () => {
    expect(
      urgencyOf('en marzo la gata lamio cloro y fuimos a la emergencia, salio bien. que uso pa mapear el piso'),
    ).toBe('routine');
    expect(
      urgencyOf('its getting hot again, how do i keep the shop cool', [
        { role: 'user', content: 'the cat had heat stroke in july and we rushed her to the er' },
        { role: 'user', content: 'she made it' },
      ]),
    ).toBe('routine');
  });

  it('a cat seen, treated and home again ends the emergency; a vet the person cannot get to does not', () => {
    const afterward = (first: string, then: string) => urgencyOf(then, [{ role: 'user', content: first }]);
    expect(
      afterward('he swallowed a piece of string', 'the vet got it out, hes home. how do i cat proof the store'),
    ).toBe('routine');
    expect(
      afterward('mi gata comio veneno de ratas', 'el veterinario le dio la vitamina k y ya esta bien en casa'),
    ).toBe('routine');
    expect(
      afterward('el gato se quedo atrapado en la cortina', 'ya lo vieron, no tiene nada roto y ya esta en la tienda'),
    ).toBe('routine');
    expect(afterward('he fell out the window', 'we cant afford the vet so hes home now, what do i do')).toBe(
      'emergency',
    );
    expect(afterward('se cayo de la ventana', 'el veterinario esta cerrado, ya esta en casa')).toBe('emergency');
  });

  it('pee said to be normal rules out a blockage in a message about stool; a stuffy nose and a cat that is not low are a vet today', () => {
    expect(urgencyOf('no hace popo hace dos dias, si hace pipi normal, buenos charcos, pero del dos nada')).toBe(
      'urgent',
    );
    expect(urgencyOf('my male cat keeps going in the box and nothing comes out')).toBe('emergency');
    expect(urgencyOf('respira con ruidito por la nariz, con la boca cerrada, come poco')).toBe('urgent');
    expect(urgencyOf('vomita despues de comer, ya van 3 veces desde ayer, pero no esta decaido')).toBe('urgent');
  });

  it('people and animals that came, went or fell are the subject of their clause; an owner after "de" is not', () => {
    expect(urgencyOf('the pitbull from 3B came home bleeding from a fight. is dry food ok for a cat?')).toBe('routine');
    expect(urgencyOf('a guy passed out on the sidewalk and the cat watched. what toys can he have?')).toBe('routine');
    expect(urgencyOf('el viejito se cayó de la escalera. que le doy de comer al gato')).toBe('routine');
    expect(ids('mi gato viejito se cayo de la escalera')).toContain('fall');
    expect(ids('a dog came at my cat and bit him, hes bleeding')).toContain('bleeding');
    expect(urgencyOf('el gato de mi tía tiene diarrea desde ayer')).toBe('urgent');
  });

  it('a fear is a "what if" only in its own clause: what is told beside it still counts', () => {
    expect(ids('my cat is having a seizure im scared he will die')).toContain('seizure');
    expect(ids('he cant breathe and im afraid he will die')).toContain('breathing');
    expect(ids('worried she will die, she hasnt eaten in 3 days')).toContain('not-eating');
    expect(ids('tengo miedo de que se muera porque lleva 3 dias sin comer')).toContain('not-eating');
    expect(ids('tengo miedo que le pase algo, esta convulsionando')).toContain('seizure');
    // Run on, with no comma: a new subject two words after the fear starts what is told.
    expect(ids('scared he will die he is bleeding so much')).toContain('bleeding');
    expect(ids('scared to touch her she is convulsing')).toContain('seizure');
    expect(ids('afraid he might have broken something he fell off the fire escape')).toContain('fall');
    // "Me preocupa que no ha orinado" worries about what is so.
    expect(ids('me preocupa que no ha orinado en todo el dia y es macho')).toContain('no-urine');
    expect(urgencyOf('worried he might get out and he could fall')).toBe('routine');
    // The fear itself, and a fear of one's own act and what it may cause, stay "what ifs".
    expect(urgencyOf('me da miedo que se caiga por la ventana')).toBe('routine');
    expect(urgencyOf('im afraid to cut his nails too short and make them bleed')).toBe('routine');
    expect(
      urgencyOf('no sangra ni nada, cada cuanto se le cortan las uñas? me da miedo cortarle mucho y que sangre'),
    ).toBe('routine');
  });

  it('breathing said not to be right is trouble breathing; a stuffy nose is a cold', () => {
    expect(ids('hes not breathing right')).toContain('breathing');
    expect(ids('mi gato no respira bien')).toContain('breathing');
    expect(ids('no esta respirando bien')).toContain('breathing');
    expect(urgencyOf('no respira bien por la nariz, tiene mocos')).toBe('urgent');
    expect(urgencyOf('he is breathing fine now, not breathing weird anymore')).toBe('routine');
  });

  it('a near miss is no exposure; a wound "licked a lot" with no bleeding is not bleeding', () => {
    expect(urgencyOf('el gato almost ate my moms lily but i grabbed it before he even touched it')).not.toBe(
      'emergency',
    );
    expect(urgencyOf('casi se come el lirio pero se lo quite')).not.toBe('emergency');
    expect(urgencyOf('mi gato casi no come desde ayer')).toBe('urgent');
    expect(urgencyOf('a street cat bit him, 2 little holes not bleeding, hes licking it alot')).toBe('urgent');
  });

  it('a fit when she was a baby is the past; hiding from noise while she eats and plays is stress; diarrhoea once and over is over', () => {
    expect(urgencyOf('when she was a baby she had a seizure once, shes 3 now, what shots she need')).toBe('routine');
    expect(urgencyOf('since the remodel she hide more but she eat and play normal at night')).toBe('routine');
    expect(urgencyOf('she hides under the shelf more than usual since yesterday')).toBe('urgent');
    expect(urgencyOf('she had diarrhea once when i changed her food but shes normal now')).toBe('routine');
    expect(urgencyOf('he has diarrhea since yesterday')).toBe('urgent');
    expect(ids('her left i is watery and she keeps squinting it')).toContain('eye-problem');
  });
});

describe('topics', () => {
  it.each(['are lilies poisonous', 'que plantas son venenosas para los gatos', 'can dogs flea drops hurt cats?'])(
    'a general question about poisons is about poisoning, and raises nothing: %s',
    (text) => {
      const result = siteTriage(text);
      expect(result.urgency).toBe('routine');
      expect(result.topics.map((f) => f.id)).toEqual(['poisoning']);
    },
  );

  it('a question on another subject has no topic', () => {
    expect(siteTriage('how often should I feed my cat').topics).toEqual([]);
  });
});

describe('history', () => {
  const lily: HistoryTurn[] = [
    { role: 'user', content: 'my cat ate a lily' },
    { role: 'assistant', content: 'EMERGENCY: possible poisoning.' },
  ];

  it('keeps an emergency for a follow-up in the same chat', () => {
    const result = siteTriage('what do I do now?', lily);
    expect(result.urgency).toBe('emergency');
    expect(result.carried).toBe(true);
    expect(result.matches.map((m) => m.id)).toEqual(['poisoning']);
  });

  it('reads an exposure with no object as one to what the previous message named', () => {
    const asked: HistoryTurn[] = [
      { role: 'user', content: 'is rat poison dangerous to cats' },
      { role: 'assistant', content: 'Yes, rat and mouse poisons are very dangerous to cats.' },
    ];
    expect(ids('well he was chewing on a block of it an hour ago', asked)).toContain('poisoning');
    expect(urgencyOf('ok, how do I keep him from licking stuff like that', asked)).toBe('routine');
    expect(urgencyOf('ok thanks, he ate his dinner fine tonight', asked)).toBe('routine');
  });

  it('reads a follow-up that says the trouble goes on together with the message before it', () => {
    const asked: HistoryTurn[] = [
      { role: 'user', content: 'she has had the runs since this morning' },
      { role: 'assistant', content: 'See a vet within 24 hours.' },
    ];
    expect(urgencyOf('still going, and now there is blood in it', asked)).toBe('emergency');
    expect(urgencyOf('sigue igual, con sangre', [{ role: 'user', content: 'la gata tiene diarrea' }])).toBe(
      'emergency',
    );
  });

  it('reads a follow-up that goes on with the story together with it, even when the follow-up alone is urgent', () => {
    const visits: HistoryTurn[] = [{ role: 'user', content: 'my boy cat keeps squatting in the litter and just sits' }];
    const result = siteTriage('still nothing comes out, and now he vomited once', visits);
    expect(result.urgency).toBe('emergency');
    expect(result.matches.map((m) => m.id)).toContain('urinary-blockage');
  });

  it('"we here now" after naming the hospital is at the vet: the emergency is in hand', () => {
    const going: HistoryTurn[] = [
      { role: 'user', content: 'a car clipped my cat outside the store' },
      { role: 'user', content: 'driving him to the emergency animal hospital on atlantic' },
    ];
    expect(urgencyOf('ok we here now, do they take payment plans', going)).toBe('routine');
    expect(urgencyOf('ya llegamos, cuanto cobran mas o menos', going)).toBe('routine');
    // Still on the way: the emergency holds.
    expect(urgencyOf('stuck in traffic, what do i do', going)).toBe('emergency');
  });

  it('ends a carried flag once a later message in the chat rules it out', () => {
    const history: HistoryTurn[] = [
      { role: 'user', content: 'my male cat keeps straining in the litter and crying' },
      { role: 'user', content: 'update: false alarm, he is peeing normal, big clumps' },
    ];
    expect(urgencyOf('what litter is best for him', history)).toBe('routine');
  });

  it('reads "it" as the body part or what the cat passed that the previous message named', () => {
    expect(
      ids('now it is tight as a drum and bigger', [{ role: 'user', content: 'his tummy looks swollen' }]),
    ).toContain('swollen-belly');
    expect(urgencyOf('it is hard to say, he eats fine', [{ role: 'user', content: 'is his belly too big' }])).toBe(
      'routine',
    );
  });

  it('reads an update together with the message it updates', () => {
    expect(
      ids('update: next day now, nothing at all, not even the chicken', [
        { role: 'user', content: 'my fat cat did not want his food this morning' },
      ]),
    ).toContain('not-eating');
  });

  it('keeps it for a Spanish follow-up after a Spanish emergency', () => {
    expect(urgencyOf('y ahora?', [{ role: 'user', content: 'mi gato no puede respirar' }])).toBe('emergency');
  });

  it.each([
    'we are at the vet now',
    'ya estamos en el veterinario',
    'the vet has him now',
    'we at the animal hospital now',
    'the vet put in a catheter',
  ])('ends once the cat is with a vet: %s', (text) => {
    expect(urgencyOf(text, lily)).toBe('routine');
    expect(urgencyOf('thanks, what should I ask?', [...lily, { role: 'user', content: text }])).toBe('routine');
  });

  it('does not carry an urgent level, only an emergency', () => {
    expect(urgencyOf('ok thanks', [{ role: 'user', content: 'she threw up twice' }])).toBe('routine');
  });

  it('reads an answer to the assistant’s question together with what it asked about', () => {
    const asked: HistoryTurn[] = [
      { role: 'user', content: 'la gata vomito' },
      { role: 'assistant', content: '¿Cuántas veces ha vomitado? ¿Hay sangre?' },
    ];
    expect(urgencyOf('2 veces, sin sangre', asked)).toBe('urgent');
    expect(urgencyOf('2 veces, sin sangre')).toBe('routine');
  });

  it('reads a follow-up that says it happened again with the earlier message', () => {
    const once: HistoryTurn[] = [{ role: 'user', content: 'he threw up one time after breakfast.' }];
    expect(urgencyOf('lo hizo otra vez ahorita', once)).toBe('urgent');
    expect(urgencyOf('lo hizo otra vez ahorita')).toBe('routine');
  });

  it('drops an accident the person says was the cat’s habit, and only then', () => {
    const fell: HistoryTurn[] = [
      { role: 'user', content: 'my cat fell off the top shelf' },
      { role: 'assistant', content: 'How high was it, and is he walking normally?' },
    ];
    expect(urgencyOf('nah he jumps from there like always, he is fine', fell)).toBe('routine');
    expect(urgencyOf('he seems fine', fell)).toBe('emergency');
  });

  it('drops a blow the person says was tiny once the cat is fine', () => {
    const hit: HistoryTurn[] = [
      { role: 'user', content: 'the mop handle hit my cat hard' },
      { role: 'assistant', content: 'Is she hurt?' },
    ];
    expect(urgencyOf('no no it was just a tiny tap, she is eating and playing normal', hit)).toBe('routine');
  });

  it('carries what the person said about the cat into later messages', () => {
    const kittens: HistoryTurn[] = [{ role: 'user', content: 'we found three kittens behind the freezer' }];
    expect(ids('the smallest is cold and barely moves', kittens)).toContain('fading-kitten');
    expect(ids('the smallest is cold and barely moves')).not.toContain('fading-kitten');
  });

  it('names a new emergency first and the one still going on from before after it', () => {
    const bitten: HistoryTurn[] = [{ role: 'user', content: 'a dog attacked my cat' }];
    expect(ids('now he is breathing with his mouth open', bitten)).toEqual(['breathing', 'trauma']);
  });
});

describe('three levels', () => {
  it.each([
    ['threw up twice but eating', 'urgent'],
    ['he has not eaten since this morning', 'urgent'],
    ['a heavy cat, 20 pounds, has not eaten since last night', 'emergency'],
    ['she is limping a little', 'urgent'],
    ['tiene diarrea', 'urgent'],
    ['vomited once, a hairball', 'routine'],
    ['how much food for a kitten', 'routine'],
  ])('%s → %s', (text, urgency) => {
    expect(urgencyOf(text)).toBe(urgency);
  });
});

describe('the opening', () => {
  const { contact } = triageOptions;

  it('opens an emergency with the 24/7 number as a tel: link, then the matching guide', () => {
    const [first, second] = siteTriage('my cat ate a lily').opening.split('\n');
    expect(first).toMatch(/^EMERGENCY: /);
    expect(first).toContain(`[${contact.phone}](${telHref(contact.phone)})`);
    expect(second).toContain('(/emergency#poisoning)');
  });

  it('opens an urgent answer with "see a vet within 24 hours" and no emergency number', () => {
    const opening = siteTriage('she threw up twice today').opening;
    expect(opening.startsWith(URGENT_LEAD)).toBe(true);
    expect(opening).not.toContain('tel:');
  });

  it('has no opening for a routine question', () => {
    expect(siteTriage('what food is best').opening).toBe('');
  });

  it('takes its rules and contact as data', () => {
    const contactOnly = {
      ...triageOptions,
      contact: { shortName: 'Test Clinic', phone: '(555) 010-0000', address: null },
    };
    expect(triage('my cat ate a lily', contactOnly).opening).toContain('[(555) 010-0000](tel:5550100000)');
    expect(triage('my cat ate a lily', { ...triageOptions, rules: [] }).urgency).toBe('routine');
  });
});

describe('how words are read: intensifiers, set phrases and the setting', () => {
  it.each([
    ['el gato come muy poquito desde el lunes', 'eating-less'],
    ['my cat is not really bleeding, it is a scab', null],
    ['esta escondida detras del refri, no sale como siempre', 'unwell'],
    ['he pees on the floor instead of the box since monday, normal amounts', 'peeing-less'],
    ['she loves to nap in the boxes of paper towels and nothing comes out of her when i lift her lol', null],
    ['counted her breaths while asleep, 52 per minute, otherwise ok', 'breathing-fast'],
  ])(
    'an intensifier, "not like always", "instead of the box", boxes of something, a breathing rate: %s',
    (text, id) => {
      const found = siteTriage(text).matches.map((m) => m.id);
      if (id === null) expect(urgencyOf(text)).toBe('routine');
      else expect(found).toContain(id);
    },
  );

  it.each([
    ['my daughter got scratched pulling him off the shelf and her arm is bleeding, he is fine', 'routine'],
    ['a mi esposo lo mordio el gato cuando lo bañaba, le sangra el dedo', 'routine'],
    ['the neighbors dog died last night, they think rat poison. how do i keep mine safe', 'routine'],
    ['no manches, se comio un pedazo de lirio', 'emergency'],
    ['the vet did bloodwork yesterday, all fine, what food should he eat', 'routine'],
    ['the vet kept her two nights and gave her pain meds, when can she play again', 'routine'],
    ['he got his paw stuck in the gate back in april, all healed, how do i block it', 'routine'],
  ])('who is hurt, whose animal, an exclamation, a test, the vet’s medicine, a month long past: %s', (text, level) => {
    expect(urgencyOf(text)).toBe(level);
  });

  it('a hot place told in one sentence is the setting of the next ones', () => {
    expect(
      ids('the cat was shut in the laundry room with the dryer running all day, super hot. now she is wobbly'),
    ).toContain('heat-stroke');
    expect(urgencyOf('is it too hot in the basement for a cat? she is wobbly after jumping')).not.toBe('emergency');
  });

  it('reads chat spellings of times, and an evening named before the hour', () => {
    expect(ids('nothing in his box since last nite at 9, its 11am now. he is a boy')).toContain('no-urine');
    expect(ids('he has not peed since last night around 11 and its 3pm now, male cat')).toContain('no-urine');
    expect(ids('no comio nada ayer y hoy tampoco')).toContain('not-eating');
  });

  it('an "it" with no body part named before it stands for the one the last message named', () => {
    const ear: HistoryTurn[] = [{ role: 'user', content: 'she keeps shaking her head and scratching her ear' }];
    expect(urgencyOf('now it smells bad and she holds her head to one side', ear)).toBe('urgent');
  });

  it('vomiting that has stopped ends a carried emergency only with the cat well again', () => {
    const sick: HistoryTurn[] = [{ role: 'user', content: 'he vomited 4 times last night' }];
    expect(urgencyOf('update: kept his food down all day, acting normal now', sick)).not.toBe('emergency');
    const twice: HistoryTurn[] = [
      { role: 'user', content: 'my cat threw up' },
      { role: 'assistant', content: 'How many times? Any blood?' },
    ];
    expect(urgencyOf('twice this morning, no more throwing up since', twice)).toBe('urgent');
  });
});

describe('what a follow-up and the rest of the chat say', () => {
  it('a follow-up that says "false alarm" ends what the earlier message feared', () => {
    const feared: HistoryTurn[] = [{ role: 'user', content: 'he was straining in the box for ages and crying' }];
    expect(urgencyOf('false alarm, big pee clump in there now', feared)).not.toBe('emergency');
    expect(siteTriage('nvm he peed, all good', feared).learned).toBe(false);
  });

  it('the vet having the cat now is a vet treating it', () => {
    const fell: HistoryTurn[] = [{ role: 'user', content: 'mi gata se cayo del techo' }];
    expect(urgencyOf('ya esta con la veterinaria, cuanto cobran por rayos x', fell)).toBe('routine');
    expect(urgencyOf('the vet has her now, they said blocked, how do i pay for it')).toBe('routine');
  });

  it('a hot or cold place told earlier in the chat is still the setting', () => {
    const basement: HistoryTurn[] = [
      { role: 'user', content: 'the cooler room broke and its boiling hot in the back' },
    ];
    expect(ids('now she is panting and cant stand up straight', basement)).toContain('heat-stroke');
  });

  it('a whole thing found is nothing swallowed; a part of what was named is what was eaten', () => {
    const yarn: HistoryTurn[] = [{ role: 'user', content: 'i think he swallowed the tinsel from the window' }];
    expect(urgencyOf('found the whole strand behind the register, all there', yarn)).not.toBe('emergency');
    const lilies: HistoryTurn[] = [{ role: 'user', content: 'are tiger lilies toxic to cats' }];
    expect(ids('she bit a petal off just now', lilies)).toContain('poisoning');
  });

  it.each([
    ['vomits and vomits, wont keep water', 'vomiting-blood'],
    ['fell over stiff by the fridge and peed herself', 'seizure'],
    ['the deli guy dropped his advil and the cat was chewing something by the slicer', 'poisoning'],
  ])('a verb said twice, a fit that wets, a person’s medicine: %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['he yelps when i touch his back, eats fine', 'urgent'],
    ['the bite on her neck is oozing a little, she eats', 'urgent'],
    ['she left her food this morning and has been weird since', 'urgent'],
  ])('pain when handled, an oozing bite, food left: %s', (text, level) => {
    expect(urgencyOf(text)).toBe(level);
  });
});

describe('real words are not typos', () => {
  it.each([
    ['no tengo plata pa la comida del gato este mes, por favor ayuda', 'routine'],
    ['he sits in the box staring at the wall for a rato', 'routine'],
    ['el gato duerme en el pasillo y se lame las patas todo el dia', 'routine'],
  ])('money, "por favor", staring, the aisle: %s', (text, level) => {
    expect(urgencyOf(text)).toBe(level);
  });
});

describe('normal things that sound alarming', () => {
  it.each([
    ['breathing super fast after playing with the string toy, mouth closed, calming down now', 'routine'],
    ['she purrs so loud it sounds like she cant breathe lol', 'routine'],
    ['he chatters at the birds on the fire escape and makes a clicking sound, is he choking', 'routine'],
    ['her legs twitch while shes asleep, is that a seizure?', 'routine'],
    ['coughed up a furball after breakfast, only once, eating fine', 'routine'],
    ['my neighbors dog just ate a whole bag of raisins, what do i tell her', 'routine'],
    ['caught a mouse in the glue trap and there is blood all over the floor, is it safe for the cat', 'routine'],
    ['got him neutered at the spay truck on monday, when can he go back to the store', 'routine'],
    ['this cat literally sleeps all day on the yellow chips, is that normal', 'routine'],
  ])('after play, a purr, chattering, a dream, a furball, someone else’s animal, a trap, a spay: %s', (text, level) => {
    expect(urgencyOf(text)).toBe(level);
  });

  it.each([
    ['he had a seizure in his sleep and now he walks into walls', 'seizure'],
    ['breathing with her mouth open after playing and it wont slow down', 'breathing'],
  ])('the same signs told as they are: %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['his cheek is a bit swollen and his breath smells rotten, he chews on one side', 'urgent'],
    ['threw up 4 times since last night. he is still eating his wet food', 'urgent'],
  ])('a tooth, and vomiting with the cat still eating said in another sentence: %s', (text, level) => {
    expect(urgencyOf(text)).toBe(level);
  });

  it('"we are here, they took him back" is a cat with the vet; "my mistake" is a false alarm', () => {
    const hit: HistoryTurn[] = [
      { role: 'user', content: 'a car clipped my cat' },
      { role: 'user', content: 'going to the animal hospital on 14th now' },
    ];
    expect(urgencyOf('ok we are here they took him back, is there help with the bill', hit)).toBe('routine');
    const noFood: HistoryTurn[] = [{ role: 'user', content: 'he has not eaten since yesterday morning' }];
    expect(urgencyOf('my mistake, my wife fed him last night, he is fine', noFood)).not.toBe('emergency');
  });
});

describe('a surgery cut', () => {
  it.each([
    ['the spay incision is red and oozing a bit on day 4', 'incision'],
    ['la herida de la operacion esta hinchada y roja', 'incision'],
  ])('links the after-surgery care: %s', (text, id) => {
    expect(siteTriage(text)).toMatchObject({ urgency: 'urgent' });
    expect(ids(text)[0]).toBe(id);
    expect(siteTriage(text).matches[0]?.guide.path).toBe('/spay-neuter#after-surgery');
  });

  it('is not a person’s stitches', () => {
    expect(urgencyOf('got 3 stitches in my finger from the slicer, how do i keep the cat off the counter')).toBe(
      'routine',
    );
  });
});

describe('what the second reader raised earlier in the chat', () => {
  const eye: HistoryTurn[] = [
    { role: 'user', content: 'his right eye looks way bigger than the other one, like its pushing out of his head' },
  ];

  it('stays an emergency for a follow-up that asks about cost or waiting', () => {
    expect(siteTriage(eye[0]?.content ?? '').learned).toBe(true);
    expect(urgencyOf('how much will the er charge, can it wait till tomorrow', eye)).toBe('emergency');
    expect(siteTriage('what do i do', eye).carried).toBe(true);
  });

  it('ends when a later message says the cat is fine, or the opening was only vague', () => {
    const answered = [...eye, { role: 'user' as const, content: 'nvm it was the light, both eyes look the same now' }];
    expect(urgencyOf('ok which food is best for an older cat', answered)).toBe('routine');
    const vague: HistoryTurn[] = [{ role: 'user', content: 'we trapped the mama cat from the lot' }];
    expect(urgencyOf('where can we get her fixed for free in the bronx', vague)).toBe('routine');
  });
});

describe('who it happened to', () => {
  it.each([
    'un señor le pegó a un perro con un palo frente a la tienda, el gato estaba adentro',
    'a car hit a man on the corner, the cat was inside the whole time',
    'atropellaron a una señora frente al colmado, que horror, el gato bien',
  ])('what was done to another creature is not the cat’s: %s', (text) => {
    expect(urgencyOf(text)).not.toBe('emergency');
  });

  it.each(['lo atropelló un carro', 'a dog attacked my cat', 'my cat was attacked by a dog', 'a guy kicked her'])(
    'what was done to the cat still is: %s',
    (text) => {
      expect(urgencyOf(text)).toBe('emergency');
    },
  );

  it('"al perro le dan convulsiones" is the dog’s fit; "al gato le dio un ataque" is the cat’s', () => {
    expect(urgencyOf('al perro de mi vecina le dan convulsiones, eso es contagioso pa mi gato?')).not.toBe('emergency');
    expect(urgencyOf('al gato le dio un ataque y se puso tieso')).toBe('emergency');
  });

  it('Spanish "son" is "are", not a son', () => {
    expect(urgencyOf('no son convulsiones ni nada, solo tiembla de frio un ratito')).not.toBe('emergency');
  });

  it('"me va a dar un ataque" is the person’s fright', () => {
    expect(urgencyOf('casi me da un infarto cuando vi la multa del inspector por el gato')).toBe('routine');
  });

  it('a claim about cats in general is not about this cat', () => {
    expect(urgencyOf('my uncle says cats get seizures from the lottery machine lights is that true')).toBe('routine');
  });
});

describe('plans, surgery and what stays down', () => {
  it('meaning to put a dog’s flea product on the cat is a question, having put it is poisoning', () => {
    expect(urgencyOf('my brother wants to use his dogs flea drops on the shop cat, is that ok')).toBe('routine');
    expect(urgencyOf('mi hermano le quiere echar las pulgas del perro al gato, es seguro?')).toBe('routine');
    expect(urgencyOf('i used the dogs flea drops on the cat, is that ok')).toBe('emergency');
  });

  it('a cat in surgery is with the vet', () => {
    const swallowed: HistoryTurn[] = [{ role: 'user', content: 'he swallowed a piece of ribbon' }];
    expect(urgencyOf('hes in surgery now, is there any help paying for it', swallowed)).toBe('routine');
    expect(urgencyOf('lo tienen hospitalizado, cuanto me va a salir', swallowed)).toBe('routine');
  });

  it('nothing staying down is repeated vomiting, whatever it is called', () => {
    expect(urgencyOf('she cant keep water down, my husband says its just hairballs')).toBe('emergency');
    expect(urgencyOf('el gato guacareó dos veces hoy')).toBe('urgent');
  });

  it('"it" in a later sentence can be the thread or the poison named before, not a medicine or a plan', () => {
    expect(urgencyOf('the yarn from the register is all gone. pretty sure she ate it, she looks ok tho')).toBe(
      'emergency',
    );
    expect(urgencyOf('are lilies bad for cats? my boss wants to put some by the door')).toBe('routine');
  });

  it('what fell the other way missed the cat', () => {
    expect(
      urgencyOf('the mop bucket fell the other way, the cat wasnt near it. how do i keep him out of the back'),
    ).toBe('routine');
  });
});

describe('what the rest of the chat settles', () => {
  it('"nvm" in any later message ends what an earlier one feared', () => {
    const choking: HistoryTurn[] = [
      { role: 'user', content: 'omg i think he is choking on something' },
      { role: 'user', content: 'nvm it was just a hairball, he got it out and is eating' },
    ];
    expect(urgencyOf('how do i brush him so it doesnt happen again', choking)).toBe('routine');
  });

  it('a stay in the hospital that is over is a cat the vet has had', () => {
    const blocked: HistoryTurn[] = [
      { role: 'user', content: 'my tom was in the hospital three nights because he couldnt pee' },
    ];
    expect(urgencyOf('the bill was 3100, any program that helps pay', blocked)).toBe('routine');
  });
});

describe('signs that are someone else’s or milder than they sound', () => {
  it('a person said to be allergic is the one whose face swells', () => {
    expect(urgencyOf('my girlfriend is allergic, her face swells up when the cat sleeps on the pillow')).toBe(
      'routine',
    );
    expect(urgencyOf('her face is all swollen up suddenly')).toBe('emergency');
  });

  it('a whistle through a stuffy nose is a cold; a wheeze alone is breathing trouble', () => {
    expect(urgencyOf('she makes a little whistle from her nose when she sleeps, eating fine')).not.toBe('emergency');
    expect(urgencyOf('hes wheezing and crouched low')).toBe('emergency');
  });

  it('a cat that will not wake up has collapsed', () => {
    expect(urgencyOf('i call her and she not wake up, she is soft like no strong')).toBe('emergency');
  });

  it('pollen of the flowers on the cat’s face is a poisoning; on the counter it is a question', () => {
    const flowers: HistoryTurn[] = [{ role: 'user', content: 'my neighbour left a bunch of flowers on the counter' }];
    expect(urgencyOf('the cat was rubbing on the white ones and now theres orange powder on his nose', flowers)).toBe(
      'emergency',
    );
    expect(urgencyOf('the flowers drop yellow pollen on the counter, is that bad for the cat?')).toBe('routine');
  });
});

describe('what a vet cleared, what someone means to do, and grooming words', () => {
  it('an urgent sign a vet checked and found nothing in is behaviour, unless something new began', () => {
    expect(urgencyOf('she keeps peeing on the newspapers, the vet checked her last week and said shes healthy')).toBe(
      'routine',
    );
    expect(urgencyOf('the vet said she was healthy but now she has diarrhea')).toBe('urgent');
    expect(urgencyOf('the vet said the behavior change means pain, he is peeing blood')).toBe('urgent');
  });

  it('meaning to give a person’s medicine some day is a question; giving it is a poisoning', () => {
    expect(urgencyOf('my husband wants to give him advil when he gets sick, ok or no? hes fine now')).toBe('routine');
    expect(urgencyOf('my husband gave him an advil')).toBe('emergency');
  });

  it('a glue trap is no crush, and cutting out a mat of fur is no cut', () => {
    expect(urgencyOf('she stepped on a glue trap in the basement, got her paw out with cooking oil, she is fine')).toBe(
      'routine',
    );
    expect(urgencyOf('his fur has big knots by the tail, should i cut them with scissors')).toBe('routine');
  });

  it('sneezing with green boogers is a vet today', () => {
    expect(urgencyOf('he sneezes all day and theres green boogers')).toBe('urgent');
  });
});

describe('mild signs in plain words', () => {
  it.each([
    ['her eye is crying water and she keeps it half close', 'eye-problem'],
    ['se le ve una telita blanca en el ojo', 'eye-problem'],
    ['he barely touched his food today', 'eating-less'],
    ['coughing like a hairball but nothing comes out', 'unwell'],
  ])('is a vet within a day: %s', (text, id) => {
    expect(siteTriage(text)).toMatchObject({ urgency: 'urgent' });
    expect(ids(text)).toContain(id);
  });

  it('hiding from noise while eating as usual is stress; "lo puedo devolver a la tienda" is no vomiting', () => {
    expect(urgencyOf('con el ruido de la obra se esconde detrás de las cajas pero come normal')).toBe('routine');
    expect(urgencyOf('después de operarla la puedo devolver a la tienda el mismo día?')).toBe('routine');
  });
});

describe('whose body, and when', () => {
  it('a bite or a wound on a person or another creature is theirs, whichever concept the word reads as', () => {
    expect(urgencyOf('a rat bit my hand in the basement, the cat just watched, how do i get him to hunt')).toBe(
      'routine',
    );
    expect(urgencyOf('el perro del vecino mordio al repartidor no al gato, como hago que el gato no salga')).toBe(
      'routine',
    );
    expect(urgencyOf('un perro mordio a mi sobrino, el gato del colmado tiene que tener vacuna de rabia?')).toBe(
      'routine',
    );
    expect(urgencyOf('the delivery guy fell off his ebike and his knee is bleeding pretty bad, the cat is fine')).toBe(
      'routine',
    );
    expect(urgencyOf('a dog bit my cat')).toBe('emergency');
  });

  it('a place after a person is theirs; the cat in it is still the one peeing', () => {
    expect(
      ids('the female cat at my uncles store is peeing on the boxes and the spot has a little pink in it'),
    ).toContain('peeing-less');
  });

  it('"lo tenemos hace un año" is how long they have had the cat, not a time long past', () => {
    const flowers =
      'ya lo tenemos hace un ano, mi esposa puso un ramo de flores y hoy el gato mordio las hojas y tiene el polvito naranja en la cara';
    expect(urgencyOf(flowers)).toBe('emergency');
    expect(urgencyOf('hace 2 anos se comio un hilo pero el veterinario se lo saco y esta bien')).not.toBe('emergency');
  });

  it('"we still miss him" is a feeling, not a trouble that goes on', () => {
    expect(
      urgencyOf('years ago our old shop cat got hit by a car, we still miss him. when do kittens get fixed?'),
    ).toBe('routine');
  });

  it('"wants to know if" asks only to the end of its clause', () => {
    expect(
      urgencyOf(
        'the sandwich guy wants to know if we still sell the hero bread, and the cat came back with a cut on his ear, un poco hinchado',
      ),
    ).toBe('urgent');
    expect(urgencyOf('the owner wants to know if she can eat the night before y si va a sangrar mucho despues')).toBe(
      'routine',
    );
    expect(urgencyOf('como sabria si mi gato macho no puede orinar?')).toBe('routine');
  });

  it('English "come" is not Spanish "come" (eats)', () => {
    expect(urgencyOf('he doesnt come out from under the shelf for customers like he used to, but he eats')).not.toBe(
      'emergency',
    );
    expect(urgencyOf('no come nada desde hace dos dias')).toBe('emergency');
  });
});

describe('what rules a sign in or out', () => {
  it('a scratch or a hole in an eye held shut or leaking is an eye injury', () => {
    expect(ids('other cat swiped his eye, its all red, he keeps it shut and theres a little hole in it')).toContain(
      'eye-injury',
    );
    expect(ids('our cats eye has a little scratch on it and clear stuff leaking')).toContain('eye-injury');
  });

  it('a swollen face with lumps all over is an allergic reaction', () => {
    const shampoo: HistoryTurn[] = [{ role: 'user', content: 'le puse un champu nuevo a la gata' }];
    expect(ids('ahora se le hincho toda la cara y tiene bolitas por todo el cuerpo', shampoo)).toContain('allergic');
  });

  it('blood in the litter and trips to the box that pass little', () => {
    expect(urgencyOf('la gata va a la caja mas seguido y hace poquito')).toBe('urgent');
    expect(urgencyOf('el gato va a la caja mas seguido y hace poquito')).toBe('emergency');
    expect(urgencyOf('hoy vi la arena con un poquito de sangre, es una gatita')).toBe('urgent');
    expect(urgencyOf('me corte la mano y sangre en la arena jaja, el gato bien')).toBe('routine');
  });

  it('what the message itself rules out is not raised by the second reader nor carried', () => {
    const foundIt: HistoryTurn[] = [
      { role: 'user', content: 'i thought my cat ate a rubber band but i found it under the fridge' },
    ];
    expect(urgencyOf('i thought my cat ate a rubber band but i found it under the fridge')).toBe('routine');
    expect(urgencyOf('lol ok so what toys are safe for him to play with', foundIt)).toBe('routine');
    expect(urgencyOf('la gatita se trago el hilo dental que estaba en el zafacon')).toBe('emergency');
  });

  it('fasting before surgery, eating no less, and still eating and drinking', () => {
    expect(urgencyOf('cuanto tiempo hay que dejarla sin comer antes de esterilizarla')).toBe('routine');
    expect(urgencyOf('mi gato no esta comiendo menos, esta gordo y feliz, cuanto le doy')).toBe('routine');
    expect(urgencyOf('vomito 3 veces desde ayer, sin sangre, todavia toma agua y come un poco')).toBe('urgent');
    expect(urgencyOf('vomito 3 veces desde ayer y esta decaido')).toBe('emergency');
  });

  it('a change since yesterday, a cat that no longer greets, and one that will not get up but eats', () => {
    expect(
      urgencyOf('hes hiding under the shelves all day and doesnt come greet customers like always, since yesterday'),
    ).toBe('urgent');
    expect(urgencyOf('she didnt come say hi to the regulars today, not like her')).toBe('urgent');
    expect(urgencyOf('he wont even get up for treats, hiding under the register, ate half his food')).toBe('urgent');
    expect(urgencyOf('he wont get up and his gums are pale')).toBe('emergency');
  });

  it('the drugs of an operation wearing off are no poisoning', () => {
    const neuter: HistoryTurn[] = [{ role: 'user', content: 'hes getting neutered today' }];
    expect(urgencyOf('just picked him up, hes wobbly and sleepy, no bleeding, is that the drugs', neuter)).toBe(
      'routine',
    );
    expect(urgencyOf('he got into the drugs in my bag and now hes wobbly')).toBe('emergency');
  });

  it('a window opened "for air" is no gasping, and a ripped sofa no wound', () => {
    expect(urgencyOf('abrimos la ventana de arriba for air y le encanta sentarse ahi')).not.toBe('emergency');
    expect(urgencyOf('he ripped the sofa at the shop')).toBe('routine');
    expect(urgencyOf('the other cat ripped his ear open')).toBe('urgent');
  });
});
