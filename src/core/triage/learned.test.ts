import { siteTriage, triageOptions } from '../../composition/site-assistant.ts';
import dev from '../../../eval/triage/development.json' with { type: 'json' };
import { DESCRIBED_EMERGENCY } from '../../composition/red-flags.ts';
import { triage } from './index.ts';
import type { HistoryTurn, TriageOptions } from './types.ts';
import { emergencyProbability, learnedFeatures, likelyFlag, type LearnedModel } from './learned.ts';
import model from '../../generated/models/triage-model.json' with { type: 'json' };
import { trainingSet } from '../../../scripts/lib/triage-training-set.ts';

// A model made by hand, so each rule of the second reader is tested apart from what training happens to learn:
// "zorblax" and "quibble" are words no rule knows; "qwerty" said in an earlier message is as strong.
const handMade: LearnedModel = {
  trainedOn: 'by hand',
  threshold: 0.8,
  emergency: {
    bias: -3,
    weights: { 'w:zorblax': 10, 'w:quibble': 10, 'hw:qwerty': 10, 'hw:litter': 10, 'w:lily': -50 },
  },
  flag: {
    ids: ['collapse', 'seizure'],
    bias: [0, 0],
    weights: { 'w:zorblax': [0, 10], 'w:quibble': [0, 0.1, 1, 0.1] },
  },
};
const options: TriageOptions = { ...triageOptions, learned: { model: handMade, fallback: DESCRIBED_EMERGENCY } };
const withModel = (text: string, history: HistoryTurn[] = []) => triage(text, { ...options, history });

describe('the second reader', () => {
  it('raises a message the rules find nothing in, naming the red flag it is sure of', () => {
    const result = withModel('my cat is all zorblax today');
    expect(result).toMatchObject({ urgency: 'emergency', emergency: true, learned: true, carried: false });
    expect(result.matches.map((m) => m.id)).toEqual(['collapse']);
    expect(result.opening).toMatch(/^EMERGENCY: .*\]\(tel:\d+\)/);
  });

  it('names no red flag it is unsure of: the answer says what is described can be an emergency', () => {
    const result = withModel('my cat is all quibble today');
    expect(result.matches.map((m) => m.id)).toEqual(['described-emergency']);
    expect(result.opening).toContain('EMERGENCY: what you describe can be an emergency.');
    expect(result.opening).toContain('(/first-aid#always-emergency)');
  });

  it('stays below its threshold, and never lowers what the rules decided', () => {
    expect(withModel('my cat is all sleepy today')).toMatchObject({ urgency: 'routine', learned: false });
    expect(withModel('my cat ate a lily leaf')).toMatchObject({ urgency: 'emergency', learned: false });
    expect(withModel('my cat ate a lily leaf').matches.map((m) => m.id)).toEqual(['poisoning']);
  });

  it.each([
    ['a general question', 'what should I do if a cat goes zorblax?'],
    ['a person preparing', 'just planning ahead, what if he ever goes zorblax'],
    ['a person laughing', 'he went all zorblax in the bread aisle lol'],
    ['the cat with a vet', 'we are at the vet now, he was zorblax'],
    ['a red flag set aside for a reason the message gives', 'I cut myself on the slicer and I am bleeding, zorblax'],
  ])('does not overrule the rules’ reading of %s', (_, text) => {
    expect(withModel(text).learned).toBe(false);
  });

  it('reads the earlier messages, and is silent once the rules ended an emergency found there', () => {
    expect(withModel('ok he is the same', [{ role: 'user', content: 'he is qwerty' }]).learned).toBe(true);
    const asked: HistoryTurn[] = [
      { role: 'user', content: 'he keeps going in and out of the litter box' },
      { role: 'assistant', content: 'Is your cat male or female, and does pee come out?' },
    ];
    expect(withModel('oh sorry, female. she pees fine, normal clumps', asked).urgency).not.toBe('emergency');
  });
});

describe('what the second reader reads', () => {
  it('words, word pairs and concepts of the message and of the earlier messages', () => {
    expect(
      learnedFeatures({ message: 'No come!', earlier: ['Está flojo'], concepts: ['!EAT'], earlierConcepts: ['WEAK'] }),
    ).toEqual(['w:no', 'w:come', 'b:no_come', 'c:!EAT', 'hw:esta', 'hw:flojo', 'hb:esta_flojo', 'hc:WEAK']);
  });

  it('scores with a logistic model, and picks the flag with a softmax over the flags', () => {
    expect(emergencyProbability(handMade, [])).toBeCloseTo(1 / (1 + Math.exp(3)));
    expect(emergencyProbability(handMade, ['w:zorblax'])).toBeCloseTo(1 / (1 + Math.exp(-7)));
    expect(likelyFlag(handMade, ['w:zorblax'])).toEqual({ id: 'collapse', probability: expect.closeTo(1, 3) });
    expect(likelyFlag(handMade, ['w:quibble']).probability).toBeCloseTo(0.5);
  });
});

describe('the shipped model', () => {
  it('was trained on the current development cases and lexicon (else run `npm run train:triage`)', () => {
    expect(model.trainedOn).toBe(trainingSet().hash);
  });

  it('only raises: on every development case its level is at least the rules’ level', () => {
    const rulesOnly: TriageOptions = { ...triageOptions, learned: undefined };
    const order = ['routine', 'urgent', 'emergency'];
    const lowered = (dev.cases as { text: string; history?: HistoryTurn[] }[]).filter((c) => {
      const rules = triage(c.text, { ...rulesOnly, history: c.history ?? [] });
      const both = siteTriage(c.text, c.history ?? []);
      return order.indexOf(both.urgency) < order.indexOf(rules.urgency) || (both.learned && rules.emergency);
    });
    expect(lowered.map((c) => c.text)).toEqual([]);
  });
});
