import { offersChecker, soundsWorried } from './worry';

describe('soundsWorried', () => {
  it.each([
    'I’m so worried, she threw up twice',
    'is this serious? he sneezes a lot',
    'Should I be worried about her eye',
    'im scared hes sick',
    'estoy muy preocupada, no come bien',
    'Tengo miedo, ¿es grave?',
    'Es normal que duerma tanto?',
  ])('hears worry in "%s"', (message) => {
    expect(soundsWorried(message)).toBe(true);
  });

  it.each(['how often should I feed a kitten', 'what vaccines does a shop cat need', 'cuánto cuesta castrar'])(
    'hears none in "%s"',
    (message) => {
      expect(soundsWorried(message)).toBe(false);
    },
  );
});

describe('offersChecker', () => {
  it('offers the checker under every urgent answer, a routine one to a worried person, never an emergency', () => {
    expect(offersChecker('she limps', 'urgent')).toBe(true);
    expect(offersChecker('is it serious that she sneezes?', 'routine')).toBe(true);
    expect(offersChecker('how often to brush her', 'routine')).toBe(false);
    expect(offersChecker('im so worried he cant breathe', 'emergency')).toBe(false);
  });
});
