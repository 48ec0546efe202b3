import { questionFocus, withoutWorryFrame } from './question-focus.ts';

describe('questionFocus', () => {
  it.each([
    [
      'my brother got hit by a car last week so im running the store alone, how often should i feed the cat',
      'how often should i feed the cat',
    ],
    ['se cayó de la ventana hace dos años y quedó bien. ¿Cómo protejo las ventanas?', '¿Cómo protejo las ventanas'],
    ['the vet bill from last year is still not paid off, any programs that help?', 'any programs that help'],
    ['he keeps scratching the cereal boxes, what do i do', 'what do i do'],
  ])('finds the clause that asks in: %s', (text, focus) => {
    expect(questionFocus(text)).toBe(focus);
  });

  it('takes the clause a question mark ends, whatever its first word', () => {
    expect(questionFocus('she is eating fine. the tuna from the deli, ok every day?')).toBe('ok every day');
  });

  it.each(['how much does spaying cost', 'cat nails how often', 'my cat sneezes a lot'])(
    'is empty when the whole message asks, or nothing does: %s',
    (text) => {
      expect(questionFocus(text)).toBe('');
    },
  );
});

describe('withoutWorryFrame', () => {
  it.each([
    ['my cat sleeps all day is that normal', 'my cat sleeps all day'],
    ['la gata trae ratones muertos, es normal?', 'la gata trae ratones muertos,'],
    ['hairball once a week, should I worry', 'hairball once a week,'],
  ])('drops the words that only ask whether to worry: %s', (text, left) => {
    expect(withoutWorryFrame(text).trim()).toBe(left);
  });

  it('keeps what the question is about', () => {
    expect(withoutWorryFrame('what is a normal temperature for a cat')).toBe('what is a normal temperature for a cat');
  });
});
