import { parseModelOutput, splitSentences } from './reply-format.ts';

describe('splitSentences', () => {
  it('splits at sentence ends and keeps offsets', () => {
    const line = 'Go now! Is he breathing? Call the vet.';
    const spans = splitSentences(line);
    expect(spans.map((s) => s.text)).toEqual(['Go now!', 'Is he breathing?', 'Call the vet.']);
    for (const s of spans) expect(line.slice(s.start, s.end).trim()).toBe(s.text);
  });

  it('never splits a link, an abbreviation or a decimal', () => {
    expect(
      splitSentences('See [Dr. Lee. Vet](/vets) at 510 E. 62nd St. today. It is 1.5 miles.').map((s) => s.text),
    ).toEqual(['See [Dr. Lee. Vet](/vets) at 510 E. 62nd St. today.', 'It is 1.5 miles.']);
  });

  it('returns nothing for a blank line', () => expect(splitSentences('   ')).toEqual([]));
});

describe('parseModelOutput', () => {
  it.each([
    ['{"urgency": "urgent", "reply": "See a vet today."}', { urgency: 'urgent', reply: 'See a vet today.' }],
    ['```json\n{"urgency":"Emergency","reply":"Go now."}\n```', { urgency: 'emergency', reply: 'Go now.' }],
    [
      'Sure! {"reply": "Feed twice a day.", "urgency": "routine"} Hope that helps.',
      { urgency: 'routine', reply: 'Feed twice a day.' },
    ],
    [
      '{"urgency": "routine", "reply": "Line one.\\nLine \\"two\\"."',
      { urgency: 'routine', reply: 'Line one.\nLine "two".' },
    ],
    ['Feed him twice a day.', { urgency: null, reply: 'Feed him twice a day.' }],
    ['{"reply": "No level given."}', { urgency: null, reply: 'No level given.' }],
  ])('reads %s', (content, expected) => {
    expect(parseModelOutput(content)).toEqual(expected);
  });

  it.each([
    '',
    '   ',
    '{}',
    '{"urgency": "routine"}',
    '{"reply": 42}',
    '{"reply": "',
    '[1, 2]',
    'null {',
    '{"reply": "  "}',
  ])('treats malformed output as no answer: %s', (content) => {
    expect(parseModelOutput(content)).toBeNull();
  });
});
