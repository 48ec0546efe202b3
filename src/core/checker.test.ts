import {
  buildChecker,
  checkerProblems,
  tapsToEveryPage,
  walkTaps,
  type CheckerFlag,
  type CheckerStepCopy,
} from './checker';

const flag = (id: string, level: CheckerFlag['level']): CheckerFlag => ({
  id,
  level,
  label: id,
  steps: [`${id} step`],
  guide: { title: id, path: `/guide#${id}` },
});
const FLAGS = [flag('breathing', 'emergency'), flag('poisoning', 'emergency'), flag('vomiting', 'urgent')];
const STEPS: CheckerStepCopy[] = [
  { id: 'now', question: 'Right now?', options: [{ flag: 'breathing', text: 'Breathing' }], none: 'None' },
  { id: 'happened', question: 'Happened?', options: [{ flag: 'poisoning', text: 'Poison' }], none: 'None' },
  {
    id: 'urgent',
    question: 'Urgent?',
    options: [{ flag: 'vomiting', text: 'Vomiting', worseIf: ['poisoning'] }],
    none: 'None',
  },
  {
    id: 'home',
    question: 'Home?',
    options: [{ topic: 'hairball', text: 'Hairball', guide: { title: 'Grooming', path: '/grooming' } }],
  },
];

describe('buildChecker', () => {
  const checker = buildChecker('/check', STEPS, FLAGS);

  it('gives the first step the base path and each later step its own', () => {
    expect([...checker.pages.keys()].filter((p) => checker.pages.get(p)?.kind === 'step')).toEqual([
      '/check',
      '/check/happened',
      '/check/urgent',
      '/check/home',
    ]);
  });

  it('sends a flag to the outcome of its level, a topic home, and links back to the question', () => {
    expect(walkTaps(checker, ['breathing'])).toMatchObject({
      kind: 'go-now',
      path: '/check/go-now/breathing',
      back: '/check',
    });
    expect(walkTaps(checker, ['none', 'none', 'vomiting'])).toMatchObject({
      kind: 'vet-24h',
      back: '/check/urgent',
      worseIf: [{ id: 'poisoning' }],
    });
    expect(walkTaps(checker, ['none', 'none', 'none', 'hairball'])).toMatchObject({
      kind: 'home',
      guide: { path: '/grooming' },
    });
  });

  it('counts the fewest taps to every page', () => {
    const taps = tapsToEveryPage(checker);
    expect(taps.get('/check/go-now/breathing')).toBe(1);
    expect(taps.get('/check/go-now/poisoning')).toBe(2);
    expect(taps.get('/check/home/hairball')).toBe(4);
  });

  it('finds nothing wrong with a checker that reaches every flag in time', () => {
    expect(checkerProblems(checker, FLAGS)).toEqual([]);
  });

  it('reports a flag the questions never lead to', () => {
    const withNewFlag = [...FLAGS, flag('seizure', 'emergency'), flag('limping', 'urgent')];
    expect(checkerProblems(checker, withNewFlag)).toEqual([
      'emergency red flag seizure has no path to /check/go-now/seizure',
      'urgent red flag limping has no path to /check/vet-24h/limping',
    ]);
  });

  it('reports an emergency more than five taps away, and any page more than eight', () => {
    const filler = (i: number): CheckerStepCopy => ({
      id: `filler-${i}`,
      question: `Filler ${i}?`,
      options: [{ topic: `t${i}`, text: `T${i}`, guide: { title: 'G', path: '/g' } }],
      none: 'None',
    });
    const deep = buildChecker('/check', [...[1, 2, 3, 4, 5, 6, 7, 8].map(filler), ...STEPS], FLAGS);
    expect(checkerProblems(deep, FLAGS)).toEqual(
      expect.arrayContaining([
        'breathing takes 9 taps to reach "go now"',
        '/check/go-now/breathing takes 9 taps',
        '/check/home/hairball takes 12 taps',
      ]),
    );
  });

  it('refuses copy that names a missing flag, a flag twice, or an urgent flag as "worse"', () => {
    const missing: CheckerStepCopy[] = [{ id: 'a', question: 'A?', options: [{ flag: 'nope', text: 'Nope' }] }];
    expect(() => buildChecker('/check', missing, FLAGS)).toThrow(/lacks: nope/);
    const twice: CheckerStepCopy[] = [
      { id: 'a', question: 'A?', options: [{ flag: 'breathing', text: 'B' }], none: 'None' },
      { id: 'b', question: 'B?', options: [{ flag: 'breathing', text: 'B again' }] },
    ];
    expect(() => buildChecker('/check', twice, FLAGS)).toThrow(/twice/);
    const worse: CheckerStepCopy[] = [
      { id: 'a', question: 'A?', options: [{ flag: 'poisoning', text: 'P', worseIf: ['vomiting'] }] },
    ];
    expect(() => buildChecker('/check', worse, FLAGS)).toThrow(/non-emergency/);
  });

  it('refuses a step other than the last without a "none of these" answer', () => {
    const noNone: CheckerStepCopy[] = [
      { id: 'a', question: 'A?', options: [{ flag: 'breathing', text: 'B' }] },
      { id: 'b', question: 'B?', options: [{ topic: 'x', text: 'X', guide: { title: 'G', path: '/g' } }] },
    ];
    expect(() => buildChecker('/check', noNone, FLAGS)).toThrow(/no "none of these"/);
  });

  it('refuses taps that do not exist on the page', () => {
    expect(() => walkTaps(checker, ['hairball'])).toThrow(/No answer "hairball" on \/check/);
    expect(() => walkTaps(checker, ['breathing', 'none'])).toThrow(/already ended/);
  });
});
